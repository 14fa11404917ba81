import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('app shell', () => {
  it('redirects / to the console', async () => {
    const res = await t.app.inject({ url: '/' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/cniotmgr/');
  });

  it('answers unknown API paths with the 404 envelope in the caller language', async () => {
    const res = await t.app.inject({ url: '/cniotapi/nope', headers: { 'lang-type': 'de_DE' } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 404, msg: 'Die Ressource existiert nicht' });
  });

  it('publishes an OpenAPI description', async () => {
    const res = await t.app.inject({ url: '/cniotapi/openapi.json' });
    expect(res.statusCode).toBe(200);
    expect(res.json().openapi).toMatch(/^3\./);
  });

  it('refuses a path traversal under /files/', async () => {
    const res = await t.call(await t.login(), { url: '/files/..%2F..%2Fetc%2Fpasswd' });
    expect([403, 404]).toContain(res.statusCode);
    expect(res.body).not.toContain('root:');
  });
});
