import { and, eq, or } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Perm } from '@cniot/contract/system/permissions';
import { userManifest, userUpdate } from '@cniot/contract/system/system-user';
import { sysDept, sysUser } from '../../../db/schema/system.ts';
import { deptAndBelow } from '../../../lib/data-scope.ts';
import { notFound } from '../../../lib/errors.ts';
import { manifestCrud } from '../../../lib/manifest-crud.ts';
import { ok } from '../../../lib/reply.ts';
import { AUTHENTICATED, currentUser } from '../../../plugins/auth.ts';
import { deptScope, deptTree } from '../system-dept/dept-scope.ts';
import { profileRoutes } from './profile.ts';
import { userActionRoutes } from './user-actions.ts';
import { userSelection, userView } from '../access/user-selection.ts';
import { assignableRoles } from './user-view.ts';
import { manageableBy, roleIdsOf, userScope } from '../access/user-access.ts';
import { userRules } from './user-rules.ts';

/** Users (RuoYi /system/user): the list, writes and export derive from the manifest; the rest is below. */
export const systemUserRoutes: FastifyPluginAsync = async (app) => {
  manifestCrud(app, userManifest, {
    table: sysUser,
    update: userUpdate,
    ...userView,
    ownFilters: ['deptId'],
    requestColumns: (req) => ({ manageable: manageableBy(currentUser(req)) }),
    filters: (q) => [q.deptId ? deptAndBelow(sysUser.deptId, Number(q.deptId)) : undefined],
    without: ['get'],
    ...userRules(),
  });

  const api = app.withTypeProvider<ZodTypeProvider>();

  /** RuoYi answers the edit form with the user, their role ids and the roles the caller can hand out. */
  const userDetail = async (req: FastifyRequest, userId?: number) => {
    const roles = await assignableRoles(app.db, currentUser(req));
    if (userId === undefined) return { ...ok(req), roles };
    const [user] = await app.db
      .select(userSelection)
      .from(sysUser)
      .where(and(eq(sysUser.userId, userId), eq(sysUser.delFlag, '0'), userScope(currentUser(req))));
    if (!user) throw notFound();
    return { ...ok(req, user), roles, roleIds: await roleIdsOf(app.db, userId) };
  };
  api.get('/system/user/', { config: { permission: Perm.user.query } }, (req) => userDetail(req));
  api.get('/system/user/:userId', { schema: { params: z.object({ userId: z.coerce.number().int().positive() }) }, config: { permission: Perm.user.query } }, (req) =>
    userDetail(req, req.params.userId),
  );

  api.get('/system/user/deptTree', { config: { permission: Perm.user.list } }, async (req) => ok(req, await deptTree(app.db, deptScope(currentUser(req)))));

  /** Company pickers on every screen: the enabled organizations in scope, and always the caller's own. */
  api.get('/system/user/companyTree', { config: { permission: AUTHENTICATED } }, async (req) => {
    const user = currentUser(req);
    const own = user.deptId === null ? undefined : eq(sysDept.deptId, user.deptId);
    const scope = deptScope(user);
    return ok(req, await deptTree(app.db, and(eq(sysDept.status, '0'), scope && (own ? or(scope, own) : scope))));
  });

  await app.register(userActionRoutes);
  await app.register(profileRoutes);
};
