import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../../../src/db/client.ts';
import { signedInApp, type TestApp } from '../../../helpers/app.ts';
import { Dept, json, Role, userWithRoles } from '../../system/helpers.ts';

let t: TestApp;
let admin: string;
let dealer: { userId: number; token: string };
const inst = '/cniotapi/biz/institution';
const users = '/cniotapi/biz/institutionUser';

const names = (rows: { companyName?: string; userName?: string }[], key: 'companyName' | 'userName') => rows.map((r) => r[key]);
const list = async (path: string, token: string, query = '') => (await json(t, token, { url: `${path}/list?${query}` })).body;
let seq = 0;
const addUser = (payload: Record<string, unknown>, token = admin) => {
  seq += 1;
  return json(t, token, { method: 'POST', url: users, payload: { userName: `staff${seq}`, nickName: `Staff ${seq}`, password: 'staff123', roleId: Role.agencyUser, ...payload } });
};

beforeAll(async () => {
  ({ t, admin } = await signedInApp());
  dealer = await userWithRoles(t, 'instDealer', [Role.agencyUser], Dept.solarTech);
});
afterAll(() => t.close());

describe('institutions', () => {
  it('are the dealer organizations of the tree, with their parent, users and status', async () => {
    const body = await list(inst, admin);
    expect(names(body.rows, 'companyName')).toEqual(['SolarTech Deutschland GmbH', 'Sunline Polska Sp. z o.o.', 'Energia Verde S.r.l.', 'PhilSolar Energy Inc.']);
    const solar = body.rows[0];
    expect(solar).toMatchObject({ deptId: Dept.solarTech, parentName: 'CNIoT', status: '0' });
    expect(solar.userCount).toBeGreaterThanOrEqual(1);
    expect((await list(inst, admin, 'companyName=sunline')).total).toBe(1);
  });

  it('creates its organization under the parent, renames it with the institution, refuses a sibling twin, and removes both when empty', async () => {
    const created = await json(t, admin, { method: 'POST', url: inst, payload: { companyName: 'Nordic Sun AB', parentId: Dept.root, remark: 'Sweden' } });
    expect(created.body.code).toBe(200);
    const id = created.body.data.id;
    const [dept] = await rowsOf<Record<string, unknown>>(t.app.db, sql`select dept_name, parent_id, ancestors, create_by from sys_dept where dept_id = ${id}`);
    expect(dept).toEqual({ dept_name: 'Nordic Sun AB', parent_id: Dept.root, ancestors: `0,${Dept.root}`, create_by: 'admin' });

    expect((await json(t, admin, { method: 'PUT', url: inst, payload: { deptId: id, companyName: 'Nordic Sun Group AB', remark: 'Sweden, Norway' } })).body.code).toBe(200);
    expect((await json(t, admin, { url: `${inst}/${id}` })).body.data).toMatchObject({ companyName: 'Nordic Sun Group AB', remark: 'Sweden, Norway' });

    const twin = await json(t, admin, { method: 'POST', url: inst, payload: { companyName: 'Nordic Sun Group AB', parentId: Dept.root } });
    expect(twin.status).toBe(409);
    expect((await json(t, admin, { method: 'POST', url: inst, payload: { companyName: '', parentId: Dept.root } })).body.msg).toBe('Please enter the company name');

    expect((await addUser({ deptId: id })).body.code).toBe(200);
    expect((await json(t, admin, { method: 'DELETE', url: `${inst}/${id}` })).body).toMatchObject({ code: 601, msg: 'The organization has users and cannot be deleted' });
    await t.app.db.execute(sql`update sys_user set del_flag = '2' where dept_id = ${id}`);
    expect((await json(t, admin, { method: 'DELETE', url: `${inst}/${id}` })).body.code).toBe(200);
    const [gone] = await rowsOf<{ del_flag: string }>(t.app.db, sql`select del_flag from sys_dept where dept_id = ${id}`);
    expect(gone.del_flag).toBe('2');
    expect((await json(t, admin, { url: `${inst}/${id}` })).status).toBe(404);
  });

  it('a dealer sees only its own institution and creates none', async () => {
    const body = await list(inst, dealer.token);
    expect(names(body.rows, 'companyName')).toEqual(['SolarTech Deutschland GmbH']);
    expect((await json(t, dealer.token, { url: `${inst}/${Dept.sunline}` })).status).toBe(404);
    expect((await json(t, dealer.token, { method: 'POST', url: inst, payload: { companyName: 'Sub dealer', parentId: Dept.solarTech } })).status).toBe(403);
  });
});

