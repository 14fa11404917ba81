import { done } from '@cniot/contract/answer';
import { and, eq, ne } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Perm } from '@cniot/contract/system/permissions';
import { userAuthRole, userChangeStatus, userResetPwd } from '@cniot/contract/system/system-user';
import { hashPassword } from '../../../db/bootstrap.ts';
import { sysSession, sysUser } from '../../../db/schema/system.ts';
import { ok } from '../../../lib/reply.ts';
import { currentUser } from '../../../plugins/auth.ts';
import { BusinessType } from '../../../plugins/oper-log.ts';
import { assignRoles, roleIdsOf, userInReach } from '../access/user-access.ts';
import { userSelection } from '../access/user-selection.ts';
import { assignableRoles } from './user-view.ts';

const log = (businessType: number) => ({ title: 'operTitle.user', businessType });

/** Password reset, enable/disable and role assignment of one user. */
export const userActionRoutes: FastifyPluginAsync = async (app) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const touched = (userName: string) => ({ updateBy: userName, updateTime: new Date() });

  /** A reset also lifts a lockout and signs the user out everywhere but here. */
  api.put('/system/user/resetPwd', { schema: { response: { 200: done }, body: userResetPwd }, config: { permission: Perm.user.resetPwd, operLog: log(BusinessType.UPDATE) } }, async (req) => {
    const caller = currentUser(req);
    const { userId, password } = req.body;
    await userInReach(app.db, req, userId);
    await app.db
      .update(sysUser)
      .set({ password: await hashPassword(password), pwdUpdateDate: new Date(), failedLogins: 0, lockedUntil: null, ...touched(caller.userName) })
      .where(eq(sysUser.userId, userId));
    await app.db.delete(sysSession).where(and(eq(sysSession.userId, userId), ne(sysSession.tokenHash, caller.tokenHash)));
    return ok(req);
  });

  api.put('/system/user/changeStatus', { schema: { response: { 200: done }, body: userChangeStatus }, config: { permission: Perm.user.edit, operLog: log(BusinessType.UPDATE) } }, async (req) => {
    const { userId, status } = req.body;
    await userInReach(app.db, req, userId);
    await app.db
      .update(sysUser)
      .set({ status, ...touched(currentUser(req).userName) })
      .where(eq(sysUser.userId, userId));
    return ok(req);
  });

  api.get('/system/user/authRole/:userId', { schema: { params: z.object({ userId: z.coerce.number().int().positive() }) }, config: { permission: Perm.user.query } }, async (req) => {
    const { userId } = req.params;
    await userInReach(app.db, req, userId);
    const [user] = await app.db.select(userSelection).from(sysUser).where(eq(sysUser.userId, userId));
    const held = new Set(await roleIdsOf(app.db, userId));
    const roles = (await assignableRoles(app.db, currentUser(req))).map((r) => ({ ...r, flag: held.has(r.roleId) }));
    return { ...ok(req), user, roles };
  });

  api.put('/system/user/authRole', { schema: { response: { 200: done }, body: userAuthRole }, config: { permission: Perm.user.edit, operLog: log(BusinessType.GRANT) } }, async (req) => {
    const { userId, roleIds } = req.body;
    await userInReach(app.db, req, userId);
    await app.db.transaction((tx) => assignRoles(tx, currentUser(req), userId, roleIds));
    return ok(req);
  });
};
