import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.ts';

const root = path.resolve(import.meta.dirname, '../../../..');
const calls = path.join(root, 'apps/web/src/lib/request/calls.ts');

/**
 * For every call the console declares (`Calls`: 'GET /path/{id}' → the contract's answer), the answer the console
 * types it with and the 200 JSON answer the server's OpenAPI document gives for that method and path must be
 * assignable to each other: a field either side lacks, adds or types differently is a compile error naming the call.
 */
const check = `import type { paths } from './openapi.ts';
import type { Calls } from ${JSON.stringify(calls)};
import type { Answer } from ${JSON.stringify(path.join(root, 'packages/contract/src/answer.ts'))};

type Split<K> = K extends \`\${infer M} \${infer P}\` ? { method: Lowercase<M>; path: \`/cniotapi\${P}\` } : never;
type Operation<K> = Split<K>['path'] extends keyof paths ? NonNullable<paths[Split<K>['path']][Split<K>['method'] & keyof paths[Split<K>['path']]]> : { noSuchPath: K };
type Served<K> = Operation<K> extends { responses: { 200: { content: { 'application/json': infer J } } } } ? J : { noJsonAnswer: K };
type Console<K extends keyof Calls> = Answer<Calls[K]>;
type Agree<K extends keyof Calls> = [Console<K>] extends [Served<K>] ? ([Served<K>] extends [Console<K>] ? true : { serverAnswersOtherwise: Served<K> }) : { consoleExpects: Console<K>; serverAnswers: Served<K> };
`;

/** The keys of `Calls`, read from its declaration: one checked line each, so each disagreement is its own error. */
function callKeys(): string[] {
  const source = ts.createSourceFile(calls, fs.readFileSync(calls, 'utf8'), ts.ScriptTarget.Latest);
  const declared = source.statements.find((s): s is ts.InterfaceDeclaration => ts.isInterfaceDeclaration(s) && s.name.text === 'Calls');
  return (declared?.members ?? []).map((m) => (m.name && ts.isStringLiteral(m.name) ? m.name.text : '')).filter(Boolean);
}

/** The compiler's complaints about the check, each with the call it names. */
function typeErrors(dir: string): string[] {
  const config = ts.getParsedCommandLineOfConfigFile(path.join(root, 'apps/web/tsconfig.json'), {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined });
  // The console's answers need no DOM: without its declarations the check compiles in a third less time.
  const program = ts.createProgram([path.join(dir, 'check.ts')], { ...config!.options, lib: ['lib.es2023.d.ts'], types: [], noEmit: true, noErrorTruncation: true });
  return ts.getPreEmitDiagnostics(program).map((d) => `${d.file ? path.relative(root, d.file.fileName) : ''}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`);
}

let t: TestApp;
let dir: string;
beforeAll(async () => {
  t = await createTestApp();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'openapi-client-'));
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe("a client generated from the OpenAPI document types the console's calls alike", { timeout: 60_000 }, () => {
  it('agrees with every call of apps/web/src/lib/request/calls.ts', async () => {
    const doc = (await t.app.inject({ url: '/cniotapi/openapi.json' })).json();
    fs.writeFileSync(path.join(dir, 'openapi.ts'), astToString(await openapiTS(doc)));
    const keys = callKeys();
    expect(keys.length).toBeGreaterThan(0);
    fs.writeFileSync(path.join(dir, 'check.ts'), check + keys.map((k, i) => `export const call${i}: Agree<${JSON.stringify(k)}> = true;\n`).join(''));
    expect(typeErrors(dir)).toEqual([]);
  });
});
