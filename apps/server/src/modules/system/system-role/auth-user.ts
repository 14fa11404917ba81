import { done } from '@cniot/contract/answer';
import { and, asc, count, eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { Perm } from '@cniot/contract/system/permissions';
import { pageQuery, type PageQuery } from '@cniot/contract/paging';
import { fieldsWith } from '@cniot/contract/manifest/derive';
import { authUserBatch, authUserCancel, authUserQuery, roleUserManifest } from '@cniot/contract/system/system-role';
import { sysUser, sysUserRole } from '../../../db/schema/system.ts';
import { forbidden } from '../../../lib/errors.ts';
import { orderOf, paged, where } from '../../../lib/paging.ts';
import { ok, table } from '../../../lib/reply.ts';
import { currentUser } from '../../../plugins/auth.ts';
import { BusinessType } from '../../../plugins/oper-log.ts';
import { canGrant, usersInReach, userScope } from '../access/user-access.ts';
import { userSelection } from '../access/user-selection.ts';
import { roleInReach } from '../access/role-scope.ts';

const listQuery = authUserQuery.extend(pageQuery.shape);
type Query = PageQuery & { roleId: number; userName?: string; phonenumber?: string };
const columns = getTableColumns(sysUser);
const sort = Object.fromEntries(fieldsWith(roleUserManifest, 'sort').map((name) => [name, columns[name as keyof typeof columns]]));
const operLog = { title: 'operTitle.roleUsers', businessType: BusinessType.GRANT };

/** "Assign users" of the role screen: who holds a role, who could, and the changes. */
export const authUserRoutes: FastifyPluginAsync = async (app) => {
  const api = app.withTypeProvider<ZodTypeProvider>();

  const usersOfRole = async (req: FastifyRequest, q: Query, holding: boolean) => {
    await roleInReach(app.db, currentUser(req), q.roleId);
    const holds = sql`exists (select 1 from sys_user_role ur where ur.user_id = ${sysUser.userId} and ur.role_id = ${q.roleId})`;
    const w: SQL | undefined = and(
      eq(sysUser.delFlag, '0'),
      holding ? holds : sql`not ${holds}`,
      userScope(currentUser(req)),
      where.like(sysUser.userName, q.userName),
      where.like(sysUser.phonenumber, q.phonenumber),
    );
    const page = await paged(
      q,
      (limit, offset) =>
        app.db
          .select(userSelection)
          .from(sysUser)
          .where(w)
          .orderBy(...orderOf(q, sort, [asc(sysUser.userId)]))
          .limit(limit)
          .offset(offset),
      async () => (await app.db.select({ n: count() }).from(sysUser).where(w))[0].n,
    );
    return table(req, page);
  };
  api.get('/system/role/authUser/allocatedList', { schema: { querystring: listQuery }, config: { permission: Perm.role.list } }, (req) => usersOfRole(req, req.query as Query, true));
  api.get('/system/role/authUser/unallocatedList', { schema: { querystring: listQuery }, config: { permission: Perm.role.list } }, (req) => usersOfRole(req, req.query as Query, false));

  /** The caller must be able to hand out the role and reach every user named. */
  const checked = async (req: FastifyRequest, roleId: number, userIds: number[]) => {
    const caller = currentUser(req);
    await roleInReach(app.db, caller, roleId);
    if (!canGrant(caller, roleId)) throw forbidden('user.roleNotGrantable');
    await usersInReach(app.db, req, userIds);
  };
  const revoke = async (roleId: number, userIds: number[]) => {
    await app.db.delete(sysUserRole).where(and(eq(sysUserRole.roleId, roleId), inArray(sysUserRole.userId, userIds)));
  };

  api.put('/system/role/authUser/cancel', { schema: { response: { 200: done }, body: authUserCancel }, config: { permission: Perm.role.edit, operLog } }, async (req) => {
    await checked(req, req.body.roleId, [req.body.userId]);
    await revoke(req.body.roleId, [req.body.userId]);
    return ok(req);
  });
  api.put('/system/role/authUser/cancelAll', { schema: { response: { 200: done }, body: authUserBatch }, config: { permission: Perm.role.edit, operLog } }, async (req) => {
    await checked(req, req.body.roleId, req.body.userIds);
    await revoke(req.body.roleId, req.body.userIds);
    return ok(req);
  });
  api.put('/system/role/authUser/selectAll', { schema: { response: { 200: done }, body: authUserBatch }, config: { permission: Perm.role.edit, operLog } }, async (req) => {
    const { roleId, userIds } = req.body;
    await checked(req, roleId, userIds);
    await app.db
      .insert(sysUserRole)
      .values([...new Set(userIds)].map((userId) => ({ userId, roleId })))
      .onConflictDoNothing();
    return ok(req);
  });
};
