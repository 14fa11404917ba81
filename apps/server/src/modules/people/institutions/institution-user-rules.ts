import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../../db/client.ts';
import { sysUser } from '../../../db/schema/system.ts';
import type { HookContext } from '../../../lib/crud.ts';
import { badRequest, forbidden, notFound } from '../../../lib/errors.ts';
import type { LoginUser } from '../../../lib/session.ts';
import { currentUser } from '../../../plugins/auth.ts';
import { assignRoles, userInReach, userScope } from '../../system/access/user-access.ts';
import { userRules } from '../../system/system-user/user-rules.ts';
import { inInstitution, isInstitutionDept, offeredRoles } from './institution-scope.ts';

type Row = Record<string, unknown>;

/** Live users of institutions in the caller's data scope. */
export const institutionUserScope = (user: LoginUser): SQL | undefined => and(userScope(user), inInstitution(sysUser.deptId));

// sys_user spelled out: drizzle leaves select-list columns unqualified (see access/user-selection.ts).
const firstRole = (column: string) =>
  sql.raw(`(select r.${column} from sys_user_role ur join sys_role r on r.role_id = ur.role_id
    where ur.user_id = sys_user.user_id and r.del_flag = '0' order by r.role_sort, r.role_id limit 1)`);

/** The user's organization and its one role, as the list and the form show them. */
export const institutionUserColumns = {
  companyName: sql<string | null>`(select d.dept_name from sys_dept d where d.dept_id = sys_user.dept_id)`,
  roleId: firstRole('role_id'),
  roleKey: firstRole('role_key'),
  roleName: firstRole('role_name'),
};

/** A user of an institution the caller may change (else 404), under the rules of every user change (access/user-access). */
export async function institutionUserInReach(db: Db, req: FastifyRequest, userId: number) {
  const [found] = await db
    .select({ userId: sysUser.userId })
    .from(sysUser)
    .where(and(eq(sysUser.userId, userId), eq(sysUser.delFlag, '0'), institutionUserScope(currentUser(req))));
  if (!found) throw notFound();
  return userInReach(db, req, userId);
}

async function assertRoleOffered(db: Db, caller: LoginUser, roleId: number) {
  const offered = await offeredRoles(db, caller);
  if (!offered.some((r) => r.roleId === roleId)) throw forbidden('institutionUser.roleNotOffered');
}

/**
 * The rules of users (system-user/user-rules: scope, reach, uniqueness,
 * password) plus those of institutions: the organization is an institution or
 * below one, and the one role is one the caller may grant to dealer staff.
 */
export function institutionUserRules() {
  const users = userRules();
  return {
    async beforeWrite(body: Row, ctx: HookContext) {
      const caller = currentUser(ctx.req);
      const { roleId, ...data } = body;
      if (roleId !== undefined) await assertRoleOffered(ctx.tx, caller, Number(roleId));
      if (data.deptId !== undefined && !(await isInstitutionDept(ctx.tx, Number(data.deptId)))) throw badRequest('institutionUser.deptNotInstitution');
      return users.beforeWrite(data, ctx);
    },

    /** The role replaces the user's roles the caller may grant, in the save's transaction. */
    async afterWrite(id: number, { req, tx, mode }: HookContext) {
      const { roleId } = req.body as { roleId?: number };
      if (roleId !== undefined) await assignRoles(tx, currentUser(req), id, [roleId], mode === 'create');
    },

    beforeDelete: users.beforeDelete,
  };
}
