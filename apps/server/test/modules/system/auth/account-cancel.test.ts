import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../../../src/db/client.ts';
import { addUser, resetRateLimits, smsTestApp } from './fixtures.ts';

const ctx = smsTestApp();

const cancel = (payload: Record<string, unknown>) => ctx.t.app.inject({ method: 'POST', url: '/cniotapi/accountCancel', payload });
const userRow = async (name: string) =>
  (await rowsOf<{ del_flag: string; status: string }>(ctx.t.app.db, sql`select del_flag, status from sys_user where user_name = ${name} order by user_id desc limit 1`))[0];

describe('POST /accountCancel', () => {
  it('closes the account after account + password, ends its sessions and mails a WebDeregister notice', async () => {
    await addUser(ctx.t.app.db, 'nina', { password: 'nina1234', email: 'nina@example.com' });
    const token = await ctx.t.login('nina', 'nina1234');
    const res = await cancel({ type: 'mailbox', username: 'nina', password: 'nina1234' });
    expect(res.json()).toEqual({ code: 200, msg: 'The account has been cancelled' });
    expect(await userRow('nina')).toEqual({ del_flag: '2', status: '1' });
    expect((await ctx.t.call(token, { url: '/cniotapi/getInfo' })).statusCode).toBe(401);
    const [mail] = await rowsOf<Record<string, string>>(ctx.t.app.db, sql`select email, mail_type from iot_mail_record order by id desc limit 1`);
    expect(mail).toEqual({ email: 'nina@example.com', mail_type: '3' });
    expect((await ctx.t.app.inject({ method: 'POST', url: '/cniotapi/login', payload: { type: 'mailbox', username: 'nina', password: 'nina1234' } })).json().msg).toBe('Incorrect account or password');
  });

  it('frees the name for a new account', async () => {
    await addUser(ctx.t.app.db, 'nina', { password: 'other123' });
    expect((await userRow('nina')).del_flag).toBe('0');
  });

  it('refuses a wrong password and counts it toward the lockout', async () => {
    await addUser(ctx.t.app.db, 'omar', { password: 'omar1234' });
    expect((await cancel({ type: 'mailbox', username: 'omar', password: 'wrong-one' })).json().msg).toBe('Incorrect account or password');
    expect(await userRow('omar')).toEqual({ del_flag: '0', status: '0' });
    const [u] = await rowsOf<{ failed_logins: number }>(ctx.t.app.db, sql`select failed_logins from sys_user where user_name = 'omar'`);
    expect(u.failed_logins).toBe(1);
  });

  it('works with phone + SMS code sent for cancellation only', async () => {
    const phone = '+48601234567';
    await addUser(ctx.t.app.db, 'pia', { password: 'pia12345', phone });
    await ctx.t.app.inject({ method: 'POST', url: '/cniotapi/sendSmsCode', payload: { phoneNumber: phone, purpose: 'login' } });
    expect((await cancel({ type: 'phone', phoneNumber: phone, smsCode: ctx.sms.lastCode(phone) })).json().code).toBe(500);
    await resetRateLimits(ctx.t.app.db);
    await ctx.t.app.inject({ method: 'POST', url: '/cniotapi/sendSmsCode', payload: { phoneNumber: phone, purpose: 'cancel' } });
    expect((await cancel({ type: 'phone', phoneNumber: phone, smsCode: ctx.sms.lastCode(phone) })).json().code).toBe(200);
    expect((await userRow('pia')).del_flag).toBe('2');
  });

  it('does not cancel an administrator', async () => {
    await addUser(ctx.t.app.db, 'root2', { password: 'root1234', roleKey: 'admin' });
    expect((await cancel({ type: 'mailbox', username: 'root2', password: 'root1234' })).json().msg).toBe('An administrator account cannot be cancelled here');
    expect((await userRow('root2')).del_flag).toBe('0');
  });
});
