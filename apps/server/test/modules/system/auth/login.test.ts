import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { rowsOf } from '../../../../src/db/client.ts';
import { createTestApp, type TestApp } from '../../../helpers/app.ts';
import { addUser, adminToken, resetRateLimits } from './fixtures.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await adminToken(t);
  await addUser(t.app.db, 'bob', { password: 'bob12345', email: 'Bob@Example.com', roleKey: 'sysUser' });
  await addUser(t.app.db, 'carol', { password: 'carol123' });
  await addUser(t.app.db, 'dave', { password: 'dave1234', status: '1' });
});
afterAll(() => t.close());
beforeEach(() => resetRateLimits(t.app.db));

const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';
const login = (username: string, password: string, extra: Record<string, unknown> = {}) =>
  t.app.inject({ method: 'POST', url: '/cniotapi/login', headers: { 'user-agent': CHROME }, payload: { type: 'mailbox', username, password, ...extra } });
const lastLog = async () => (await rowsOf<Record<string, string>>(t.app.db, sql`select user_name, status, msg, browser, os, ipaddr from sys_logininfor order by info_id desc limit 1`))[0];

describe('POST /login (mailbox)', () => {
  it('signs in by account name or e-mail and returns a token', async () => {
    const res = await login('bob', 'bob12345');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 200, msg: 'Login successful', token: expect.stringMatching(/^[\w-]{40,}$/) });
    expect((await login('bob@example.COM', 'bob12345')).json().code).toBe(200);
    expect((await login('BOB', 'bob12345')).json().code).toBe(200);
  });

  it('accepts the empty captcha fields a console sends while the captcha is off', async () => {
    expect((await login('bob', 'bob12345', { code: '', uuid: '', verifyData: null, rememberMe: false })).json().code).toBe(200);
  });

  it('records the sign-in on the user and in the login log', async () => {
    await login('carol', 'carol123');
    expect(await lastLog()).toEqual({ user_name: 'carol', status: '0', msg: 'i18n:login.success', browser: 'Chrome 124', os: 'Windows 10', ipaddr: '127.0.0.1' });
    const [u] = await rowsOf<{ login_ip: string; recent: boolean }>(t.app.db, sql`select login_ip, login_date > now() - interval '1 minute' as recent from sys_user where user_name = 'carol'`);
    expect(u).toEqual({ login_ip: '127.0.0.1', recent: true });
  });

  it('gives the same answer for an unknown account and a wrong password, and logs both', async () => {
    const unknown = await login('nobody', 'whatever1');
    const wrong = await login('carol', 'wrong-pass');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual(wrong.json());
    expect(wrong.json()).toEqual({ code: 500, msg: 'Incorrect account or password' });
    expect(await lastLog()).toMatchObject({ user_name: 'carol', status: '1', msg: 'i18n:login.badCredentials' });
  });

  it('refuses a disabled account only after the right password', async () => {
    expect((await login('dave', 'nope-nope')).json().msg).toBe('Incorrect account or password');
    expect((await login('dave', 'dave1234')).json().msg).toBe('The account has been disabled, please contact the administrator');
  });
});