describe('institution users', () => {
  it('are the users of institutions and the departments below them, with their one role', async () => {
    const team = await addUser({ deptId: Dept.solarTechTeam, userName: 'teamFitter' });
    expect(team.body.code).toBe(200);
    const body = await list(users, admin);
    expect(names(body.rows, 'userName')).toContain('teamFitter');
    expect(names(body.rows, 'userName')).not.toContain('admin');
    const row = body.rows.find((r: { userName: string }) => r.userName === 'teamFitter');
    expect(row).toMatchObject({ companyName: 'SolarTech Installation Team', roleId: Role.agencyUser, roleKey: 'agencyUser' });
    expect(row).not.toHaveProperty('password');
    expect((await json(t, admin, { url: `${users}/1` })).status).toBe(404);
    const platform = await addUser({ deptId: Dept.operations });
    expect(platform.status).toBe(400);
    expect(platform.body.msg).toBe('An institution user belongs to an institution or one of its departments');
  });

  it('are given only roles the caller may grant to dealer staff: never the administrator role or one that sees all', async () => {
    expect((await json(t, admin, { url: `${users}/roles` })).body.data.map((r: { roleKey: string }) => r.roleKey)).toEqual(['sysUser', 'agencyUser']);
    expect((await json(t, dealer.token, { url: `${users}/roles` })).body.data.map((r: { roleKey: string }) => r.roleKey)).toEqual(['agencyUser']);
    const asAdmin = await addUser({ deptId: Dept.solarTech, roleId: Role.admin });
    expect(asAdmin.status).toBe(403);
    expect(asAdmin.body.msg).toBe('This role cannot be given to an institution user');
    const wider = await addUser({ deptId: Dept.solarTech, roleId: Role.sysUser }, dealer.token);
    expect(wider.status).toBe(403);
    expect((await rowsOf(t.app.db, sql`select 1 from sys_user where user_name in (${`staff${seq - 1}`}, ${`staff${seq}`})`)).length).toBe(0);
  });

  it('a dealer manages the staff of its own institution only', async () => {
    const own = await addUser({ deptId: Dept.solarTechTeam, userName: 'ownFitter' }, dealer.token);
    expect(own.body.code).toBe(200);
    expect((await addUser({ deptId: Dept.sunline }, dealer.token)).body.msg).toBe('The organization does not exist or is outside your data scope');
    const polish = await addUser({ deptId: Dept.sunline, userName: 'polishFitter' });
    const seen = names((await list(users, dealer.token)).rows, 'userName');
    expect(seen).toContain('ownFitter');
    expect(seen).not.toContain('polishFitter');
    const foreign = polish.body.data.id;
    expect((await json(t, dealer.token, { url: `${users}/${foreign}` })).status).toBe(404);
    expect((await json(t, dealer.token, { method: 'PUT', url: `${users}/resetPwd`, payload: { userId: foreign, password: 'taken123' } })).status).toBe(404);
    expect((await json(t, dealer.token, { method: 'DELETE', url: `${users}/${own.body.data.id}` })).status).toBe(403);

    const id = own.body.data.id;
    const edited = await json(t, dealer.token, { method: 'PUT', url: users, payload: { userId: id, deptId: Dept.solarTech, nickName: 'Own fitter', roleId: Role.agencyUser } });
    expect(edited.body.code).toBe(200);
    expect((await json(t, dealer.token, { method: 'PUT', url: `${users}/resetPwd`, payload: { userId: id, password: 'fitter99' } })).body.code).toBe(200);
    expect(await t.login('ownFitter', 'fitter99')).toBeTruthy();
    expect((await json(t, dealer.token, { method: 'PUT', url: `${users}/changeStatus`, payload: { userId: id, status: '1' } })).body.code).toBe(200);
    expect((await json(t, dealer.token, { url: `${users}/${id}` })).body.data).toMatchObject({ status: '1', nickName: 'Own fitter', companyName: 'SolarTech Deutschland GmbH' });
  });

  it('a platform user placed in the dealer is out of the dealer’s reach', async () => {
    const platform = await userWithRoles(t, 'placedPlatform', [Role.sysUser], Dept.solarTech);
    const put = await json(t, dealer.token, { method: 'PUT', url: users, payload: { userId: platform.userId, deptId: Dept.solarTech, nickName: 'Taken over', roleId: Role.agencyUser } });
    expect(put.status).toBe(403);
    expect(put.body.msg).toBe('This user holds a role you cannot grant; only someone who may grant all of its roles can change the account');
    expect((await json(t, dealer.token, { method: 'PUT', url: `${users}/resetPwd`, payload: { userId: platform.userId, password: 'taken123' } })).status).toBe(403);
  });

  it('"current organization only" keeps the caller’s own organization, none below it', async () => {
    const all = names((await list(users, dealer.token)).rows, 'userName');
    const own = names((await list(users, dealer.token, 'currentDeptOnly=1')).rows, 'userName');
    expect(all).toContain('teamFitter');
    expect(own).not.toContain('teamFitter');
    expect(own).toContain('instDealer');
    expect((await list(users, dealer.token, 'currentDeptOnly=2')).code).not.toBe(200);
  });
});
