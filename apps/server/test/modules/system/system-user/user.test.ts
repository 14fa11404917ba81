import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../../../src/db/client.ts';
import { createTestApp, type TestApp } from '../../../helpers/app.ts';
import { Dept, json, Role, userWithRoles } from '../helpers.ts';

let t: TestApp;
let admin: string;
const add = (payload: Record<string, unknown>, token = admin) => json(t, token, { method: 'POST', url: '/cniotapi/system/user', payload: { nickName: 'Someone', ...payload } });
const get = (id: number | string, token = admin) => json(t, token, { url: `/cniotapi/system/user/${id}` });
const dbUser = async (id: number) => (await rowsOf<{ password: string; del_flag: string; status: string }>(t.app.db, sql`select password, del_flag, status from sys_user where user_id = ${id}`))[0];

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
});
afterAll(() => t.close());

describe('users: create, read, update', () => {
  it('creates a user with a hashed password and roles, and answers the edit form like RuoYi', async () => {
    const created = await add({
      userName: 'anna',
      nickName: 'Anna Schmidt',
      deptId: Dept.solarTech,
      password: 'secret1',
      email: 'anna@solartech-de.example',
      phonenumber: '+4989123456',
      roleIds: [Role.agencyUser],
    });
    expect(created.body).toMatchObject({ code: 200, data: { id: expect.any(Number) } });
    const id = created.body.data.id;
    expect((await dbUser(id)).password).toMatch(/^\$argon2id\$/);
    const { body } = await get(id);
    expect(body.data).toMatchObject({ userName: 'anna', deptId: Dept.solarTech, deptName: 'SolarTech Deutschland GmbH' });
    expect(body.data).not.toHaveProperty('password');
    expect(body.roleIds).toEqual([Role.agencyUser]);
    expect(body.roles.map((r: { roleKey: string }) => r.roleKey)).toEqual(['admin', 'sysUser', 'agencyUser']);
    await expect(t.login('anna', 'secret1')).resolves.toBeTruthy();
  });

  it('answers GET /system/user/ with the roles only', async () => {
    const { body } = await json(t, admin, { url: '/cniotapi/system/user/' });
    expect(body.roles).toHaveLength(3);
    expect(body).not.toHaveProperty('data');
  });

  it('gives a user without a password the configured initial password', async () => {
    await add({ userName: 'initial', deptId: Dept.sunline });
    await expect(t.login('initial', '123456')).resolves.toBeTruthy();
    await t.app.db.execute(sql`update sys_config set config_value = '' where config_key = 'sys.user.initPassword'`);
    const refused = await add({ userName: 'initial2', deptId: Dept.sunline });
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toBe('Please enter a password: no initial password is configured');
    await t.app.db.execute(sql`update sys_config set config_value = '123456' where config_key = 'sys.user.initPassword'`);
  });

  it('keeps account, phone and e-mail unique with clear messages', async () => {
    await add({ userName: 'piotr', deptId: Dept.sunline, password: 'secret1', phonenumber: '+48221234567', email: 'piotr@sunline.example' });
    const name = await add({ userName: 'PIOTR', password: 'secret1' });
    expect(name.status).toBe(409);
    expect(name.body.msg).toBe('The account "PIOTR" already exists');
    const phone = await add({ userName: 'piotr2', password: 'secret1', phonenumber: '+48221234567' });
    expect(phone.body.msg).toBe('The phone number +48221234567 is already used by another account');
    const email = await add({ userName: 'piotr3', password: 'secret1', email: 'Piotr@Sunline.example' });
    expect(email.body.msg).toBe('The e-mail address Piotr@Sunline.example is already used by another account');
  });

  it('edits fields and replaces roles; leaves roles alone when roleIds is absent', async () => {
    const id = (await add({ userName: 'marco', deptId: Dept.energiaVerde, password: 'secret1', roleIds: [Role.agencyUser] })).body.data.id;
    const edited = await json(t, admin, {
      method: 'PUT',
      url: '/cniotapi/system/user',
      payload: { userId: id, nickName: 'Marco E.', deptId: Dept.energiaSud, roleIds: [Role.sysUser, Role.agencyUser] },
    });
    expect(edited.body.code).toBe(200);
    let { body } = await get(id);
    expect(body.data).toMatchObject({ nickName: 'Marco E.', deptId: Dept.energiaSud, updateBy: 'admin' });
    expect(body.roleIds.sort()).toEqual([Role.sysUser, Role.agencyUser]);
    await json(t, admin, { method: 'PUT', url: '/cniotapi/system/user', payload: { userId: id, nickName: 'Marco' } });
    ({ body } = await get(id));
    expect(body.roleIds).toHaveLength(2);
    const taken = await json(t, admin, { method: 'PUT', url: '/cniotapi/system/user', payload: { userId: id, nickName: 'Marco', userName: 'anna' } });
    expect(taken.status).toBe(409);
  });

  it('lists with filters: name, phone, status, organization with its sub-organizations, time range', async () => {
    await add({ userName: 'installer', deptId: Dept.solarTechTeam, password: 'secret1', phonenumber: '+4989555000' });
    const list = async (q: string) => (await json(t, admin, { url: `/cniotapi/system/user/list?${q}` })).body;
    const names = async (q: string) => (await list(q)).rows.map((u: { userName: string }) => u.userName).sort();
    expect(await names(`deptId=${Dept.solarTech}`)).toEqual(['anna', 'installer']);
    expect(await names(`deptId=${Dept.solarTechTeam}`)).toEqual(['installer']);
    expect(await names('userName=ANN')).toEqual(['anna']);
    expect(await names('phonenumber=555')).toEqual(['installer']);
    expect(await names('userName=%25')).toEqual([]);
    expect((await list('status=1')).total).toBe(0);
    expect((await list('beginTime=2999-01-01')).total).toBe(0);
    expect((await list('endTime=2000-01-01')).total).toBe(0);
    const page = await list('pageSize=2&pageNum=1&orderByColumn=userName&isAsc=ascending');
    expect(page.rows).toHaveLength(2);
    expect(page.total).toBeGreaterThan(2);
    expect(page.rows[0].userName).toBe('admin');
    expect(page.rows[0]).not.toHaveProperty('password');
    expect(page.rows[0].deptName).toBe('CNIoT');
    const newest = (await list('pageSize=2')).rows.map((u: { userId: number }) => u.userId);
    expect(newest[0]).toBeGreaterThan(newest[1]);
  });
});

