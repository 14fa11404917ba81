import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../../../src/db/client.ts';
import { resetRateLimits, setConfig, smsTestApp } from './fixtures.ts';

const ctx = smsTestApp();

const register = (body: Record<string, unknown>) => ctx.t.app.inject({ method: 'POST', url: '/cniotapi/register', payload: { password: 'kim12345', confirmPassword: 'kim12345', ...body } });

const registerEnabled = async () => (await ctx.t.app.inject({ url: '/cniotapi/captchaImage' })).json().registerEnabled;

describe('POST /register', () => {
  it('is refused while sys.account.registerUser is not true, which /captchaImage tells the sign-in pages', async () => {
    await setConfig(ctx.t.app.db, 'sys.account.registerUser', 'false');
    const res = await register({ username: 'kim' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 500, msg: 'Registration is not open on this system' });
    expect(await registerEnabled()).toBe(false);
    await setConfig(ctx.t.app.db, 'sys.account.registerUser', 'true');
    expect(await registerEnabled()).toBe(true);
  });

  it('creates an account without role or organization that can sign in, with a welcome mail and a log row', async () => {
    const res = await register({ username: 'kim', email: 'kim@example.com' });
    expect(res.json()).toEqual({ code: 200, msg: 'Registration successful' });
    const token = await ctx.t.login('kim', 'kim12345');
    const info = (await ctx.t.call(token, { url: '/cniotapi/getInfo' })).json();
    expect(info.roles).toEqual(['ROLE_DEFAULT']);
    expect(info.permissions).toEqual([]);
    expect(info.user).toMatchObject({ userName: 'kim', email: 'kim@example.com', deptId: null });

    const [mail] = await rowsOf<Record<string, unknown>>(ctx.t.app.db, sql`select email, mail_type, status, mail_title from iot_mail_record order by id desc limit 1`);
    expect(mail).toEqual({ email: 'kim@example.com', mail_type: '0', status: '0', mail_title: 'Welcome to CNIoT' });
    const outbox = path.join(ctx.t.config.dataDir, 'outbox');
    expect(fs.readdirSync(outbox).some((f) => f.includes('mail-Register-kim@example.com'))).toBe(true);
    const logs = await rowsOf<Record<string, string>>(ctx.t.app.db, sql`select msg, status from sys_logininfor where user_name = 'kim' order by info_id`);
    expect(logs).toEqual([
      { msg: 'i18n:register.success', status: '0' },
      { msg: 'i18n:login.success', status: '0' },
    ]);
  });

  it('refuses a taken name (any case) or e-mail', async () => {
    expect((await register({ username: 'KIM' })).json()).toEqual({ code: 500, msg: 'The account "KIM" already exists' });
    expect((await register({ username: 'kim2', email: 'KIM@example.com' })).json().msg).toBe('This e-mail address is already registered');
  });

  it('checks password length and confirmation with the spec texts', async () => {
    expect((await register({ username: 'lee', password: 'abc', confirmPassword: 'abc' })).json().msg).toBe('User password length must be between 5 and 20');
    expect((await register({ username: 'lee', password: 'a'.repeat(21), confirmPassword: 'a'.repeat(21) })).json().msg).toBe('User password length must be between 5 and 20');
    expect((await register({ username: 'lee', confirmPassword: 'other123' })).json().msg).toBe('The password is inconsistent, please re-enter it');
    expect((await register({ username: 'a b' })).json().msg).toBe('The account must be 2 to 20 letters, digits, _ . or -');
  });

  it('ignores an organization chosen by the registrant', async () => {
    expect((await register({ username: 'lee', deptId: 100 })).json().code).toBe(200);
    const [u] = await rowsOf<{ dept_id: number | null; roles: number }>(
      ctx.t.app.db,
      sql`select dept_id, (select count(*) from sys_user_role ur where ur.user_id = u.user_id)::int as roles from sys_user u where user_name = 'lee'`,
    );
    expect(u).toEqual({ dept_id: null, roles: 0 });
  });

  it('takes a phone number only with the code sent to it', async () => {
    const phone = '+393331234567';
    expect((await register({ username: 'mia', phonenumber: phone })).json().msg).toBe('The SMS verification code is incorrect or has expired');
    await ctx.t.app.inject({ method: 'POST', url: '/cniotapi/sendSmsCode', payload: { phoneNumber: phone, purpose: 'register' } });
    const res = await register({ username: 'mia', phonenumber: phone, smsCode: ctx.sms.lastCode(phone) });
    expect(res.json().code).toBe(200);
    await resetRateLimits(ctx.t.app.db);
    await ctx.t.app.inject({ method: 'POST', url: '/cniotapi/sendSmsCode', payload: { phoneNumber: phone } });
    const login = await ctx.t.app.inject({ method: 'POST', url: '/cniotapi/login', payload: { type: 'phone', phoneNumber: phone, smsCode: ctx.sms.lastCode(phone) } });
    expect(login.json().code).toBe(200);
    expect((await register({ username: 'mia2', phonenumber: phone, smsCode: '123456' })).json().msg).toBe('This phone number is already registered');
  });
});
