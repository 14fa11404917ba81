import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInApp, type TestApp } from '../helpers/app.ts';
import { queryString, walkRequests } from './route-walk.ts';

const NUL = 'a\u0000b';

describe('a NUL character anywhere in a request', { timeout: 300_000 }, () => {
  let t: TestApp, token: string;
  beforeAll(async () => ({ t, admin: token } = await signedInApp()));
  afterAll(() => t.close());

  it('is refused with a clear 400 on every route, never a 500', async () => {
    const requests = walkRequests(t.app, NUL);
    const failures: string[] = [];
    for (const r of requests) {
      const send = () => t.call(token, { method: r.method as 'GET', url: `${r.url}?${queryString(r.query)}`, payload: r.body as object | undefined });
      let res = await send();
      // A walked sign-out or password change ends the session: sign in again and retry.
      if (res.statusCode === 401) {
        token = await t.login();
        res = await send();
      }
      if (res.statusCode !== 400) failures.push(`${r.method} ${r.url} → ${res.statusCode} ${res.body.slice(0, 100)}`);
    }
    // One request per string field of each route (query, JSON body) and one per path with a parameter.
    expect(requests.length).toBeGreaterThan(400);
    expect(new Set(requests.map((r) => `${r.method} ${r.url.replace(/\/987654.*$/, '')}`)).size).toBeGreaterThan(150);
    expect(failures).toEqual([]);
  });

  it("names the field and speaks the caller's language, without a session too", async () => {
    const login = (lang: string) => t.app.inject({ method: 'POST', url: '/cniotapi/login', headers: { 'lang-type': lang }, payload: { username: `admin${NUL}`, password: 'admin123' } });
    const en = await login('en_US');
    expect(en.statusCode).toBe(400);
    expect(en.json()).toEqual({ code: 500, msg: 'username: must not contain the NUL character (\\u0000)' });
    expect((await login('zh_CN')).json().msg).toBe('username: 不能包含 NUL 字符 (\\u0000)');
  });

  it('in a path parameter or a query is refused the same way', async () => {
    const path = await t.call(token, { method: 'GET', url: '/cniotapi/system/user/%00' });
    expect(path.statusCode).toBe(400);
    const query = await t.call(token, { method: 'GET', url: '/cniotapi/system/user/list?userName=a%00b' });
    expect(query.statusCode).toBe(400);
    expect(query.json().msg).toBe('userName: must not contain the NUL character (\\u0000)');
  });
});
