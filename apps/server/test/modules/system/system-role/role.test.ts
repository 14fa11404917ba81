import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../../../src/db/client.ts';
import { menuSeeds } from '@cniot/contract/manifest/menus';
import { MANIFESTS } from '@cniot/contract/manifest/registry';
import { createTestApp, type TestApp } from '../../../helpers/app.ts';
import { menuIds } from '../../../helpers/menus.ts';
import { Dept, json, Role, userWithRoles } from '../helpers.ts';

let t: TestApp;
let admin: string;
const add = (payload: Record<string, unknown>) => json(t, admin, { method: 'POST', url: '/cniotapi/system/role', payload: { roleSort: 9, ...payload } });
const edit = (payload: Record<string, unknown>) => json(t, admin, { method: 'PUT', url: '/cniotapi/system/role', payload: { roleSort: 9, ...payload } });
const menusOf = async (roleId: number) =>
  (await rowsOf<{ menu_id: number }>(t.app.db, sql`select menu_id from sys_role_menu where role_id = ${roleId} order by menu_id`)).map((r) => Number(r.menu_id));
const holders = async (roleId: number) =>
  (await rowsOf<{ user_id: number }>(t.app.db, sql`select user_id from sys_user_role where role_id = ${roleId} order by user_id`)).map((r) => Number(r.user_id));

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
});
afterAll(() => t.close());

