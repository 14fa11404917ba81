import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { UNDECLARED } from './undeclared-answers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('every API route declares its answer', () => {
  it('declares a 200 answer schema, or says it sends a file or text', () => {
    const undeclared = t.app.routeRegistry.filter((r) => !r.answer).map((r) => `${r.method} ${r.url}`);
    expect(
      undeclared.filter((r) => !UNDECLARED.includes(r)),
      'routes without a declared answer',
    ).toEqual([]);
    // The list only shrinks: a route declared since must leave it.
    expect(
      UNDECLARED.filter((r) => !undeclared.includes(r)),
      'declared routes still on the list',
    ).toEqual([]);
  });

  it('describes answers in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/cniotapi/openapi.json' })).json();
    const answerOf = (path: string, method: string) => doc.paths[path]?.[method]?.responses?.['200']?.content?.['application/json']?.schema;
    expect(answerOf('/cniotapi/system/config/list', 'get')?.properties?.rows?.items?.properties).toHaveProperty('configKey');
    expect(answerOf('/cniotapi/system/user/list', 'get')?.properties?.rows?.items?.properties).toHaveProperty('manageable');
    expect(answerOf('/cniotapi/system/config', 'post')?.properties?.data?.properties).toHaveProperty('id');
  });
});
