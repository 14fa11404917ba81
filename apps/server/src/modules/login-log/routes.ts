import { desc, sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { loginLogQuery } from '@cniot/contract/auth';
import { Perm } from '@cniot/contract/permissions';
import { sysLogininfor } from '../../db/schema/system.ts';
import { crud } from '../../lib/crud.ts';
import { where } from '../../lib/paging.ts';
import { resetBucket } from '../../lib/rate.ts';
import { ok } from '../../lib/reply.ts';
import { BusinessType } from '../../plugins/oper-log.ts';
import { unknownNameBucket } from '../auth/credentials.ts';

const TITLE = 'Login log';

/** The login log (list, remove, clean, export) and the unlock of an account locked by failed sign-ins. */
export const loginLogRoutes: FastifyPluginAsync = async (app) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const t = sysLogininfor;

  crud(app, {
    path: '/monitor/logininfor',
    perm: 'monitor:logininfor',
    title: TITLE,
    table: t,
    id: t.infoId,
    query: loginLogQuery,
    filters: (q) => [where.like(t.ipaddr, q.ipaddr), where.like(t.userName, q.userName), where.eq(t.status, q.status), ...where.range(t.loginTime, q)],
    sort: { infoId: t.infoId, userName: t.userName, ipaddr: t.ipaddr, status: t.status, loginTime: t.loginTime },
    defaultOrder: [desc(t.loginTime), desc(t.infoId)],
    create: z.never(),
    update: z.never(),
    without: ['get', 'create', 'update'],
    exportName: 'logininfor',
    exportColumns: [
      { key: 'infoId', header: 'No.', width: 10 },
      { key: 'userName', header: 'User name' },
      { key: 'status', header: 'Status', width: 10, dict: 'sys_common_status' },
      { key: 'ipaddr', header: 'IP address' },
      { key: 'loginLocation', header: 'Location' },
      { key: 'browser', header: 'Browser' },
      { key: 'os', header: 'Operating system' },
      { key: 'msg', header: 'Message', width: 40 },
      { key: 'loginTime', header: 'Login time' },
    ],
  });

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
