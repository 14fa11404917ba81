import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../../../src/db/client.ts';
import { hashToken, SESSION_MAX_AGE_MS } from '../../../../src/lib/session.ts';
import { cleanupExpired } from '../../../../src/modules/system/auth/cleanup.ts';
import { createTestApp, type TestApp } from '../../../helpers/app.ts';
import { addUser, adminToken } from './fixtures.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await adminToken(t);
  await addUser(t.app.db, 'ivy', { password: 'ivy12345', roleKey: 'sysUser' });
});
afterAll(() => t.close());

const signIn = async (rememberMe?: boolean) =>
  (await t.app.inject({ method: 'POST', url: '/cniotapi/login', payload: { type: 'mailbox', username: 'ivy', password: 'ivy12345', rememberMe } })).json().token as string;
const idleFor = (token: string, minutes: number) => t.app.db.execute(sql`update sys_session set last_access_time = now() - make_interval(mins => ${minutes}) where token_hash = ${hashToken(token)}`);
const getInfo = (token: string) => t.call(token, { url: '/cniotapi/getInfo' });

describe('remember me', () => {
  it("tells the console to keep the token until the session's absolute end, and only when asked to remember", async () => {
    const login = (rememberMe?: boolean) => t.app.inject({ method: 'POST', url: '/cniotapi/login', payload: { type: 'mailbox', username: 'ivy', password: 'ivy12345', rememberMe } });
    const remembered = (await login(true)).json();
    expect(remembered.expiresIn).toBe(SESSION_MAX_AGE_MS / 1000);
    expect(JSON.stringify(remembered)).not.toContain('ivy12345');
    expect((await login(false)).json().expiresIn).toBeUndefined();
    expect((await login()).json().expiresIn).toBeUndefined();
  });
});

describe('idle expiry', () => {
  it('keeps a session used within 30 minutes and ends it after', async () => {
    const token = await signIn();
    await idleFor(token, 29);
    expect((await getInfo(token)).statusCode).toBe(200);
    await idleFor(token, 31);
    const res = await getInfo(token);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ code: 401, msg: 'Invalid session, or the session has expired. Please log in again.' });
  });

  it('keeps a remember-me session for days', async () => {
    const token = await signIn(true);
    await idleFor(token, 3 * 24 * 60);
    expect((await getInfo(token)).statusCode).toBe(200);
    await idleFor(token, 8 * 24 * 60);
    expect((await getInfo(token)).statusCode).toBe(401);
  });

  it('ends a remember-me session 30 days after sign-in however busy it is', async () => {
    const signedInDaysAgo = (token: string, days: number) =>
      t.app.db.execute(sql`update sys_session set login_time = now() - make_interval(days => ${days}), last_access_time = now() where token_hash = ${hashToken(token)}`);
    const [token, other] = [await signIn(true), await signIn(true)];
    await signedInDaysAgo(token, 29);
    expect((await getInfo(token)).statusCode).toBe(200);
    await signedInDaysAgo(token, 31);
    const online = (await t.call(admin, { url: '/cniotapi/monitor/online/list?pageSize=100' })).json().rows as { tokenId: string }[];
    expect(online.map((r) => r.tokenId)).not.toContain(hashToken(token));
    expect((await getInfo(token)).statusCode).toBe(401);

    await signedInDaysAgo(other, 31);
    await cleanupExpired(t.app.db);
    const left = await rowsOf(t.app.db, sql`select 1 from sys_session where token_hash = ${hashToken(other)}`);
    expect(left).toEqual([]);
  });
});

describe('online users', () => {
  it('lists live sessions by token hash, never the token, and filters by user and address', async () => {
    const token = await signIn();
    const res = await t.call(admin, { url: '/cniotapi/monitor/online/list?userName=iv' });
    const body = res.json();
    expect(body.code).toBe(200);
    const mine = body.rows.find((r: { tokenId: string }) => r.tokenId === hashToken(token));
    expect(mine).toMatchObject({ userName: 'ivy', ipaddr: '127.0.0.1', loginTime: expect.any(String) });
    expect(res.body).not.toContain(token);
    expect(body.rows.every((r: { userName: string }) => r.userName === 'ivy')).toBe(true);
    expect((await t.call(admin, { url: '/cniotapi/monitor/online/list?ipaddr=10.0.0.' })).json()).toMatchObject({ rows: [], total: 0 });
  });

  it('leaves idle-expired sessions out', async () => {
    const token = await signIn();
    await idleFor(token, 31);
    const rows = (await t.call(admin, { url: '/cniotapi/monitor/online/list?pageSize=100' })).json().rows as { tokenId: string }[];
    expect(rows.map((r) => r.tokenId)).not.toContain(hashToken(token));
  });

  it('force logout ends the session at once', async () => {
    const token = await signIn();
    const res = await t.call(admin, { method: 'DELETE', url: `/cniotapi/monitor/online/${hashToken(token)}` });
    expect(res.json()).toMatchObject({ code: 200 });
    expect((await getInfo(token)).statusCode).toBe(401);
    expect((await t.call(admin, { method: 'DELETE', url: `/cniotapi/monitor/online/${hashToken(token)}` })).statusCode).toBe(404);
    expect((await t.call(admin, { method: 'DELETE', url: '/cniotapi/monitor/online/not-a-hash' })).statusCode).toBe(400);
  });
});

describe('stale permissions', () => {
  it('applies a menu taken from a role on the next request', async () => {
    const [role] = await rowsOf<{ role_id: number }>(t.app.db, sql`insert into sys_role (role_name, role_key) values ('watcher', 'watcher') returning role_id`);
    const [menu] = await rowsOf<{ menu_id: number }>(t.app.db, sql`insert into sys_menu (menu_name, menu_type, perms) values ('online list', 'F', 'monitor:online:list') returning menu_id`);
    await t.app.db.execute(sql`insert into sys_role_menu (role_id, menu_id) values (${role.role_id}, ${menu.menu_id})`);
    const userId = await addUser(t.app.db, 'walt', { password: 'walt1234' });
    await t.app.db.execute(sql`insert into sys_user_role (user_id, role_id) values (${userId}, ${role.role_id})`);
    const token = await t.login('walt', 'walt1234');

    expect((await t.call(token, { url: '/cniotapi/monitor/online/list' })).statusCode).toBe(200);
    expect((await getInfo(token)).json().permissions).toEqual(['monitor:online:list']);
    await t.app.db.execute(sql`delete from sys_role_menu where role_id = ${role.role_id}`);
    const res = await t.call(token, { url: '/cniotapi/monitor/online/list' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ code: 403, msg: 'No permission for current operation' });
  });

  it('ends the sessions of a disabled user on the next request', async () => {
    const token = await signIn();
    await t.app.db.execute(sql`update sys_user set status = '1' where user_name = 'ivy'`);
    expect((await getInfo(token)).statusCode).toBe(401);
    await t.app.db.execute(sql`update sys_user set status = '0' where user_name = 'ivy'`);
  });
});
