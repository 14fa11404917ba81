import { and, eq, sql, type SQL } from 'drizzle-orm';
import { SUPER_ADMIN_ROLE } from '@cniot/contract/constants';
import type { Db } from '../../../db/client.ts';
import { sysRole, sysUser, sysUserRole } from '../../../db/schema/system.ts';
import { dataScopeCondition } from '../../../lib/data-scope.ts';
import { badRequest, forbidden, notFound } from '../../../lib/errors.ts';
import type { LoginUser } from '../../../lib/session.ts';

/**
 * The roles a caller sees, as RuoYi scopes them: roles held by some user inside
 * the caller's data scope. The admin role is shown to administrators only.
 */
export function roleScope(user: LoginUser): SQL | undefined {
  if (user.isAdmin) return undefined;
  const notAdmin = sql`${sysRole.roleKey} <> ${SUPER_ADMIN_ROLE}`;
  const usersInScope = dataScopeCondition(user, { dept: sysUser.deptId, user: sysUser.userId });
  if (!usersInScope) return notAdmin;
  return and(
    notAdmin,
    sql`exists (select 1 from sys_user_role ur join sys_user on sys_user.user_id = ur.user_id
      where ur.role_id = ${sysRole.roleId} and sys_user.del_flag = '0' and ${usersInScope})`,
  );
}

/**
 * The role is held by a live user outside the caller's data scope (a user
 * without an organization counts as outside): a scoped caller changing it
 * would change the rights of people it cannot see.
 */
async function heldOutside(db: Db, user: LoginUser, roleId: number): Promise<boolean> {
  const usersInScope = dataScopeCondition(user, { dept: sysUser.deptId, user: sysUser.userId });
  if (!usersInScope) return false;
  const [outsider] = await db
    .select({ userId: sysUser.userId })
    .from(sysUserRole)
    .innerJoin(sysUser, eq(sysUser.userId, sysUserRole.userId))
    .where(and(eq(sysUserRole.roleId, roleId), eq(sysUser.delFlag, '0'), sql`(${usersInScope}) is not true`))
    .limit(1);
  return outsider !== undefined;
}

/**
 * A live role the caller can see (else 404); `changing` refuses the admin role,
 * which is fixed, and a role a scoped caller shares with users outside its scope.
 */
export async function roleInReach(db: Db, user: LoginUser, roleId: number, changing = false) {
  const [role] = await db
    .select({ roleId: sysRole.roleId, roleKey: sysRole.roleKey, roleName: sysRole.roleName, deptCheckStrictly: sysRole.deptCheckStrictly })
    .from(sysRole)
    .where(and(eq(sysRole.roleId, roleId), eq(sysRole.delFlag, '0'), roleScope(user)));
  if (!role) throw notFound();
  if (!changing) return role;
  if (role.roleKey === SUPER_ADMIN_ROLE) throw badRequest('role.adminProtected');
  if (await heldOutside(db, user, roleId)) throw forbidden('role.sharedOutsideScope', { name: role.roleName });
  return role;
}
