import { desc } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { operLogQuery } from '@cniot/contract/oper-log';
import { Perm } from '@cniot/contract/permissions';
import { sysOperLog } from '../../db/schema/system.ts';
import { crud } from '../../lib/crud.ts';
import { where } from '../../lib/paging.ts';
import { ok } from '../../lib/reply.ts';
import { BusinessType } from '../../plugins/oper-log.ts';

const TITLE = 'Operation log';

/** The operation log (`/monitor/operlog`): read, export, delete; entries are written by plugins/oper-log.ts. */
export const operLogRoutes: FastifyPluginAsync = async (app) => {
  app.delete(
    '/monitor/operlog/clean',
    { config: { permission: Perm.operlog.remove, operLog: { title: TITLE, businessType: BusinessType.CLEAN } } },
    async (req) => {
      await app.db.delete(sysOperLog);
      return ok(req);
    },
  );

  crud(app, {
    path: '/monitor/operlog',
    perm: 'monitor:operlog',
    title: TITLE,
    table: sysOperLog,
    id: sysOperLog.operId,
    query: operLogQuery,
    filters: (q) => [
      where.like(sysOperLog.title, q.title),
      where.like(sysOperLog.operName, q.operName),
      where.like(sysOperLog.operIp, q.operIp),
      where.eq(sysOperLog.businessType, q.businessType),
      where.eq(sysOperLog.status, q.status),
      ...where.range(sysOperLog.operTime, q),
    ],
    sort: { operId: sysOperLog.operId, operName: sysOperLog.operName, operTime: sysOperLog.operTime, costTime: sysOperLog.costTime, title: sysOperLog.title },
    defaultOrder: [desc(sysOperLog.operId)],
    // Entries are written by the server only.
    without: ['create', 'update'],
    create: z.never(),
    update: z.never(),
    exportName: 'operlog',
    exportColumns: [
      { key: 'operId', header: 'Log ID', width: 10 },
      { key: 'title', header: 'Module', width: 24 },
      { key: 'businessType', header: 'Type', width: 14, dict: 'sys_oper_type' },
      { key: 'requestMethod', header: 'Request method', width: 10 },
      { key: 'operName', header: 'Operator', width: 16 },
      { key: 'deptName', header: 'Organization', width: 20 },
      { key: 'operUrl', header: 'URL', width: 36 },
      { key: 'operIp', header: 'IP address', width: 16 },
      { key: 'operParam', header: 'Parameters', width: 40 },
      { key: 'status', header: 'Status', width: 10, dict: 'sys_common_status' },
      { key: 'errorMsg', header: 'Error', width: 30 },
      { key: 'operTime', header: 'Time', width: 22 },
      { key: 'costTime', header: 'Cost (ms)', width: 10 },
    ],
  });
};