describe('roles', () => {
  it('lists, filters and gets roles', async () => {
    const { body } = await json(t, admin, { url: '/cniotapi/system/role/list' });
    expect(body.rows.map((r: { roleKey: string }) => r.roleKey)).toEqual(['admin', 'sysUser', 'agencyUser']);
    expect(body.rows[0]).not.toHaveProperty('delFlag');
    expect((await json(t, admin, { url: '/cniotapi/system/role/list?roleName=agency' })).body.total).toBe(1);
    expect((await json(t, admin, { url: `/cniotapi/system/role/${Role.sysUser}` })).body.data).toMatchObject({ roleKey: 'sysUser', dataScope: '4' });
  });

  it('creates a role with its menus, starting with the narrowest data scope', async () => {
    const [system, user, userQuery, dept, deptQuery] = await menuIds(t.app.db, [
      'dir:systemManagement',
      'system:user',
      'system:user/system:user:query',
      'system:dept',
      'system:dept/system:dept:query',
    ]);
    const created = await add({ roleName: 'Support', roleKey: 'support', menuIds: [system, user, userQuery] });
    expect(created.body.code).toBe(200);
    const id = created.body.data.id;
    expect(await menusOf(id)).toEqual([system, user, userQuery].sort((a, b) => a - b));
    expect((await json(t, admin, { url: `/cniotapi/system/role/${id}` })).body.data.dataScope).toBe('5');
    await edit({ roleId: id, roleName: 'Support desk', roleKey: 'support', menuIds: [system, dept, deptQuery] });
    expect(await menusOf(id)).toEqual([system, dept, deptQuery].sort((a, b) => a - b));
    await edit({ roleId: id, roleName: 'Support desk', roleKey: 'support', remark: 'menus unchanged' });
    expect(await menusOf(id)).toEqual([system, dept, deptQuery].sort((a, b) => a - b));
    expect((await add({ roleName: 'Broken', roleKey: 'broken', menuIds: [424242] })).status).toBe(400);
  });

  it('keeps names and keys unique and the admin key reserved', async () => {
    expect((await add({ roleName: 'System user', roleKey: 'other' })).body.msg).toBe('The role name "System user" already exists');
    expect((await add({ roleName: 'Other', roleKey: 'sysUser' })).body.msg).toBe('The role key "sysUser" already exists');
    expect((await add({ roleName: 'Root', roleKey: 'admin' })).status).toBe(409);
    expect((await add({ roleName: 'Bad key', roleKey: 'has space' })).status).toBe(400);
  });

  it('never changes the admin role', async () => {
    expect((await edit({ roleId: Role.admin, roleName: 'Boss', roleKey: 'admin' })).body.msg).toBe('The administrator role cannot be changed or deleted');
    expect((await json(t, admin, { method: 'PUT', url: '/cniotapi/system/role/changeStatus', payload: { roleId: Role.admin, status: '1' } })).status).toBe(400);
    expect((await json(t, admin, { method: 'PUT', url: '/cniotapi/system/role/dataScope', payload: { roleId: Role.admin, dataScope: '5' } })).status).toBe(400);
    expect((await json(t, admin, { method: 'DELETE', url: `/cniotapi/system/role/${Role.admin}` })).status).toBe(400);
  });

  it('disables a role: its holders lose its permissions on the next request', async () => {
    const id = (await add({ roleName: 'Readers', roleKey: 'readers', menuIds: await menuIds(t.app.db, ['dir:systemManagement', 'system:user']) })).body.data.id;
    const reader = await userWithRoles(t, 'reader', [id], Dept.rnd);
    expect((await t.call(reader.token, { url: '/cniotapi/system/user/list' })).statusCode).toBe(200);
    await json(t, admin, { method: 'PUT', url: '/cniotapi/system/role/changeStatus', payload: { roleId: id, status: '1' } });
    expect((await t.call(reader.token, { url: '/cniotapi/system/user/list' })).statusCode).toBe(403);
  });

  it('sets custom data scope organizations and shows them in the role dept tree', async () => {
    const id = (await add({ roleName: 'Scoped', roleKey: 'scoped' })).body.data.id;
    await json(t, admin, { method: 'PUT', url: '/cniotapi/system/role/dataScope', payload: { roleId: id, dataScope: '2', deptIds: [Dept.solarTech, Dept.solarTechTeam, Dept.sunline] } });
    const linked = await json(t, admin, { url: `/cniotapi/system/role/deptTree/${id}` });
    expect(linked.body.checkedKeys.sort()).toEqual([Dept.solarTechTeam, Dept.sunline]);
    expect(linked.body.depts[0].id).toBe(Dept.root);
    await json(t, admin, {
      method: 'PUT',
      url: '/cniotapi/system/role/dataScope',
      payload: { roleId: id, dataScope: '2', deptIds: [Dept.solarTech, Dept.solarTechTeam, Dept.sunline], deptCheckStrictly: false },
    });
    expect((await json(t, admin, { url: `/cniotapi/system/role/deptTree/${id}` })).body.checkedKeys.sort()).toEqual([Dept.solarTech, Dept.solarTechTeam, Dept.sunline]);
    await json(t, admin, { method: 'PUT', url: '/cniotapi/system/role/dataScope', payload: { roleId: id, dataScope: '3', deptIds: [Dept.sunline] } });
    expect((await json(t, admin, { url: `/cniotapi/system/role/deptTree/${id}` })).body.checkedKeys).toEqual([]);
    expect((await json(t, admin, { url: `/cniotapi/system/role/${id}` })).body.data.dataScope).toBe('3');
    const unknown = await json(t, admin, { method: 'PUT', url: '/cniotapi/system/role/dataScope', payload: { roleId: id, dataScope: '2', deptIds: [99999] } });
    expect(unknown.status).toBe(400);
  });

  it('shows checked menus of a role, leaving out half-checked parents when linked', async () => {
    const { body } = await json(t, admin, { url: `/cniotapi/system/menu/roleMenuTreeselect/${Role.agencyUser}` });
    const checked = new Set<number>(body.checkedKeys);
    const buttons = (page: string, actions: string[]) => actions.map((a) => `${page}/${page}:${a}`);
    // The agency grants of the manifests: their own users and organizations, and operating (not registering) devices.
    const granted = await menuIds(t.app.db, [
      ...buttons('system:user', ['query', 'add', 'edit', 'export', 'resetPwd']),
      ...buttons('system:dept', ['query', 'add', 'edit']),
      ...buttons('iot:wn', ['query', 'bind', 'start', 'param']),
    ]);
    const notGranted = await menuIds(t.app.db, [...buttons('system:user', ['remove', 'import']), ...buttons('iot:wn', ['add', 'restore', 'key']), ...buttons('system:role', ['query'])]);
    const halfChecked = await menuIds(t.app.db, ['dir:systemManagement', 'system:user', 'iot:wn']);
    expect(granted.filter((k) => !checked.has(k))).toEqual([]);
    expect([...notGranted, ...halfChecked].filter((k) => checked.has(k))).toEqual([]);
    const dirs = menuSeeds(MANIFESTS)
      .filter((m) => m.type === 'M')
      .sort((a, b) => a.order - b.order);
    expect(body.menus.map((m: { label: string }) => m.label)).toEqual(dirs.map((d) => d.name));
  });

  it('removes a role only when no live user holds it', async () => {
    const id = (await add({ roleName: 'Temp', roleKey: 'temp' })).body.data.id;
    const u = await userWithRoles(t, 'tempHolder', [id], Dept.rnd);
    const refused = await json(t, admin, { method: 'DELETE', url: `/cniotapi/system/role/${id}` });
    expect(refused.status).toBe(409);
    expect(refused.body.msg).toBe('The role "Temp" is assigned to users and cannot be deleted');
    await json(t, admin, { method: 'DELETE', url: `/cniotapi/system/user/${u.userId}` });
    expect((await json(t, admin, { method: 'DELETE', url: `/cniotapi/system/role/${id}` })).body.code).toBe(200);
    expect((await json(t, admin, { url: `/cniotapi/system/role/${id}` })).status).toBe(404);
    expect((await add({ roleName: 'Temp', roleKey: 'temp', roleSort: 10 })).status).toBe(200);
  });

  it('offers roles for selects and exports them', async () => {
    const { body } = await json(t, admin, { url: '/cniotapi/system/role/optionselect' });
    expect(body.data[0]).toMatchObject({ roleId: Role.admin, roleKey: 'admin' });
    const res = await t.call(admin, { method: 'POST', url: '/cniotapi/system/role/export', payload: {} });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(book.worksheets[0].getRow(1).values).toEqual([undefined, 'Role ID', 'Role name', 'Role key', 'Order', 'Data scope', 'Status', 'Created']);
    expect(book.worksheets[0].getRow(2).values).toContain('admin');
    expect(book.worksheets[0].getRow(2).values).toContain('All data');
  });
});

