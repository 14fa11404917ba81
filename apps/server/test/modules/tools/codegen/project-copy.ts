import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { GenEdit, GenFile } from '@cniot/contract/tools/codegen';

export const ROOT = path.resolve(import.meta.dirname, '../../../../../..');

/** What a type check and the server's tests need: the contract, the server's sources and test helpers, their configurations. */
const COPIED = [
  'package.json',
  'tsconfig.base.json',
  'packages/contract/package.json',
  'packages/contract/tsconfig.json',
  'packages/contract/src',
  'apps/server/package.json',
  'apps/server/tsconfig.json',
  'apps/server/vitest.config.ts',
  'apps/server/src',
  'apps/server/test/helpers',
];

/**
 * A copy of the project in a temporary folder, sharing the installed packages
 * through symbolic links; the workspace's own packages point into the copy.
 * Answers why not when the machine cannot make one (no space, no links).
 */
export function copyProject(): { dir: string } | { reason: string } {
  let dir: string | undefined;
  try {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cniot-codegen-'));
    for (const part of COPIED) fs.cpSync(path.join(ROOT, part), path.join(dir, part), { recursive: true });
    const modules = path.join(dir, 'node_modules');
    fs.mkdirSync(path.join(modules, '@cniot'), { recursive: true });
    for (const entry of fs.readdirSync(path.join(ROOT, 'node_modules'))) {
      if (entry !== '@cniot' && entry !== '.vite') fs.symlinkSync(path.join(ROOT, 'node_modules', entry), path.join(modules, entry));
    }
    fs.symlinkSync('../../packages/contract', path.join(modules, '@cniot/contract'));
    fs.symlinkSync('../../apps/server', path.join(modules, '@cniot/server'));
    const own = path.join(ROOT, 'apps/server/node_modules');
    if (fs.existsSync(own)) fs.symlinkSync(own, path.join(dir, 'apps/server/node_modules'));
    return { dir };
  } catch (err) {
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
    return { reason: `a copy of the project could not be made in ${os.tmpdir()}: ${(err as Error).message}` };
  }
}

/** An `insert` file's edits applied to the existing text, each after the match its `after` names. */
export function applyEdits(source: string, edits: GenEdit[]): string {
  let out = source;
  for (const edit of edits) {
    const matches = [...out.matchAll(new RegExp(edit.after, 'gm'))];
    if (!matches.length) throw new Error(`nothing matches /${edit.after}/ (${edit.where})`);
    const match = edit.last ? matches[matches.length - 1] : matches[0];
    const at = match.index + match[0].length;
    out = out.slice(0, at) + edit.text + out.slice(at);
  }
  return out;
}

/** Writes the generated files into the copy: new files whole, shared lists with their lines added. */
export function writeGenerated(dir: string, files: GenFile[]) {
  for (const file of files) {
    const target = path.join(dir, file.path);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, file.kind === 'create' ? file.content : applyEdits(fs.readFileSync(target, 'utf8'), file.edits ?? []));
  }
}

/** Runs a program to its end within `timeoutMs`, answering its exit code and output. */
export function run(args: string[], opts: { cwd: string; env?: NodeJS.ProcessEnv; timeoutMs: number }): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { cwd: opts.cwd, env: opts.env ?? process.env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const collect = (chunk: Buffer) => (output += chunk.toString());
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    const timer = setTimeout(() => {
      output += `\n(stopped after ${opts.timeoutMs} ms)`;
      child.kill('SIGKILL');
    }, opts.timeoutMs);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}
