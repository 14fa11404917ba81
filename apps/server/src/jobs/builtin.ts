import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { rowsOf } from '../db/client.ts';
import { cleanupExpired } from '../modules/system/auth/cleanup.ts';
import { configValue } from '../modules/system/config/config-value.ts';
import type { JobHandler } from './job-handler.ts';
import { telemetryPartitionsJob } from './telemetry-partitions.ts';

const cleanup: JobHandler<Record<string, never> | undefined> = {
  name: 'cleanupExpired',
  description: 'Deletes expired sessions, captcha answers and rate-limit counters',
  args: z.object({}).strict().optional(),
  async run(app) {
    const n = await cleanupExpired(app.db);
    return `Removed ${n.sessions} sessions, ${n.captchas} captcha answers, ${n.counters} rate counters`;
  },
};

const logRetention: JobHandler<{ days: number } | undefined> = {
  name: 'logRetention',
  description: 'Deletes operation, login, job and device sign-in log entries older than {"days": n} (default: sys.log.retentionDays)',
  args: z
    .object({ days: z.number().int().min(1).max(3650) })
    .strict()
    .optional(),
  async run(app, args) {
    const days = args?.days ?? (await configValue(app.db, 'sys.log.retentionDays'));
    const cutoff = sql`now() - make_interval(days => ${days})`;
    const [n] = await rowsOf<{ oper: number; login: number; job: number; device: number }>(
      app.db,
      sql`
      with o as (delete from sys_oper_log where oper_time < ${cutoff} returning 1),
           l as (delete from sys_logininfor where login_time < ${cutoff} returning 1),
           j as (delete from sys_job_log where create_time < ${cutoff} returning 1),
           d as (delete from iot_device_auth_log where attempt_time < ${cutoff} returning 1)
      select (select count(*) from o) as oper, (select count(*) from l) as login, (select count(*) from j) as job, (select count(*) from d) as device`,
    );
    return `Deleted ${n.oper} operation, ${n.login} login, ${n.job} job and ${n.device} device sign-in log entries older than ${days} days`;
  },
};

/**
 * Refreshes the planner's statistics. PostgreSQL servers do this by autovacuum;
 * embedded PGlite has no autovacuum, and without statistics its planner keeps
 * believing tables are empty and picks plans that read every row.
 */
const analyze: JobHandler<Record<string, never> | undefined> = {
  name: 'dbAnalyze',
  description: 'Refreshes the database statistics the query planner relies on (needed on the embedded database)',
  args: z.object({}).strict().optional(),
  async run(app) {
    await app.db.execute(sql`analyze`);
    return 'Statistics refreshed';
  },
};

export const builtinHandlers = [cleanup, logRetention, analyze, telemetryPartitionsJob] as JobHandler[];
