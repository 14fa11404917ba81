import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { loginLogManifest } from '@cniot/contract/auth';
import { Perm } from '@cniot/contract/permissions';
import { sysLogininfor } from '../../db/schema/system.ts';
import { manifestCrud } from '../../lib/manifest-crud.ts';
import { resetBucket } from '../../lib/rate.ts';
import { ok } from '../../lib/reply.ts';
import { BusinessType } from '../../plugins/oper-log.ts';
import { unknownNameBucket } from '../auth/credentials.ts';

const TITLE = 'Login log';

/** The login log (list, remove, clean, export) and the unlock of an account locked by failed sign-ins. */
export const loginLogRoutes: FastifyPluginAsync = async (app) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const t = sysLogininfor;

  manifestCrud(app, loginLogManifest, { table: t, without: ['get'] });

  api.delete('/monitor/logininfor/clean', { config: { permission: Perm.logininfor.remove, operLog: { title: TITLE, businessType: BusinessType.CLEAN } } }, async (req) => {
    await app.db.delete(t);
    return ok(req);
  });

  api.get(
    '/monitor/logininfor/unlock/:userName',
    { schema: { params: z.object({ userName: z.string().min(1).max(128) }) }, config: { permission: Perm.logininfor.unlock } },
    async (req) => {
      const name = req.params.userName;
      await app.db.execute(sql`update sys_user set failed_logins = 0, locked_until = null where lower(user_name) = lower(${name}) and del_flag = '0'`);
      await resetBucket(app.db, unknownNameBucket(name));
      return ok(req);
    },
  );
};