describe('assigning users to a role', () => {
  it('lists holders and non-holders, adds and removes them', async () => {
    const a = await userWithRoles(t, 'holderA', [], Dept.sunline);
    const b = await userWithRoles(t, 'holderB', [], Dept.sunline);
    const names = async (which: string, q = '') =>
      (await json(t, admin, { url: `/cniotapi/system/role/authUser/${which}?roleId=${Role.sysUser}${q}` })).body.rows.map((u: { userName: string }) => u.userName);
    expect(await names('unallocatedList', '&userName=holder')).toEqual(['holderA', 'holderB']);
    expect((await json(t, admin, { method: 'PUT', url: '/cniotapi/system/role/authUser/selectAll', payload: { roleId: Role.sysUser, userIds: [a.userId, b.userId] } })).body.code).toBe(200);
    expect(await names('allocatedList', '&userName=holder')).toEqual(['holderA', 'holderB']);
    expect(await names('unallocatedList', '&userName=holder')).toEqual([]);
    await json(t, admin, { method: 'PUT', url: '/cniotapi/system/role/authUser/cancel', payload: { roleId: Role.sysUser, userId: a.userId } });
    expect(await holders(Role.sysUser)).toEqual([b.userId]);
    await json(t, admin, { method: 'PUT', url: '/cniotapi/system/role/authUser/selectAll', payload: { roleId: Role.sysUser, userIds: [a.userId, b.userId, b.userId] } });
    await json(t, admin, { method: 'PUT', url: '/cniotapi/system/role/authUser/cancelAll', payload: { roleId: Role.sysUser, userIds: [a.userId, b.userId] } });
    expect(await holders(Role.sysUser)).toEqual([]);
    const unknown = await json(t, admin, { method: 'PUT', url: '/cniotapi/system/role/authUser/selectAll', payload: { roleId: Role.sysUser, userIds: [987654] } });
    expect(unknown.status).toBe(404);
  });
});
