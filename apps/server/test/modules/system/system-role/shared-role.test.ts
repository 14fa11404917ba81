import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Perm } from '@cniot/contract/system/permissions';
import { rowsOf } from '../../../../src/db/client.ts';
import { createTestApp, type TestApp } from '../../../helpers/app.ts';
import { userWithPerms, type MadeUser } from '../../../helpers/users.ts';
import { Dept, json, userWithRoles } from '../helpers.ts';

let t: TestApp, editor: MadeUser, ownMenus: number[];

const menusOf = async (roleId: number) =>
  (await rowsOf<{ menu_id: number }>(t.app.db, sql`select menu_id from sys_role_menu where role_id = ${roleId} order by menu_id`)).map((r) => Number(r.menu_id));

/** A role granting the editor's own menus (which the editor could strip), held in the given organizations. */
async function roleHeldIn(key: string, depts: (number | null)[]): Promise<number> {
  const [role] = await rowsOf<{ role_id: number }>(t.app.db, sql`insert into sys_role (role_name, role_key, data_scope) values (${key}, ${key}, '4') returning role_id`);
  const roleId = Number(role.role_id);
  for (const menuId of ownMenus) await t.app.db.execute(sql`insert into sys_role_menu (role_id, menu_id) values (${roleId}, ${menuId})`);
  for (const [i, deptId] of depts.entries()) await userWithRoles(t, `${key}${i}`, [roleId], deptId);
  return roleId;
}

const edit = (roleId: number, key: string) => json(t, editor.token, { method: 'PUT', url: '/cniotapi/system/role', payload: { roleId, roleName: key, roleKey: key, roleSort: 3, menuIds: [] } });

beforeAll(async () => {
  t = await createTestApp();
  editor = await userWithPerms(t.app.db, 'scopedRoleEditor', [Perm.role.list, Perm.role.query, Perm.role.edit], { deptId: Dept.solarTech, dataScope: '4' });
  ownMenus = await menusOf(editor.roleId);
});
afterAll(() => t.close());

/** Finding 4 of issue 13: a role the caller sees because one holder is in scope may have holders elsewhere. */
describe('a scoped role editor', () => {
  it('cannot edit or disable a role also held outside its organizations', async () => {
    for (const [key, elsewhere] of [
      ['sharedInstaller', Dept.sunline],
      ['unplacedInstaller', null],
    ] as const) {
      const roleId = await roleHeldIn(key, [Dept.solarTech, elsewhere]);
      const res = await edit(roleId, key);
      expect([res.status, res.body.msg], key).toEqual([403, `The role "${key}" is also held by users outside your organizations, so you cannot change it`]);
      const status = await json(t, editor.token, { method: 'PUT', url: '/cniotapi/system/role/changeStatus', payload: { roleId, status: '1' } });
      expect(status.status, key).toBe(403);
      expect(await menusOf(roleId)).toEqual(ownMenus);
      const [row] = await rowsOf<{ status: string }>(t.app.db, sql`select status from sys_role where role_id = ${roleId}`);
      expect(row.status).toBe('0');
    }
  });

  it('still edits a role held only inside its organizations', async () => {
    const roleId = await roleHeldIn('localInstaller', [Dept.solarTech, Dept.solarTechTeam]);
    expect((await edit(roleId, 'localInstaller')).body.code).toBe(200);
    expect(await menusOf(roleId)).toEqual([]);
  });

  it('leaves shared roles to those who see every organization', async () => {
    const roleId = await roleHeldIn('platformInstaller', [Dept.solarTech, Dept.sunline]);
    const admin = await t.login();
    const res = await json(t, admin, { method: 'PUT', url: '/cniotapi/system/role', payload: { roleId, roleName: 'platformInstaller', roleKey: 'platformInstaller', roleSort: 4, menuIds: [] } });
    expect(res.body.code).toBe(200);
  });
});
