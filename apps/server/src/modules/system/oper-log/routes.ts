import type { FastifyPluginAsync } from 'fastify';
import { operLogManifest } from '@cniot/contract/system/oper-log';
import { Perm } from '@cniot/contract/system/permissions';
import { sysOperLog } from '../../../db/schema/system.ts';
import { manifestCrud } from '../../../lib/manifest-crud.ts';
import { ok } from '../../../lib/reply.ts';
import type { LoginUser } from '../../../lib/session.ts';
import { currentUser } from '../../../plugins/auth.ts';
import { BusinessType } from '../../../plugins/oper-log.ts';
import { byUserNameInScope } from '../access/log-scope.ts';

/** The operation log (`/monitor/operlog`): read, export, delete; entries are written by plugins/oper-log.ts. */
export const operLogRoutes: FastifyPluginAsync = async (app) => {
  const scope = (user: LoginUser) => byUserNameInScope(user, sysOperLog.operName);
  app.delete('/monitor/operlog/clean', { config: { permission: Perm.operlog.remove, operLog: { title: 'operTitle.operLog', businessType: BusinessType.CLEAN } } }, async (req) => {
    await app.db.delete(sysOperLog).where(scope(currentUser(req)));
    return ok(req);
  });

  manifestCrud(app, operLogManifest, { table: sysOperLog, scope });
};
