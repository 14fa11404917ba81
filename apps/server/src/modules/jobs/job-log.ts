import { desc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { jobLogQuery } from '@cniot/contract/job';
import { Perm } from '@cniot/contract/permissions';
import { sysJobLog } from '../../db/schema/jobs.ts';
import { crud } from '../../lib/crud.ts';
import { where } from '../../lib/paging.ts';
import { ok } from '../../lib/reply.ts';
import { BusinessType } from '../../plugins/oper-log.ts';

const TITLE = 'Job log';

/** Runs of scheduled jobs (`/monitor/jobLog`), written by jobs/runner.ts; the job permissions apply. */
export function jobLogRoutes(app: FastifyInstance) {
  app.delete(
    '/monitor/jobLog/clean',
    { config: { permission: Perm.job.remove, operLog: { title: TITLE, businessType: BusinessType.CLEAN } } },
    async (req) => {
      await app.db.delete(sysJobLog);
      return ok(req);
    },
  );

  crud(app, {
    path: '/monitor/jobLog',
    perm: 'monitor:job',
    title: TITLE,
    table: sysJobLog,
    id: sysJobLog.jobLogId,
    query: jobLogQuery,
    filters: (q) => [
      where.eq(sysJobLog.jobId, q.jobId),
      where.like(sysJobLog.jobName, q.jobName),
      where.eq(sysJobLog.jobGroup, q.jobGroup),
      where.eq(sysJobLog.status, q.status),
      ...where.range(sysJobLog.createTime, q),
    ],
    sort: { jobLogId: sysJobLog.jobLogId, jobName: sysJobLog.jobName, createTime: sysJobLog.createTime },
    defaultOrder: [desc(sysJobLog.jobLogId)],
    without: ['create', 'update'],
    create: z.never(),
    update: z.never(),
    exportName: 'job_log',
    exportColumns: [
      { key: 'jobLogId', header: 'Log ID', width: 10 },
      { key: 'jobName', header: 'Job name', width: 28 },
      { key: 'jobGroup', header: 'Job group', width: 12 },
      { key: 'invokeTarget', header: 'Invoke target', width: 36 },
      { key: 'jobMessage', header: 'Message', width: 50 },
      { key: 'status', header: 'Status', width: 10, dict: 'sys_common_status' },
      { key: 'exceptionInfo', header: 'Exception', width: 40 },
      { key: 'startTime', header: 'Start time', width: 22 },
      { key: 'stopTime', header: 'Stop time', width: 22 },
    ],
  });
}
