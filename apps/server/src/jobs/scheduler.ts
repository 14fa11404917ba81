import { and, eq, isNull, lte } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { sysJob } from '../db/schema/jobs.ts';
import { nextFire, parseCron } from './cron.ts';
import { executeJob, withJobLock, type JobRow } from './runner.ts';

/** How often a node looks for due jobs; cron has minute resolution. */
const TICK_MS = 5_000;
/** A fire time missed by more than this is a misfire (every node was down or busy). */
export const MISFIRE_GRACE_MS = 60_000;

export interface Scheduler {
  /** Claims and starts every job due at `now`; `idle()` waits for the runs. */
  tick(now?: Date): Promise<void>;
  /** Resolves when the runs started so far have finished. */
  idle(): Promise<void>;
  /** Stops ticking (when started) and waits for running jobs. */
  stop(): Promise<void>;
}

export const nextFireTime = (cronExpression: string, after: Date) => nextFire(parseCron(cronExpression), after);

/**
 * The scheduler of one node. Every node runs one; they agree through the
 * database: `sys_job.next_fire_time` is the shared schedule and the node
 * whose conditional update moves it forward owns that fire. Jobs that forbid
 * concurrent runs are also held by an advisory lock while they run.
 */
export function createScheduler(app: FastifyInstance): Scheduler {
  const db = app.db;
  const runs = new Set<Promise<void>>();

  /** Enabled jobs without a fire time (seeded, or enabled by SQL) get one; an unparsable schedule pauses the job. */
  async function scheduleNew(now: Date) {
    const jobs = await db
      .select()
      .from(sysJob)
      .where(and(eq(sysJob.status, '0'), isNull(sysJob.nextFireTime)));
    for (const job of jobs) {
      let next: Date | null = null;
      try {
        next = nextFireTime(job.cronExpression, now);
      } catch {
        app.log.warn({ jobId: job.jobId, cron: job.cronExpression }, 'job paused: its cron expression is invalid');
      }
      await db
        .update(sysJob)
        .set(next ? { nextFireTime: next } : { status: '1' })
        .where(and(eq(sysJob.jobId, job.jobId), isNull(sysJob.nextFireTime)));
    }
  }

  async function fire(job: JobRow & { nextFireTime: Date }, now: Date) {
    await withJobLock(app, job, async () => {
      const claimed = await db
        .update(sysJob)
        .set({ nextFireTime: nextFireTime(job.cronExpression, now) })
        .where(and(eq(sysJob.jobId, job.jobId), eq(sysJob.status, '0'), eq(sysJob.nextFireTime, job.nextFireTime)))
        .returning({ id: sysJob.jobId });
      if (claimed.length === 0) return;
      const late = now.getTime() - job.nextFireTime.getTime() > MISFIRE_GRACE_MS;
      if (late && job.misfirePolicy === '3') return;
      await executeJob(app, job, late ? 'Misfire catch-up' : 'Scheduled');
    });
  }

  const scheduler: Scheduler = {
    async tick(now = new Date()) {
      await scheduleNew(now);
      const due = await db
        .select()
        .from(sysJob)
        .where(and(eq(sysJob.status, '0'), lte(sysJob.nextFireTime, now)));
      for (const job of due) {
        const run: Promise<void> = fire(job as JobRow & { nextFireTime: Date }, now)
          .catch((err) => app.log.error({ err, jobId: job.jobId }, 'scheduled job failed'))
          .finally(() => runs.delete(run));
        runs.add(run);
      }
    },
    async idle() {
      while (runs.size > 0) await Promise.allSettled([...runs]);
    },
    stop: () => scheduler.idle(),
  };
  return scheduler;
}

/** Starts ticking; main.ts calls this after listen() and `stop()` before app.close(). */
export function startScheduler(app: FastifyInstance, intervalMs = TICK_MS): Scheduler {
  const scheduler = createScheduler(app);
  let ticking = false;
  const tick = async () => {
    if (ticking) return;
    ticking = true;
    try {
      await scheduler.tick();
    } catch (err) {
      app.log.error({ err }, 'scheduler tick failed');
    } finally {
      ticking = false;
    }
  };
  const timer = setInterval(() => void tick(), intervalMs);
  void tick();
  return {
    ...scheduler,
    async stop() {
      clearInterval(timer);
      while (ticking) await new Promise((r) => setTimeout(r, 10));
      await scheduler.idle();
    },
  };
}