describe('lockout', () => {
  it('locks after 5 failures, even for the right password, and unlocks after 10 minutes', async () => {
    const id = await addUser(t.app.db, 'erin', { password: 'erin1234' });
    const msgs: string[] = [];
    for (let i = 0; i < 5; i++) msgs.push((await login('erin', 'bad-password')).json().msg);
    expect(msgs.slice(0, 4).every((m) => m === 'Incorrect account or password')).toBe(true);
    expect(msgs[4]).toBe('Too many failed attempts; the account is locked for 10 minutes');
    expect((await login('erin', 'erin1234')).json().msg).toMatch(/locked for (9|10) minutes/);

    await t.app.db.execute(sql`update sys_user set locked_until = now() - interval '1 second' where user_id = ${id}`);
    expect((await login('erin', 'erin1234')).json().code).toBe(200);
  });

  it('resets the count on success', async () => {
    await addUser(t.app.db, 'frank', { password: 'frank123' });
    for (let i = 0; i < 4; i++) await login('frank', 'bad-password');
    expect((await login('frank', 'frank123')).json().code).toBe(200);
    expect((await login('frank', 'bad-password')).json().msg).toBe('Incorrect account or password');
  });

  it('shows the same lock for an unknown name, so the lock does not reveal accounts', async () => {
    const msgs: string[] = [];
    for (let i = 0; i < 5; i++) msgs.push((await login('ghost', 'bad-password')).json().msg);
    expect(msgs[4]).toBe('Too many failed attempts; the account is locked for 10 minutes');
  });

  it('follows the config keys for attempts and lock time', async () => {
    await t.app.db.execute(sql`update sys_config set config_value = '2' where config_key in ('sys.account.maxRetryCount', 'sys.account.lockTime')`);
    await addUser(t.app.db, 'gina', { password: 'gina1234' });
    await login('gina', 'bad-password');
    expect((await login('gina', 'bad-password')).json().msg).toBe('Too many failed attempts; the account is locked for 2 minutes');
    await t.app.db.execute(sql`update sys_config set config_value = case config_key when 'sys.account.maxRetryCount' then '5' else '10' end
      where config_key in ('sys.account.maxRetryCount', 'sys.account.lockTime')`);
  });

  it('is cleared by the login-log unlock', async () => {
    await addUser(t.app.db, 'hank', { password: 'hank1234' });
    for (let i = 0; i < 5; i++) await login('hank', 'bad-password');
    const res = await t.call(admin, { url: '/cniotapi/monitor/logininfor/unlock/hank' });
    expect(res.json()).toMatchObject({ code: 200 });
    expect((await login('hank', 'hank1234')).json().code).toBe(200);
  });

  it('limits failures per address across accounts', async () => {
    const from = (ip: string, name: string) => t.app.inject({ method: 'POST', url: '/cniotapi/login', remoteAddress: ip, payload: { type: 'mailbox', username: name, password: 'bad-password' } });
    for (let i = 0; i < 30; i++) expect((await from('10.1.1.1', `name${i}`)).statusCode).toBe(400);
    const blocked = await from('10.1.1.1', 'carol');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().msg).toBe('Too many requests, please try again later');
    expect((await from('10.1.1.2', 'carol')).statusCode).toBe(400);
  });
});

describe('GET /getInfo and POST /logout', () => {
  it('returns the user, roles and permissions; admin gets *:*:*', async () => {
    const res = await t.call(admin, { url: '/cniotapi/getInfo' });
    expect(res.json()).toMatchObject({ code: 200, roles: ['admin'], permissions: ['*:*:*'], user: { userName: 'admin', dept: { deptName: expect.anything() } } });
  });

  it('gives ROLE_DEFAULT to a user without roles, and the shape the console reads', async () => {
    const token = await t.login('carol', 'carol123');
    const body = (await t.call(token, { url: '/cniotapi/getInfo' })).json();
    expect(body).toEqual({
      code: 200,
      msg: 'Operation successful',
      user: { userId: expect.any(Number), userName: 'carol', nickName: 'carol', avatar: '', deptId: null, dept: { deptName: null }, email: '', phonenumber: '', sex: '2' },
      roles: ['ROLE_DEFAULT'],
      permissions: [],
    });
  });

  it('ends the session; the token is refused afterwards; logout always answers 200', async () => {
    const token = await t.login('bob', 'bob12345');
    expect((await t.call(token, { method: 'POST', url: '/cniotapi/logout' })).json()).toEqual({ code: 200, msg: 'Logout successful' });
    expect(await lastLog()).toMatchObject({ user_name: 'bob', status: '0', msg: 'i18n:login.logout' });
    expect((await t.call(token, { url: '/cniotapi/getInfo' })).statusCode).toBe(401);
    expect((await t.call(token, { method: 'POST', url: '/cniotapi/logout' })).statusCode).toBe(200);
    expect((await t.call(null, { method: 'POST', url: '/cniotapi/logout' })).statusCode).toBe(200);
  });
});
