import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { hashToken } from '../../src/lib/session.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { userWithPerms, type MadeUser } from '../helpers/users.ts';

// A change written by this process (here straight to the tables, as a job or
// another module would) applies to the very next request, read from the cache
// or the database: the stale-permission attacks that must fail.
let t: TestApp;
let admin: string;
let u: MadeUser;
let seq = 0;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
});
afterAll(() => t.close());

beforeEach(async () => {
  u = await userWithPerms(t.app.db, `spec${++seq}`, ['iot:wn:list', 'iot:wn:query'], { deptId: 103 });
  // One inverter of the user's own, one of the same organization.
  await t.app.db.execute(sql`insert into iot_wn (wn_id, dept_id, user_id, private_key) values
    (${`9${String(seq).padStart(13, '0')}`}, 103, ${u.userId}, 'k'), (${`8${String(seq).padStart(13, '0')}`}, 103, null, 'k')`);
});

const list = async (token = u.token) => {
  const res = await t.call(token, { url: `/cniotapi/iot/wn/list?pageSize=100&wnId=${String(seq).padStart(13, '0')}` });
  return { status: res.statusCode, body: res.json() };
};

/** Two calls: the first loads the session, the second is answered from what this node holds. */
const warm = async () => {
  expect((await list()).status).toBe(200);
  expect((await list()).body.total).toBe(2);
};

describe('the next request after a change to who may do what', () => {
  it('answer 403 once the permission was taken from the role', async () => {
    await warm();
    await t.app.db.execute(sql`delete from sys_role_menu where role_id = ${u.roleId}`);
    const res = await list();
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ code: 403, msg: 'No permission for current operation' });
  });

  it('answer 401 once the session ended elsewhere (force logout, another node)', async () => {
    await warm();
    await t.app.db.execute(sql`delete from sys_session where token_hash = ${hashToken(u.token)}`);
    expect((await list()).status).toBe(401);
  });

  it('answer 401 after sign-out', async () => {
    await warm();
    expect((await t.call(u.token, { method: 'POST', url: '/cniotapi/logout' })).statusCode).toBe(200);
    expect((await list()).status).toBe(401);
  });

  it('answer 401 once the user is disabled', async () => {
    await warm();
    await t.app.db.execute(sql`update sys_user set status = '1' where user_id = ${u.userId}`);
    expect((await list()).status).toBe(401);
  });

  it('show only the narrowed scope, never rows of the old one', async () => {
    await warm();
    await t.app.db.execute(sql`update sys_role set data_scope = '5' where role_id = ${u.roleId}`);
    const res = await list();
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(1);
    expect(res.body.rows.map((r: { userId?: number; wnId: string }) => r.wnId)).toEqual([`9${String(seq).padStart(13, '0')}`]);
  });

  it('answer as before when only the grants of someone else changed', async () => {
    await warm();
    const other = await userWithPerms(t.app.db, `other${seq}`, ['iot:wn:list']);
    await t.app.db.execute(sql`delete from sys_role_menu where role_id = ${other.roleId}`);
    const res = await list();
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(2);
    expect((await list(admin)).status).toBe(200);
  });
});
