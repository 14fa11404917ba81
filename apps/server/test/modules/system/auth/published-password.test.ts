import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../../../src/db/client.ts';
import { isLoopback } from '../../../../src/modules/system/auth/published-password.ts';
import { createTestApp, type TestApp } from '../../../helpers/app.ts';

const REFUSED = 'This account still has its published demo password, which is accepted only on the computer running the server: sign in there (http://localhost) and change the password first';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = (password: string, remoteAddress?: string) => t.app.inject({ method: 'POST', url: '/cniotapi/login', remoteAddress, payload: { type: 'mailbox', username: 'admin', password } });

/** Issue 13, finding 9: the demo's admin123 is in the README, so only the machine running the demo accepts it. */
describe('a demo account on its published password', () => {
  it('is refused from another address, with the way out, and the attempt is logged', async () => {
    const res = await login('admin123', '203.0.113.7');
    expect([res.statusCode, res.json().msg]).toEqual([400, REFUSED]);
    const [log] = await rowsOf<{ status: string; ipaddr: string }>(t.app.db, sql`select status, ipaddr from sys_logininfor order by info_id desc limit 1`);
    expect(log).toEqual({ status: '1', ipaddr: '203.0.113.7' });
    const zh = await t.app.inject({
      method: 'POST',
      url: '/cniotapi/login',
      remoteAddress: '203.0.113.7',
      headers: { 'lang-type': 'zh_CN' },
      payload: { type: 'mailbox', username: 'ADMIN', password: 'admin123' },
    });
    expect(zh.json().msg).toMatch(/^该账号仍在使用公开的演示密码/);
  });

  it('signs in on this machine, and from anywhere once the password is changed', async () => {
    const local = await login('admin123');
    expect(local.json().code).toBe(200);
    const token = local.json().token as string;
    const changed = await t.call(token, { method: 'PUT', url: '/cniotapi/system/user/profile/updatePwd', payload: { oldPassword: 'admin123', newPassword: 'not-the-demo1' } });
    expect(changed.json().code).toBe(200);
    expect((await login('not-the-demo1', '203.0.113.7')).json().code).toBe(200);
  });

  it('knows the loopback addresses', () => {
    expect(['127.0.0.1', '127.8.0.1', '::1', '::ffff:127.0.0.1'].map(isLoopback)).toEqual([true, true, true, true]);
    expect(['10.0.0.1', '::ffff:10.0.0.1', '2001:db8::1', '1270.0.0.1'].map(isLoopback)).toEqual([false, false, false, false]);
  });
});
