import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInApp, type TestApp } from '../helpers/app.ts';
import { operationOf, withParams, type OpenApi } from '../hardening/route-walk.ts';

/** 10 KB of `[`: JSON.parse takes it, JSON.stringify of the result overflows the stack. */
const DEEP = '['.repeat(5000) + ']'.repeat(5000);

describe('a JSON body nested deeper than any form of the API', { timeout: 120_000 }, () => {
  let t: TestApp, token: string, spec: OpenApi;
  beforeAll(async () => {
    ({ t, admin: token } = await signedInApp());
    spec = (await t.call(token, { url: '/cniotapi/openapi.json' })).json();
  });
  afterAll(() => t.close());

  it('is refused with a clear 400 by every POST and PUT route, those without a body schema included', async () => {
    const routes = t.app.routeRegistry.filter((r) => r.method === 'POST' || r.method === 'PUT');
    const withoutSchema = routes.filter((r) => !operationOf(spec, r.method, r.url)?.requestBody);
    const failures: string[] = [];
    for (const r of routes) {
      const send = () => t.call(token, { method: r.method as 'POST', url: withParams(r.url, '987654'), headers: { 'content-type': 'application/json', 'lang-type': 'en_US' }, payload: DEEP });
      let res = await send();
      if (res.statusCode === 401) {
        token = await t.login();
        res = await send();
      }
      if (res.statusCode !== 400 || res.json().msg !== 'The request body nests deeper than 64 levels') failures.push(`${r.method} ${r.url} → ${res.statusCode} ${res.body.slice(0, 100)}`);
    }
    // Upload, avatar, imports, rollout pause/resume/cancel, approve, resend …
    expect(withoutSchema.length).toBeGreaterThan(10);
    expect(failures).toEqual([]);
  });

  it('is not confused by brackets inside strings, and a body at the limit still works', async () => {
    const name = '['.repeat(200);
    const res = await t.call(token, { method: 'POST', url: '/cniotapi/system/dict/type', payload: { dictName: name.slice(0, 50), dictType: 'deep_ok', remark: name } });
    expect(res.json().code).toBe(200);
    const atLimit = await t.call(token, { method: 'POST', url: '/cniotapi/system/dict/type', headers: { 'content-type': 'application/json' }, payload: '['.repeat(64) + ']'.repeat(64) });
    expect(atLimit.statusCode).toBe(400);
    expect(atLimit.json().msg).not.toMatch(/nests deeper/);
  });
});