describe('users: status, password, roles, removal', () => {
  it('resets a password: the new one works and the user is signed out elsewhere', async () => {
    const u = await userWithRoles(t, 'resetme', [], Dept.rnd);
    const res = await json(t, admin, { method: 'PUT', url: '/cniotapi/system/user/resetPwd', payload: { userId: u.userId, password: 'brandnew1' } });
    expect(res.body.code).toBe(200);
    expect((await t.call(u.token, { url: '/cniotapi/getRouters' })).statusCode).toBe(401);
    await expect(t.login('resetme', 'brandnew1')).resolves.toBeTruthy();
  });

  it('disables a user: their session stops working at once', async () => {
    const u = await userWithRoles(t, 'disableme', [], Dept.rnd);
    expect((await t.call(u.token, { url: '/cniotapi/getRouters' })).statusCode).toBe(200);
    await json(t, admin, { method: 'PUT', url: '/cniotapi/system/user/changeStatus', payload: { userId: u.userId, status: '1' } });
    expect((await dbUser(u.userId)).status).toBe('1');
    expect((await t.call(u.token, { url: '/cniotapi/getRouters' })).statusCode).toBe(401);
  });

  it('assigns roles through authRole, flagging the ones held', async () => {
    const u = await userWithRoles(t, 'roleless', [], Dept.rnd);
    await json(t, admin, { method: 'PUT', url: '/cniotapi/system/user/authRole', payload: { userId: u.userId, roleIds: [Role.sysUser] } });
    const { body } = await json(t, admin, { url: `/cniotapi/system/user/authRole/${u.userId}` });
    expect(body.user.userName).toBe('roleless');
    expect(body.roles.filter((r: { flag: boolean }) => r.flag).map((r: { roleId: number }) => r.roleId)).toEqual([Role.sysUser]);
    const unknown = await json(t, admin, { method: 'PUT', url: '/cniotapi/system/user/authRole', payload: { userId: u.userId, roleIds: [999] } });
    expect(unknown.status).toBe(400);
  });

  it('removes softly, never oneself or an administrator', async () => {
    const u = await userWithRoles(t, 'leaving', [], Dept.rnd);
    expect((await json(t, admin, { method: 'DELETE', url: `/cniotapi/system/user/${u.userId}` })).body.code).toBe(200);
    expect((await dbUser(u.userId)).del_flag).toBe('2');
    expect((await get(u.userId)).status).toBe(404);
    expect((await add({ userName: 'leaving', password: 'secret1', deptId: Dept.rnd })).status).toBe(200);
    const self = await json(t, admin, { method: 'DELETE', url: '/cniotapi/system/user/1' });
    expect(self.body.msg).toBe('You cannot delete your own account');
    const admin2 = await userWithRoles(t, 'admin2', [Role.admin], Dept.root);
    const other = await json(t, admin, { method: 'DELETE', url: `/cniotapi/system/user/${admin2.userId}` });
    expect(other.status).toBe(400);
    expect((await dbUser(admin2.userId)).del_flag).toBe('0');
    const selfByOther = await json(t, admin2.token, { method: 'DELETE', url: '/cniotapi/system/user/1' });
    expect(selfByOther.status).toBe(400);
  });

  it("exports the list as a real xlsx workbook, headed by the screen's labels", async () => {
    const res = await t.call(admin, { method: 'POST', url: '/cniotapi/system/user/export', payload: 'userName=anna', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    expect(sheet.getRow(1).values).toEqual([undefined, 'User ID', 'Account', 'Nickname', 'Organization', 'Phone number', 'E-mail', 'Gender', 'Status', 'Last login IP', 'Last login', 'Created']);
    expect(sheet.rowCount).toBe(2);
    expect(sheet.getRow(2).values).toContain('anna');
    expect(JSON.stringify(sheet.getRow(2).values)).not.toContain('argon2');
  });
});

describe('organization trees for pickers', () => {
  it('gives {id,label,children} trees, the company tree without disabled organizations', async () => {
    const dept = await json(t, admin, { url: '/cniotapi/system/user/deptTree' });
    expect(dept.body.data).toHaveLength(1);
    expect(dept.body.data[0]).toMatchObject({ id: Dept.root, label: 'CNIoT' });
    const solar = dept.body.data[0].children.find((c: { id: number }) => c.id === Dept.solarTech);
    expect(solar.children).toEqual([{ id: Dept.solarTechTeam, label: 'SolarTech Installation Team' }]);
    await t.app.db.execute(sql`update sys_dept set status = '1' where dept_id = ${Dept.philSolar}`);
    const company = await json(t, admin, { url: '/cniotapi/system/user/companyTree' });
    expect(JSON.stringify(company.body.data)).not.toContain('PhilSolar');
    expect(JSON.stringify((await json(t, admin, { url: '/cniotapi/system/user/deptTree' })).body.data)).toContain('PhilSolar');
    await t.app.db.execute(sql`update sys_dept set status = '0' where dept_id = ${Dept.philSolar}`);
  });

  it('scopes the trees: a dealer sees their company, a self-only user still sees their own organization', async () => {
    const dealer = await userWithRoles(t, 'treeDealer', [Role.agencyUser], Dept.solarTech);
    const tree = (await json(t, dealer.token, { url: '/cniotapi/system/user/companyTree' })).body.data;
    expect(tree).toEqual([{ id: Dept.solarTech, label: 'SolarTech Deutschland GmbH', children: [{ id: Dept.solarTechTeam, label: 'SolarTech Installation Team' }] }]);
    const selfOnly = await userWithRoles(t, 'selfOnly', [], Dept.sunline);
    expect((await json(t, selfOnly.token, { url: '/cniotapi/system/user/companyTree' })).body.data).toEqual([{ id: Dept.sunline, label: 'Sunline Polska Sp. z o.o.' }]);
  });
});
