import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { SUPER_ADMIN_ROLE } from '@cniot/contract/constants';
import type { Db } from '../../../db/client.ts';
import { sysRole, sysUser, sysUserRole } from '../../../db/schema/system.ts';
import { dataScopeCondition } from '../../../lib/data-scope.ts';
import { badRequest, forbidden, notFound } from '../../../lib/errors.ts';
import type { LoginUser } from '../../../lib/session.ts';
import { currentUser } from '../../../plugins/auth.ts';
import { mergeGrant } from './grant.ts';

export const userScope = (user: LoginUser) => dataScopeCondition(user, { dept: sysUser.deptId, user: sysUser.userId });
/** Administrators and holders of a data scope "all" role: platform-wide settings are theirs. */
export const seesEverything = (user: LoginUser) => userScope(user) === undefined;

// sys_user spelled out: drizzle leaves select-list columns unqualified, and ur.user_id would shadow it.
const holdsAdmin = sql<boolean>`exists (select 1 from sys_user_role ur join sys_role r on r.role_id = ur.role_id
  where ur.user_id = sys_user.user_id and r.role_key = ${SUPER_ADMIN_ROLE} and r.del_flag = '0')`;

/**
 * The user holds a live role the caller could not grant (see canGrant): whoever
 * controls the account would gain rights the caller cannot hand out.
 */
function holdsUngrantable(caller: LoginUser) {
  if (caller.isAdmin) return sql<boolean>`false`;
  const own = caller.roles.map((r) => r.roleId);
  const notOwn = own.length
    ? sql`r.role_id not in (${sql.join(
        own.map((id) => sql`${id}`),
        sql`, `,
      )})`
    : sql`true`;
  return sql<boolean>`exists (select 1 from sys_user_role ur join sys_role r on r.role_id = ur.role_id
    where ur.user_id = sys_user.user_id and r.del_flag = '0' and ${notOwn})`;
}

/**
 * Whether the caller may act on a listed user (usersInReach's rule beyond the data scope, from the same parts), as a
 * column of the user list: the console then offers no command the server would refuse for that row.
 */
export const manageableBy = (caller: LoginUser) => (caller.isAdmin ? sql<boolean>`true` : sql<boolean>`not ${holdsAdmin} and not ${holdsUngrantable(caller)}`);

/**
 * Users the caller may act on: live, inside their data scope (else 404, as if
 * absent), and, unless the caller is an administrator, holding no role the
 * caller could not grant (an administrator placed in a dealer's company, a
 * platform user there): resetting their password would take their rights over.
 */
export async function usersInReach(db: Db, req: FastifyRequest, userIds: number[]) {
  const caller = currentUser(req);
  const ids = [...new Set(userIds)];
  const rows = await db
    .select({ userId: sysUser.userId, userName: sysUser.userName, password: sysUser.password, isAdmin: holdsAdmin, outranks: holdsUngrantable(caller) })
    .from(sysUser)
    .where(and(inArray(sysUser.userId, ids), eq(sysUser.delFlag, '0'), userScope(caller)));
  if (rows.length !== ids.length) throw notFound();
  if (!caller.isAdmin && rows.some((r) => r.isAdmin)) throw forbidden('user.adminProtected');
  if (rows.some((r) => r.outranks)) throw forbidden('user.outranksCaller');
  return rows;
}

export const userInReach = async (db: Db, req: FastifyRequest, userId: number) => (await usersInReach(db, req, [userId]))[0];

export async function roleIdsOf(db: Db, userId: number): Promise<number[]> {
  const rows = await db.select({ roleId: sysUserRole.roleId }).from(sysUserRole).where(eq(sysUserRole.userId, userId));
  return rows.map((r) => r.roleId);
}

/** Nobody hands out a role they do not hold (administrators excepted). */
export const canGrant = (caller: LoginUser, roleId: number) => caller.isAdmin || caller.roles.some((r) => r.roleId === roleId);

/** Sets a user's roles as far as the caller may grant them; call inside a transaction so a refusal changes nothing. */
export async function assignRoles(tx: Db, caller: LoginUser, userId: number, requested: number[], isNew = false): Promise<void> {
  const wanted = [...new Set(requested)];
  if (wanted.length > 0) {
    const [found] = await tx
      .select({ n: count() })
      .from(sysRole)
      .where(and(inArray(sysRole.roleId, wanted), eq(sysRole.delFlag, '0')));
    if (found.n !== wanted.length) throw badRequest('role.notFound');
  }
  const current = isNew ? [] : await roleIdsOf(tx, userId);
  const roleIds = mergeGrant(current, wanted, (id) => canGrant(caller, id), 'user.roleNotGrantable');
  await tx.delete(sysUserRole).where(eq(sysUserRole.userId, userId));
  if (roleIds.length > 0) await tx.insert(sysUserRole).values(roleIds.map((roleId) => ({ userId, roleId })));
}
