import { done } from '@cniot/contract/answer';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { loginLogManifest } from '@cniot/contract/system/auth';
import { Perm } from '@cniot/contract/system/permissions';
import { sysLogininfor, sysUser } from '../../../db/schema/system.ts';
import type { LoginUser } from '../../../lib/session.ts';
import { manifestCrud } from '../../../lib/manifest-crud.ts';
import { resetBucket } from '../../../lib/rate.ts';
import { ok } from '../../../lib/reply.ts';
import { currentUser } from '../../../plugins/auth.ts';
import { BusinessType } from '../../../plugins/oper-log.ts';
import { unknownNameBucket } from '../auth/credentials.ts';
import { byUserNameInScope } from '../access/log-scope.ts';
import { seesEverything, userScope } from '../access/user-access.ts';

const TITLE = 'operTitle.loginLog';

/** The login log (list, remove, clean, export) and the unlock of an account locked by failed sign-ins. */
export const loginLogRoutes: FastifyPluginAsync = async (app) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const t = sysLogininfor;

  const scope = (user: LoginUser) => byUserNameInScope(user, t.userName);
  manifestCrud(app, loginLogManifest, { table: t, without: ['get'], scope });

  api.delete(
    '/monitor/logininfor/clean',
    { schema: { response: { 200: done } }, config: { permission: Perm.logininfor.remove, operLog: { title: TITLE, businessType: BusinessType.CLEAN } } },
    async (req) => {
      await app.db.delete(t).where(scope(currentUser(req)));
      return ok(req);
    },
  );

  api.get(
    '/monitor/logininfor/unlock/:userName',
    { schema: { response: { 200: done }, params: z.object({ userName: z.string().min(1).max(128) }) }, config: { permission: Perm.logininfor.unlock } },
    async (req) => {
      const name = req.params.userName;
      const caller = currentUser(req);
      await app.db
        .update(sysUser)
        .set({ failedLogins: 0, lockedUntil: null })
        .where(and(sql`lower(${sysUser.userName}) = lower(${name})`, eq(sysUser.delFlag, '0'), userScope(caller)));
      // Counts of unknown names hold for the whole platform.
      if (seesEverything(caller)) await resetBucket(app.db, unknownNameBucket(name));
      return ok(req);
    },
  );
};
