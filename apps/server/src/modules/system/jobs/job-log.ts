import type { FastifyInstance } from 'fastify';
import { jobLogManifest } from '@cniot/contract/system/job';
import { Perm } from '@cniot/contract/system/permissions';
import { sysJobLog } from '../../../db/schema/jobs.ts';
import { manifestCrud } from '../../../lib/manifest-crud.ts';
import { ok } from '../../../lib/reply.ts';
import { BusinessType } from '../../../plugins/oper-log.ts';

/** Runs of scheduled jobs (`/monitor/jobLog`), written by jobs/runner.ts; the job permissions apply. */
export function jobLogRoutes(app: FastifyInstance) {
  app.delete('/monitor/jobLog/clean', { config: { permission: Perm.job.remove, operLog: { title: 'operTitle.jobLog', businessType: BusinessType.CLEAN } } }, async (req) => {
    await app.db.delete(sysJobLog);
    return ok(req);
  });

  manifestCrud(app, jobLogManifest, { table: sysJobLog });
}
