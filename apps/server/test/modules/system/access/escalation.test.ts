import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Perm } from '@cniot/contract/system/permissions';
import { rowsOf } from '../../../../src/db/client.ts';
import { createTestApp, type TestApp } from '../../../helpers/app.ts';
import { menuIds } from '../../../helpers/menus.ts';
import { userWithPerms } from '../../../helpers/users.ts';
import { Dept, json, Role, userWithRoles } from '../helpers.ts';

let t: TestApp;
let dealer: { userId: number; token: string };
const rolesOf = async (userId: number) =>
  (await rowsOf<{ role_id: number }>(t.app.db, sql`select role_id from sys_user_role where user_id = ${userId} order by role_id`)).map((r) => Number(r.role_id));

beforeAll(async () => {
  t = await createTestApp();
  dealer = await userWithRoles(t, 'dealerBoss', [Role.agencyUser], Dept.solarTech);
});
afterAll(() => t.close());

describe('no one widens their own rights', () => {
  it('a dealer creates users only with roles they hold, only inside their company', async () => {
    const add = (payload: Record<string, unknown>) => json(t, dealer.token, { method: 'POST', url: '/cniotapi/system/user', payload: { nickName: 'New', password: 'secret1', ...payload } });
    const wider = await add({ userName: 'wider', deptId: Dept.solarTech, roleIds: [Role.sysUser] });
    expect(wider.status).toBe(403);
    expect(wider.body.msg).toBe('You can only assign roles that you hold yourself');
    expect((await add({ userName: 'toAdmin', deptId: Dept.solarTech, roleIds: [Role.admin] })).status).toBe(403);
    expect((await add({ userName: 'elsewhere', deptId: Dept.sunline, roleIds: [Role.agencyUser] })).status).toBe(400);
    expect((await add({ userName: 'nowhere', deptId: null })).status).toBe(400);
    const fine = await add({ userName: 'colleague', deptId: Dept.solarTechTeam, roleIds: [Role.agencyUser] });
    expect(fine.body.code).toBe(200);
    expect(await rolesOf(fine.body.data.id)).toEqual([Role.agencyUser]);
    const count = await rowsOf<{ n: number }>(t.app.db, sql`select count(*)::int as n from sys_user where user_name in ('wider', 'toAdmin', 'elsewhere', 'nowhere')`);
    expect(count[0].n).toBe(0);
  });

  it('only the roles a dealer holds are offered to them', async () => {
    const { body } = await json(t, dealer.token, { url: '/cniotapi/system/user/' });
    expect(body.roles.map((r: { roleKey: string }) => r.roleKey)).toEqual(['agencyUser']);
  });

  it('grants and revokes only roles the editor holds, on users holding nothing more', async () => {
    const target = await userWithRoles(t, 'mixed', [Role.agencyUser], Dept.solarTech);
    const put = (roleIds: number[]) => json(t, dealer.token, { method: 'PUT', url: '/cniotapi/system/user/authRole', payload: { userId: target.userId, roleIds } });
    expect((await put([])).body.code).toBe(200);
    expect(await rolesOf(target.userId)).toEqual([]);
    expect((await put([Role.admin])).status).toBe(403);
    expect((await put([Role.sysUser])).status).toBe(403);
    expect((await put([Role.agencyUser])).body.code).toBe(200);
    expect(await rolesOf(target.userId)).toEqual([Role.agencyUser]);
    const viaEdit = await json(t, dealer.token, { method: 'PUT', url: '/cniotapi/system/user', payload: { userId: target.userId, nickName: 'Mixed', roleIds: [Role.admin] } });
    expect(viaEdit.status).toBe(403);
    expect(await rolesOf(target.userId)).toEqual([Role.agencyUser]);
    const edited = await rowsOf<{ nick_name: string }>(t.app.db, sql`select nick_name from sys_user where user_id = ${target.userId}`);
    expect(edited[0].nick_name).toBe('mixed');
  });

  it("an administrator account inside a dealer company is out of the dealer's reach", async () => {
    const boss = await userWithRoles(t, 'localAdmin', [Role.admin], Dept.solarTech);
    const calls = [
      { method: 'PUT', url: '/cniotapi/system/user', payload: { userId: boss.userId, nickName: 'Hacked' } },
      { method: 'PUT', url: '/cniotapi/system/user/resetPwd', payload: { userId: boss.userId, password: 'hacked1' } },
      { method: 'PUT', url: '/cniotapi/system/user/changeStatus', payload: { userId: boss.userId, status: '1' } },
      { method: 'PUT', url: '/cniotapi/system/user/authRole', payload: { userId: boss.userId, roleIds: [Role.agencyUser] } },
    ] as const;
    for (const c of calls) {
      const res = await json(t, dealer.token, c);
      expect(res.status, c.url).toBe(403);
      expect(res.body.msg).toBe('Only an administrator may change an administrator account');
    }
    const remover = await userWithPerms(t.app.db, 'remover', [Perm.user.remove], { deptId: Dept.solarTech, dataScope: '4' });
    const removal = await json(t, remover.token, { method: 'DELETE', url: `/cniotapi/system/user/${boss.userId}` });
    expect(removal.body.msg).toBe('Only an administrator may change an administrator account');
    expect(await rolesOf(boss.userId)).toEqual([Role.admin]);
  });

  it('role editors grant only menus they hold, never data scopes unless they see everything', async () => {
    const editor = await userWithPerms(t.app.db, 'roleEditor', [Perm.role.list, Perm.role.add, Perm.role.edit], { deptId: Dept.solarTech, dataScope: '4' });
    const ownMenus = (await rowsOf<{ menu_id: number }>(t.app.db, sql`select menu_id from sys_role_menu where role_id = ${editor.roleId}`)).map((r) => Number(r.menu_id));
    const add = (menuIds: number[], roleSort: number) =>
      json(t, editor.token, { method: 'POST', url: '/cniotapi/system/role', payload: { roleName: `R${roleSort}`, roleKey: `r${roleSort}`, roleSort, menuIds } });
    const [resetPwd, userRemove] = await menuIds(t.app.db, ['system:user/system:user:resetPwd', 'system:user/system:user:remove']);
    expect((await add([resetPwd], 1)).body.msg).toBe('You can only grant menus and permissions that you hold yourself');
    expect((await add(ownMenus, 2)).body.code).toBe(200);
    const ownRole = await json(t, editor.token, {
      method: 'PUT',
      url: '/cniotapi/system/role',
      payload: { roleId: editor.roleId, roleName: 'roleEditor', roleKey: 'test_roleEditor', roleSort: 0, menuIds: [...ownMenus, userRemove] },
    });
    expect(ownRole.status).toBe(403);
    const scope = await json(t, editor.token, { method: 'PUT', url: '/cniotapi/system/role/dataScope', payload: { roleId: editor.roleId, dataScope: '1' } });
    expect(scope.status).toBe(403);
    expect(scope.body.msg).toBe('Only users who see all organizations may change a data scope');
  });

  it('menu editors put only permissions they hold on menus, and edit only menus they hold', async () => {
    const editor = await userWithPerms(t.app.db, 'menuEditor', [Perm.menu.list, Perm.menu.add, Perm.menu.edit]);
    const add = await json(t, editor.token, { method: 'POST', url: '/cniotapi/system/menu', payload: { menuName: 'sneaky', parentId: 0, orderNum: 1, menuType: 'F', perms: Perm.role.edit } });
    expect(add.status).toBe(403);
    expect(add.body.msg).toBe('You can only put a permission on a menu that you hold yourself');
    const [user, system] = await menuIds(t.app.db, ['system:user', 'dir:systemManagement']);
    const editUser = await json(t, editor.token, {
      method: 'PUT',
      url: '/cniotapi/system/menu',
      payload: { menuId: user, menuName: 'user', parentId: system, orderNum: 1, menuType: 'C', path: 'user', perms: Perm.menu.list },
    });
    expect(editUser.status).toBe(404);
  });

  it('system users have no menu or role editing, agency users no role screen at all', async () => {
    const staff = await userWithRoles(t, 'staff', [Role.sysUser], Dept.operations);
    expect((await t.call(staff.token, { url: '/cniotapi/system/menu/list' })).statusCode).toBe(403);
    expect((await t.call(staff.token, { method: 'PUT', url: '/cniotapi/system/role', payload: {} })).statusCode).toBe(403);
    expect((await t.call(staff.token, { url: '/cniotapi/system/role/list' })).statusCode).toBe(200);
    expect((await t.call(dealer.token, { url: '/cniotapi/system/role/list' })).statusCode).toBe(403);
    expect((await t.call(dealer.token, { method: 'DELETE', url: '/cniotapi/system/user/1' })).statusCode).toBe(403);
  });
});
