import { and, count, eq, inArray, ne, or } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import { SUPER_ADMIN_ROLE } from '@cniot/contract/constants';
import type { Db } from '../../../db/client.ts';
import type { HookContext } from '../../../lib/crud.ts';
import { sysMenu, sysRole, sysRoleMenu, sysUser, sysUserRole } from '../../../db/schema/system.ts';
import { DataScope } from '../../../lib/data-scope.ts';
import { badRequest, conflict } from '../../../lib/errors.ts';
import { textKeysWhere } from '../../../lib/stored-text.ts';
import { currentUser } from '../../../plugins/auth.ts';
import { menuIdsOf } from '../access/menu-access.ts';
import { mergeGrant } from '../access/grant.ts';
import { roleInReach } from '../access/role-scope.ts';

type Row = Record<string, unknown>;

async function assertUniqueRole(db: Db, data: Row, exceptId: number) {
  // A seeded name is a text key: a new name equal to its text in any language is taken too.
  const taken = async (col: AnyPgColumn, value: unknown) => {
    const same = textKeysWhere((text) => text === String(value));
    const named = same.length ? or(eq(col, String(value)), inArray(col, same)) : eq(col, String(value));
    const [r] = await db
      .select({ n: count() })
      .from(sysRole)
      .where(and(named, eq(sysRole.delFlag, '0'), ne(sysRole.roleId, exceptId)));
    return r.n > 0;
  };
  if (await taken(sysRole.roleName, data.roleName)) throw conflict('role.nameExists', { name: data.roleName });
  if (data.roleKey === SUPER_ADMIN_ROLE || (await taken(sysRole.roleKey, data.roleKey))) throw conflict('role.keyExists', { key: data.roleKey });
}

/** Sets a role's menus; a caller who is not an administrator grants only menus their own roles hold. */
async function assignMenus(tx: Db, req: FastifyRequest, roleId: number, requested: number[]) {
  const wanted = [...new Set(requested)];
  if (wanted.length > 0) {
    const [found] = await tx.select({ n: count() }).from(sysMenu).where(inArray(sysMenu.menuId, wanted));
    if (found.n !== wanted.length) throw badRequest('menu.notFound');
  }
  const caller = currentUser(req);
  const current = (await tx.select({ id: sysRoleMenu.menuId }).from(sysRoleMenu).where(eq(sysRoleMenu.roleId, roleId))).map((r) => r.id);
  const own = caller.isAdmin ? undefined : await menuIdsOf(tx, caller);
  const menuIds = mergeGrant(current, wanted, (id) => !own || own.has(id), 'role.menuNotGrantable');
  await tx.delete(sysRoleMenu).where(eq(sysRoleMenu.roleId, roleId));
  if (menuIds.length > 0) await tx.insert(sysRoleMenu).values(menuIds.map((menuId) => ({ roleId, menuId })));
}

export function roleRules() {
  return {
    async beforeWrite(body: Row, { req, tx, mode }: HookContext) {
      const { menuIds: _menus, ...data } = body;
      const id = mode === 'update' ? Number(data.roleId) : 0;
      if (mode === 'update') await roleInReach(tx, currentUser(req), id, true);
      await assertUniqueRole(tx, data, id);
      // A new role sees only its holders' own rows until someone sets its data scope on purpose.
      if (mode === 'create') data.dataScope = DataScope.SELF;
      return data;
    },

    async afterWrite(id: number, { req, tx }: HookContext) {
      const requested = (req.body as { menuIds?: number[] }).menuIds;
      if (requested !== undefined) await assignMenus(tx, req, id, requested);
    },

    async beforeDelete(ids: number[], { tx }: Pick<HookContext, 'tx'>) {
      const roles = await tx.select({ roleKey: sysRole.roleKey, roleName: sysRole.roleName, roleId: sysRole.roleId }).from(sysRole).where(inArray(sysRole.roleId, ids));
      if (roles.some((r) => r.roleKey === SUPER_ADMIN_ROLE)) throw badRequest('role.adminProtected');
      const [used] = await tx
        .select({ roleId: sysUserRole.roleId })
        .from(sysUserRole)
        .innerJoin(sysUser, and(eq(sysUser.userId, sysUserRole.userId), eq(sysUser.delFlag, '0')))
        .where(inArray(sysUserRole.roleId, ids))
        .limit(1);
      if (used) throw conflict('role.inUse', { name: roles.find((r) => r.roleId === used.roleId)?.roleName });
    },
  };
}
