import { done } from '@cniot/contract/answer';
import { and, eq, ne } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { institutionManifest, institutionUserManifest, institutionUserResetPwd, institutionUserStatus } from '@cniot/contract/people/institution';
import { PeoplePerm } from '@cniot/contract/people/people-permissions';
import { hashPassword } from '../../../db/bootstrap.ts';
import { bizInstitution } from '../../../db/schema/people.ts';
import { sysSession, sysUser } from '../../../db/schema/system.ts';
import { deptAndBelow } from '../../../lib/data-scope.ts';
import { manifestCrud } from '../../../lib/manifest-crud.ts';
import { ok } from '../../../lib/reply.ts';
import { currentUser } from '../../../plugins/auth.ts';
import { BusinessType } from '../../../plugins/oper-log.ts';
import { userView } from '../../system/access/user-selection.ts';
import { institutionColumns, institutionRules, institutionScope } from './institution-rules.ts';
import { offeredRoles } from './institution-scope.ts';
import { institutionUserColumns, institutionUserInReach, institutionUserRules, institutionUserScope } from './institution-user-rules.ts';

const perm = PeoplePerm.institutionUser;
const operLog = { title: 'operTitle.institutionUsers', businessType: BusinessType.UPDATE };

/** Institutions (dealer organizations) and their users (docs/people.md). */
export const institutionRoutes: FastifyPluginAsync = async (app) => {
  manifestCrud(app, institutionManifest, { table: bizInstitution, columns: institutionColumns, scope: institutionScope, ...institutionRules() });

  manifestCrud(app, institutionUserManifest, {
    table: sysUser,
    hidden: userView.hidden,
    columns: institutionUserColumns,
    scope: institutionUserScope,
    ownFilters: ['deptId'],
    filters: (q) => [q.deptId ? deptAndBelow(sysUser.deptId, Number(q.deptId)) : undefined],
    ...institutionUserRules(),
  });

  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/biz/institutionUser/roles', { config: { permission: [perm.add, perm.edit] } }, async (req) => ok(req, await offeredRoles(app.db, currentUser(req))));

  /** A reset also lifts a lockout and signs the user out everywhere. */
  api.put('/biz/institutionUser/resetPwd', { schema: { response: { 200: done }, body: institutionUserResetPwd }, config: { permission: perm.resetPwd, operLog } }, async (req) => {
    const { userId, password } = req.body;
    await institutionUserInReach(app.db, req, userId);
    await app.db
      .update(sysUser)
      .set({ password: await hashPassword(password), pwdUpdateDate: new Date(), failedLogins: 0, lockedUntil: null, updateBy: currentUser(req).userName, updateTime: new Date() })
      .where(eq(sysUser.userId, userId));
    await app.db.delete(sysSession).where(and(eq(sysSession.userId, userId), ne(sysSession.tokenHash, currentUser(req).tokenHash)));
    return ok(req);
  });

  api.put('/biz/institutionUser/changeStatus', { schema: { response: { 200: done }, body: institutionUserStatus }, config: { permission: perm.edit, operLog } }, async (req) => {
    const { userId, status } = req.body;
    await institutionUserInReach(app.db, req, userId);
    await app.db
      .update(sysUser)
      .set({ status, updateBy: currentUser(req).userName, updateTime: new Date() })
      .where(eq(sysUser.userId, userId));
    return ok(req);
  });
};
