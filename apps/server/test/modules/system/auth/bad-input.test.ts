import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../helpers/app.ts';
import { adminToken, setConfig } from './fixtures.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await adminToken(t);
  await setConfig(t.app.db, 'sys.account.registerUser', 'true');
});
afterAll(() => t.close());

const SCHEMA_ROUTES = ['/cniotapi/login', '/cniotapi/sendSmsCode', '/cniotapi/register', '/cniotapi/accountCancel', '/cniotapi/monitor/logininfor/export'];
const WRONG = [
  ['bad JSON', '{"type": "mailbox", '],
  ['an array', '[]'],
  ['a number', '42'],
  ['null', 'null'],
  ['wrong types', JSON.stringify({ type: 'mailbox', username: 5, password: ['x'], phoneNumber: {}, purpose: 7, rememberMe: 'yes', verifyData: 'drag', userName: 3 })],
];
const post = (url: string, payload: string, token: string | null = null) => t.call(token, { method: 'POST', url, payload, headers: { 'content-type': 'application/json' } });

function expectClear400(res: Awaited<ReturnType<typeof post>>) {
  expect(res.statusCode, res.body).toBe(400);
  const body = res.json();
  expect(body.code).toBe(500);
  expect(body.msg).toMatch(/\w/);
  expect(body.msg).not.toMatch(/Unknown system error|ZodError|Expected|undefined/);
}

describe('every body of this module', () => {
  for (const url of SCHEMA_ROUTES) {
    it.each(WRONG)(`${url}: %s gives a clear 400, never a 500`, async (_name, payload) => {
      expectClear400(await post(url, payload, url.includes('/monitor/') ? admin : null));
    });
  }

  it('refuses an unknown login type and an oversized slider track', async () => {
    for (const url of ['/cniotapi/login', '/cniotapi/accountCancel']) {
      expectClear400(await post(url, JSON.stringify({ type: 'fax', username: 'a', password: 'b' })));
      const track = { uuid: 'u', points: Array(5000).fill({ x: 1, t: 1 }) };
      expectClear400(await post(url, JSON.stringify({ type: 'mailbox', username: 'a', password: 'b', verifyData: track })));
    }
  });

  it('/logout takes no body but still answers bad JSON with 400', async () => {
    expectClear400(await post('/cniotapi/logout', '{oops'));
    expect((await post('/cniotapi/logout', '[1, 2]')).statusCode).toBe(200);
  });

  it('names the field and the problem', async () => {
    expect((await post('/cniotapi/login', JSON.stringify({ type: 'mailbox', username: 5, password: 'x' }))).json().msg).toBe('username: must be a string');
    expect((await post('/cniotapi/login', JSON.stringify({ type: 'fax', username: 'a', password: 'b' }))).json().msg).toMatch(/^type: /);
    expect((await post('/cniotapi/login', '{oops')).json().msg).toBe('The request body is not valid JSON');
  });
});
