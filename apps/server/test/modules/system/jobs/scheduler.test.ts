import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { rowsOf } from '../../../../src/db/client.ts';
import { registerJobHandler } from '../../../../src/jobs/handlers.ts';
import { jobLockKey } from '../../../../src/jobs/runner.ts';
import { createScheduler, startScheduler } from '../../../../src/jobs/scheduler.ts';
import { createTestApp, type TestApp } from '../../../helpers/app.ts';

let t: TestApp;
let admin: string;
let release: () => void = () => {};
let started: Promise<void>;
let markStarted: () => void = () => {};
const resetSlow = () => (started = new Promise((r) => (markStarted = r)));

registerJobHandler({
  name: 'testSlow',
  description: 'Waits until the test releases it',
  args: z.undefined(),
  run: () =>
    new Promise<string>((resolve) => {
      release = () => resolve('released');
      markStarted();
    }),
});

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  // The seeded maintenance jobs would join every tick; these tests watch their own jobs only.
  await t.app.db.execute(sql`update sys_job set status = '1'`);
});
afterAll(() => t.close());

interface JobFields {
  target?: string;
  cron?: string;
  concurrent?: '0' | '1';
  misfire?: string;
  /** Seconds from now; null leaves the job unscheduled. */
  dueIn?: number | null;
}

async function addJob(f: JobFields = {}): Promise<number> {
  const due = f.dueIn === null ? null : new Date(Date.now() + (f.dueIn ?? -5) * 1000);
  const [row] = await rowsOf<{ job_id: number }>(
    t.app.db,
    sql`
    insert into sys_job (job_name, invoke_target, cron_expression, concurrent, misfire_policy, status, next_fire_time)
    values ('sched test', ${f.target ?? 'cleanupExpired'}, ${f.cron ?? '*/5 * * * *'}, ${f.concurrent ?? '1'}, ${f.misfire ?? '0'}, '0', ${due})
    returning job_id`,
  );
  return Number(row.job_id);
}
const jobLogs = (jobId: number) => rowsOf<{ job_message: string; status: string }>(t.app.db, sql`select job_message, status from sys_job_log where job_id = ${jobId} order by job_log_id`);
const jobRow = async (jobId: number) => (await rowsOf<{ next_fire_time: Date | string | null; status: string }>(t.app.db, sql`select next_fire_time, status from sys_job where job_id = ${jobId}`))[0];
const pause = (jobId: number) => t.app.db.execute(sql`update sys_job set status = '1' where job_id = ${jobId}`);

describe('scheduler', () => {
  it('runs a due job once, logs it and moves its fire time on', async () => {
    const jobId = await addJob();
    const s = createScheduler(t.app);
    const now = new Date();
    await s.tick(now);
    await s.idle();
    const logs = await jobLogs(jobId);
    expect(logs).toHaveLength(1);
    expect(logs[0].job_message).toMatch(/^Scheduled: Removed \d+ sessions/);
    const next = new Date((await jobRow(jobId)).next_fire_time!);
    expect(next.getTime()).toBeGreaterThan(now.getTime());
    expect(next.getMinutes() % 5).toBe(0);
    await s.tick(now);
    await s.idle();
    expect(await jobLogs(jobId)).toHaveLength(1);
    await pause(jobId);
  });

  it('gives each fire time to one node: two schedulers ticking together run it once', async () => {
    for (const concurrent of ['0', '1'] as const) {
      const jobId = await addJob({ concurrent });
      const a = createScheduler(t.app);
      const b = createScheduler(t.app);
      const now = new Date();
      await Promise.all([a.tick(now), b.tick(now)]);
      await Promise.all([a.idle(), b.idle()]);
      expect(await jobLogs(jobId), `concurrent=${concurrent}`).toHaveLength(1);
      await pause(jobId);
    }
  });

  it('schedules jobs enabled without a fire time and pauses one whose schedule is unreadable', async () => {
    const fresh = await addJob({ dueIn: null });
    const broken = await addJob({ dueIn: null, cron: 'every day' });
    const s = createScheduler(t.app);
    await s.tick();
    await s.idle();
    expect((await jobRow(fresh)).next_fire_time).not.toBeNull();
    expect(await jobLogs(fresh)).toHaveLength(0);
    expect((await jobRow(broken)).status).toBe('1');
    await pause(fresh);
  });

  it('applies the misfire policy to a long-missed fire', async () => {
    const skip = await addJob({ misfire: '3', dueIn: -3600 });
    const catchUp = await addJob({ misfire: '2', dueIn: -3600 });
    const s = createScheduler(t.app);
    const now = new Date();
    await s.tick(now);
    await s.idle();
    expect(await jobLogs(skip)).toHaveLength(0);
    expect(new Date((await jobRow(skip)).next_fire_time!).getTime()).toBeGreaterThan(now.getTime());
    expect((await jobLogs(catchUp)).map((l) => l.job_message.split(':')[0])).toEqual(['Misfire catch-up']);
    await pause(skip);
    await pause(catchUp);
  });

  it('does not start a second run of a non-concurrent job while one is running', async () => {
    const jobId = await addJob({ target: 'testSlow' });
    const s = createScheduler(t.app);
    resetSlow();
    await s.tick();
    await started;
    const busy = await t.call(admin, { method: 'PUT', url: '/cniotapi/monitor/job/run', payload: { jobId } });
    expect(busy.json()).toEqual({ code: 601, msg: 'The job is already running' });
    release();
    await s.idle();
    expect((await jobLogs(jobId)).map((l) => l.job_message)).toEqual([expect.stringMatching(/^Scheduled: released/)]);
    await pause(jobId);
  });

  it.runIf(process.env.DATABASE_URL)('leaves a job to the node holding its advisory lock', async () => {
    const jobId = await addJob({ concurrent: '1' });
    const s = createScheduler(t.app);
    await t.database.withConnection(async (exec) => {
      await exec(`select pg_advisory_lock(${jobLockKey(jobId)})`);
      await s.tick();
      await s.idle();
      expect(await jobLogs(jobId)).toHaveLength(0);
      await exec(`select pg_advisory_unlock(${jobLockKey(jobId)})`);
    });
    await s.tick();
    await s.idle();
    expect(await jobLogs(jobId)).toHaveLength(1);
    await pause(jobId);
  });

  it('ticks on its own once started, and stops', async () => {
    const jobId = await addJob();
    const s = startScheduler(t.app, 50);
    for (let i = 0; i < 100 && (await jobLogs(jobId)).length === 0; i++) await new Promise((r) => setTimeout(r, 50));
    await s.stop();
    expect(await jobLogs(jobId)).toHaveLength(1);
    await pause(jobId);
  });
});
