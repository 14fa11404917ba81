import type { FastifyInstance } from 'fastify';
import { translate } from '@cniot/contract/i18n';
import { sysJobLog } from '../db/schema/jobs.ts';
import { AppError } from '../lib/errors.ts';
import { loggableError } from '../lib/db-errors.ts';
import { resolveTarget } from './handlers.ts';

export interface JobRow {
  jobId: number;
  jobName: string;
  jobGroup: string;
  invokeTarget: string;
  cronExpression: string;
  misfirePolicy: string;
  concurrent: string;
  status: string;
  nextFireTime: Date | null;
}

export interface JobOutcome {
  status: '0' | '1';
  message: string;
}

/** Advisory-lock key of a job: a namespace in the high 32 bits (migrations use 727001), the job id below. */
export const jobLockKey = (jobId: number) => ((727_002n << 32n) + BigInt(jobId)).toString();
const MAX_MESSAGE = 500;
const MAX_EXCEPTION = 4000;

/**
 * Jobs running in this process, per database (PGlite's single session
 * re-enters its own advisory locks). Keyed by the database, which every
 * plugin context shares, unlike the Fastify instance itself.
 */
const runningByDatabase = new WeakMap<object, Set<number>>();
const runningOf = (app: FastifyInstance) => {
  let set = runningByDatabase.get(app.database);
  if (!set) runningByDatabase.set(app.database, (set = new Set()));
  return set;
};

/** Runs the job's handler and records the run in sys_job_log; a failing handler is logged, never thrown. */
export async function executeJob(app: FastifyInstance, job: JobRow, trigger: string): Promise<JobOutcome> {
  const startTime = new Date();
  let outcome: JobOutcome;
  let exceptionInfo = '';
  try {
    const { handler, args } = resolveTarget(job.invokeTarget);
    const text = await handler.run(app, args);
    outcome = { status: '0', message: text || 'done' };
  } catch (err) {
    // The job log is shown in the console: a query error's parameters stay out of it as they stay out of the server log.
    const safe = loggableError(err) as { type?: string; message?: string; stack?: string };
    const reason = err instanceof AppError ? translate('en_US', err.key, err.params) : (safe.message ?? String(err));
    outcome = { status: '1', message: reason };
    exceptionInfo = `${safe.type ?? 'Error'}: ${reason}\n${safe.stack ?? ''}`.slice(0, MAX_EXCEPTION);
  }
  const stopTime = new Date();
  const message = `${trigger}: ${outcome.message} (${stopTime.getTime() - startTime.getTime()} ms)`.slice(0, MAX_MESSAGE);
  await app.db.insert(sysJobLog).values({
    jobId: job.jobId,
    jobName: job.jobName,
    jobGroup: job.jobGroup,
    invokeTarget: job.invokeTarget,
    jobMessage: message,
    status: outcome.status,
    exceptionInfo,
    startTime,
    stopTime,
  });
  return outcome;
}

/**
 * Runs `work` as the only run of the job across every node, when the job
 * forbids concurrent runs: a PostgreSQL session advisory lock names the
 * leader (released when the work ends or the node's connection dies).
 * Returns 'busy' without running when another run holds the job.
 */
export async function withJobLock<T>(app: FastifyInstance, job: JobRow, work: () => Promise<T>): Promise<T | 'busy'> {
  if (job.concurrent === '0') return work();
  const running = runningOf(app);
  if (running.has(job.jobId)) return 'busy';
  running.add(job.jobId);
  try {
    const key = jobLockKey(job.jobId);
    return await app.database.withConnection(async (exec) => {
      const [row] = await exec(`select pg_try_advisory_lock(${key}) as locked`);
      if (!row?.locked) return 'busy' as const;
      try {
        return await work();
      } finally {
        await exec(`select pg_advisory_unlock(${key})`);
      }
    });
  } finally {
    running.delete(job.jobId);
  }
}
