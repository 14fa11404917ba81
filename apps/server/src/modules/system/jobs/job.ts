import { done } from '@cniot/contract/answer';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { jobChangeStatus, jobManifest, jobRun } from '@cniot/contract/system/job';
import { Perm } from '@cniot/contract/system/permissions';
import { sysJob } from '../../../db/schema/jobs.ts';
import { badRequest, notFound, warning } from '../../../lib/errors.ts';
import { manifestCrud } from '../../../lib/manifest-crud.ts';
import { ok } from '../../../lib/reply.ts';
import { currentUser } from '../../../plugins/auth.ts';
import { BusinessType } from '../../../plugins/oper-log.ts';
import { CronError } from '../../../jobs/cron.ts';
import { jobHandlers, resolveTarget } from '../../../jobs/handlers.ts';
import { executeJob, withJobLock } from '../../../jobs/runner.ts';
import { nextFireTime } from '../../../jobs/scheduler.ts';

const TITLE = 'operTitle.job';

/** The next fire time of an enabled job; a bad expression is the caller's 400. */
function scheduleOf(cronExpression: string, status: string): Date | null {
  try {
    const next = nextFireTime(cronExpression, new Date());
    return status === '0' ? next : null;
  } catch (err) {
    if (err instanceof CronError) throw badRequest(err.key, err.params);
    throw err;
  }
}

export function jobAdminRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const db = () => app.db;
  const findJob = async (jobId: number) => {
    const [job] = await db().select().from(sysJob).where(eq(sysJob.jobId, jobId)).limit(1);
    if (!job) throw notFound();
    return job;
  };

  // What an invoke target may name, for the job form.
  api.get('/monitor/job/handlers', { config: { permission: Perm.job.list } }, async (req) =>
    ok(
      req,
      jobHandlers().map((h) => ({ name: h.name, description: h.description })),
    ),
  );

  api.put(
    '/monitor/job/changeStatus',
    { schema: { response: { 200: done }, body: jobChangeStatus }, config: { permission: Perm.job.changeStatus, operLog: { title: TITLE, businessType: BusinessType.UPDATE } } },
    async (req) => {
      const job = await findJob(req.body.jobId);
      const nextFire = scheduleOf(job.cronExpression, req.body.status);
      await db()
        .update(sysJob)
        .set({ status: req.body.status, nextFireTime: nextFire, updateBy: currentUser(req).userName, updateTime: new Date() })
        .where(eq(sysJob.jobId, job.jobId));
      return ok(req);
    },
  );

  // Runs once now, on this node, and answers with the outcome the job log records.
  api.put('/monitor/job/run', { schema: { body: jobRun }, config: { permission: Perm.job.changeStatus, operLog: { title: TITLE, businessType: BusinessType.UPDATE } } }, async (req) => {
    const job = await findJob(req.body.jobId);
    const outcome = await withJobLock(app, job, () => executeJob(app, job, `Run once by ${currentUser(req).userName}`));
    if (outcome === 'busy') throw warning('job.running');
    if (outcome.status !== '0') throw warning('job.runFailed', { reason: outcome.message });
    return ok(req, outcome);
  });

  manifestCrud(app, jobManifest, {
    table: sysJob,
    // Refused at save time rather than at 3 a.m.: the handler must exist, its arguments fit, the schedule parse.
    async beforeWrite(data) {
      resolveTarget(String(data.invokeTarget));
      return { ...data, nextFireTime: scheduleOf(String(data.cronExpression), String(data.status)) };
    },
  });
}
