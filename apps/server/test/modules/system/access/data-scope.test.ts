import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Perm } from '@cniot/contract/system/permissions';
import { createTestApp, type TestApp } from '../../../helpers/app.ts';
import { userWithPerms, type MadeUser } from '../../../helpers/users.ts';
import { Dept, json, Role, userWithRoles } from '../helpers.ts';

let t: TestApp;
const callers: Record<string, MadeUser> = {};
const fixture: Record<string, number> = {};
const perms = [Perm.user.list, Perm.user.query, Perm.user.edit, Perm.user.remove, Perm.dept.list, Perm.role.list];

const userNames = async (token: string) => (await json(t, token, { url: '/cniotapi/system/user/list?pageSize=100&userName=sc_' })).body.rows.map((u: { userName: string }) => u.userName).sort();
const deptIds = async (token: string) => (await json(t, token, { url: '/cniotapi/system/dept/list?pageSize=1000' })).body.rows.map((d: { deptId: number }) => d.deptId).sort();

beforeAll(async () => {
  t = await createTestApp();
  for (const [name, dept, roles] of [
    ['sc_root', Dept.root, []],
    ['sc_solar', Dept.solarTech, []],
    ['sc_team', Dept.solarTechTeam, [Role.agencyUser]],
    ['sc_sun', Dept.sunline, [Role.sysUser]],
  ] as const) {
    fixture[name] = (await userWithRoles(t, name, [...roles], dept)).userId;
  }
  for (const scope of ['1', '2', '3', '4', '5']) {
    callers[scope] = await userWithPerms(t.app.db, `caller${scope}`, perms, { deptId: Dept.solarTech, dataScope: scope });
  }
  await t.app.db.execute(sql`insert into sys_role_dept (role_id, dept_id) values (${callers['2'].roleId}, ${Dept.sunline})`);
});
afterAll(() => t.close());

describe('data scope on users and organizations, per level', () => {
  it('1 all: every user and organization', async () => {
    expect(await userNames(callers['1'].token)).toEqual(['sc_root', 'sc_solar', 'sc_sun', 'sc_team']);
    expect(await deptIds(callers['1'].token)).toHaveLength(9);
  });

  it('2 custom: exactly the organizations listed for the role', async () => {
    expect(await userNames(callers['2'].token)).toEqual(['sc_sun']);
    expect(await deptIds(callers['2'].token)).toEqual([Dept.sunline]);
  });

  it('3 own organization: not the ones below it', async () => {
    expect(await userNames(callers['3'].token)).toEqual(['sc_solar']);
    expect(await deptIds(callers['3'].token)).toEqual([Dept.solarTech]);
  });

  it('4 own organization and below', async () => {
    expect(await userNames(callers['4'].token)).toEqual(['sc_solar', 'sc_team']);
    expect(await deptIds(callers['4'].token)).toEqual([Dept.solarTech, Dept.solarTechTeam]);
  });

  it('5 self only: their own row and no organization', async () => {
    expect(await userNames(callers['5'].token)).toEqual([]);
    const all = await json(t, callers['5'].token, { url: '/cniotapi/system/user/list' });
    expect(all.body.rows.map((u: { userName: string }) => u.userName)).toEqual(['caller5']);
    expect(await deptIds(callers['5'].token)).toEqual([]);
  });

  it('combines several roles with OR: the widest view wins', async () => {
    const both = callers['3'];
    await t.app.db.execute(sql`insert into sys_user_role (user_id, role_id) values (${both.userId}, ${callers['2'].roleId})`);
    expect(await userNames(both.token)).toEqual(['sc_solar', 'sc_sun']);
    await t.app.db.execute(sql`delete from sys_user_role where user_id = ${both.userId} and role_id = ${callers['2'].roleId}`);
  });

  it('treats users outside the scope as absent for get, edit, status, password and delete', async () => {
    const token = callers['4'].token;
    const id = fixture.sc_sun;
    expect((await json(t, token, { url: `/cniotapi/system/user/${id}` })).status).toBe(404);
    expect((await json(t, token, { method: 'PUT', url: '/cniotapi/system/user', payload: { userId: id, nickName: 'x' } })).status).toBe(404);
    expect((await json(t, token, { method: 'PUT', url: '/cniotapi/system/user/changeStatus', payload: { userId: id, status: '1' } })).status).toBe(404);
    expect((await json(t, token, { method: 'DELETE', url: `/cniotapi/system/user/${fixture.sc_team},${id}` })).status).toBe(404);
    expect((await json(t, token, { url: `/cniotapi/system/user/${fixture.sc_team}` })).status).toBe(200);
  });

  it('scopes roles to those held inside the scope, never showing the admin role to others', async () => {
    const roleKeys = async (token: string) => (await json(t, token, { url: '/cniotapi/system/role/list?pageSize=100' })).body.rows.map((r: { roleKey: string }) => r.roleKey).sort();
    expect(await roleKeys(callers['2'].token)).toEqual(['sysUser']);
    expect(await roleKeys(callers['5'].token)).toEqual(['test_caller5']);
    expect(await roleKeys(callers['1'].token)).not.toContain('admin');
  });
});
