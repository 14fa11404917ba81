import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { rowsOf } from '../../../../src/db/client.ts';
import { jobHandlers, registerJobHandler } from '../../../../src/jobs/handlers.ts';
import { createTestApp, type TestApp } from '../../../helpers/app.ts';
import { formPost, readXlsx } from '../../../helpers/xlsx.ts';

let t: TestApp;
let admin: string;

registerJobHandler({
  name: 'testFailing',
  description: 'Always fails',
  args: z.object({ reason: z.string() }).optional(),
  async run(_app, args) {
    throw new Error(args?.reason ?? 'broken');
  },
});

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
});
afterAll(() => t.close());

let seq = 0;
const create = (fields: Record<string, unknown>) =>
  t.call(admin, { method: 'POST', url: '/cniotapi/monitor/job', payload: { jobName: `Test job ${++seq}`, cronExpression: '0 3 * * *', invokeTarget: 'cleanupExpired', ...fields } });
const logs = async (jobId: number) => (await t.call(admin, { url: `/cniotapi/monitor/jobLog/list?jobId=${jobId}` })).json();

describe('scheduled jobs', () => {
  it('refuses a target that is not a registered handler, and bad arguments', async () => {
    const format = await create({ invokeTarget: 'cleanupExpired; drop table sys_job' });
    expect(format.statusCode).toBe(400);
    expect(format.json().msg).toBe('The invoke target must be a handler name, optionally followed by JSON arguments in parentheses');
    expect((await create({ invokeTarget: "ryTask.ryParams('ry')" })).json().msg).toMatch(/^'ryTask.ryParams' is not a registered job handler/);
    const code = await create({ invokeTarget: 'process.exit' });
    // Every module registers its own handlers: the answer names them all, sorted.
    const registered = jobHandlers().map((h) => h.name);
    expect(registered).toEqual(expect.arrayContaining(['cleanupExpired', 'dbAnalyze', 'logRetention', 'stationPower', 'stationSummary', 'testFailing']));
    expect(code.json().msg).toBe(`'process.exit' is not a registered job handler; available: ${registered.join(', ')}`);
    expect((await create({ invokeTarget: 'logRetention({"days":"many"})' })).json().msg).toMatch(/^Invalid arguments for 'logRetention': days: /);
    expect((await create({ invokeTarget: 'logRetention({days: 3})' })).json().msg).toBe("Invalid arguments for 'logRetention': not valid JSON");
    expect((await create({ invokeTarget: 'logRetention({"days":3,"sql":"drop"})' })).statusCode).toBe(400);
  });

  it('refuses a bad cron expression with the reason', async () => {
    const res = await create({ cronExpression: '0 25 * * *' });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe("'25' is not valid in the hour field (0-23)");
    expect((await create({ cronExpression: '0/10 * * * * ?' })).json().msg).toBe('The cron expression must have 5 fields: minute hour day-of-month month day-of-week');
  });

  it('schedules an enabled job, unschedules a paused one', async () => {
    const jobId = (await create({ invokeTarget: 'logRetention({"days": 30})', status: '1' })).json().data.id;
    const get = async () => (await t.call(admin, { url: `/cniotapi/monitor/job/${jobId}` })).json().data;
    expect(await get()).toMatchObject({ status: '1', nextFireTime: null, concurrent: '1', misfirePolicy: '0' });
    expect((await t.call(admin, { method: 'PUT', url: '/cniotapi/monitor/job/changeStatus', payload: { jobId, status: '0' } })).json().code).toBe(200);
    const next = new Date((await get()).nextFireTime);
    expect(next.getHours()).toBe(3);
    expect(next.getTime()).toBeGreaterThan(Date.now());
    const job = await get();
    await t.call(admin, { method: 'PUT', url: '/cniotapi/monitor/job', payload: { ...job, cronExpression: '*/5 * * * *', remark: 'every five' } });
    expect(new Date((await get()).nextFireTime).getMinutes() % 5).toBe(0);
    await t.call(admin, { method: 'PUT', url: '/cniotapi/monitor/job/changeStatus', payload: { jobId, status: '1' } });
    expect((await get()).nextFireTime).toBeNull();
  });

  it('runs a job now and records the run in the job log', async () => {
    const jobId = (await create({ invokeTarget: 'logRetention({"days": 7})' })).json().data.id;
    await t.app.db.execute(sql`insert into sys_oper_log (title, oper_time) values ('ancient', now() - interval '30 days')`);
    await t.app.db.execute(sql`insert into iot_device_auth_log (client_id, reason, attempt_time) values ('wn-ancient', 'badKey', now() - interval '30 days'), ('wn-recent', 'badKey', now())`);
    const res = await t.call(admin, { method: 'PUT', url: '/cniotapi/monitor/job/run', payload: { jobId, jobGroup: 'DEFAULT' } });
    expect(res.json()).toMatchObject({ code: 200, data: { status: '0' } });
    const log = await logs(jobId);
    expect(log.total).toBe(1);
    expect(log.rows[0]).toMatchObject({ jobId, status: '0', invokeTarget: 'logRetention({"days": 7})' });
    expect(log.rows[0].jobMessage).toMatch(/^Run once by admin: Deleted 1 operation, 0 login, 0 job and 1 device sign-in log entries older than 7 days \(\d+ ms\)$/);
    const [{ n }] = await rowsOf<{ n: number }>(t.app.db, sql`select count(*)::int as n from sys_oper_log where title = 'ancient'`);
    expect(n).toBe(0);
    expect(await rowsOf(t.app.db, sql`select client_id from iot_device_auth_log where client_id like 'wn-%cent'`)).toEqual([{ client_id: 'wn-recent' }]);
  });

  it('reports a failing run as a warning and logs the error', async () => {
    const jobId = (await create({ invokeTarget: 'testFailing({"reason":"disk full"})' })).json().data.id;
    const res = await t.call(admin, { method: 'PUT', url: '/cniotapi/monitor/job/run', payload: { jobId } });
    expect(res.json()).toEqual({ code: 601, msg: 'The job failed: disk full' });
    const row = (await logs(jobId)).rows[0];
    expect(row.status).toBe('1');
    expect(row.exceptionInfo).toMatch(/^Error: disk full/);
    const detail = (await t.call(admin, { url: `/cniotapi/monitor/jobLog/${row.jobLogId}` })).json().data;
    expect(detail.jobMessage).toMatch(/^Run once by admin: disk full/);
  });

  it('titles the operation log of its writes with the menu title', async () => {
    const logged = (await t.call(admin, { url: '/cniotapi/monitor/operlog/list?title=Scheduled%20jobs&businessType=1' })).json();
    expect(logged.total).toBeGreaterThan(0);
    expect(logged.rows[0]).toMatchObject({ title: 'Scheduled jobs', operUrl: '/cniotapi/monitor/job' });
  });

  it('lists the handlers for the job form', async () => {
    const names = (await t.call(admin, { url: '/cniotapi/monitor/job/handlers' })).json().data.map((h: { name: string }) => h.name);
    expect(names).toEqual(jobHandlers().map((h) => h.name));
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b)));
  });

  it('exports jobs and job logs, removes and cleans logs', async () => {
    const jobs = await readXlsx(await t.call(admin, formPost('/cniotapi/monitor/job/export', { jobGroup: 'SYSTEM', status: '0' })));
    const seeded = await rowsOf<{ target: string }>(t.app.db, sql`select invoke_target as target from sys_job where job_group = 'SYSTEM' and status = '0' order by job_id`);
    expect(seeded.slice(0, 5).map((r) => r.target)).toEqual(['cleanupExpired', 'logRetention', 'dbAnalyze', 'stationSummary', 'stationPower']);
    expect(jobs.slice(1).map((r) => r[3])).toEqual(seeded.map((r) => r.target));
    // Group and misfire policy show their dictionary labels, like the list.
    expect(jobs[1].slice(2, 7)).toEqual(['System', 'cleanupExpired', '*/10 * * * *', 'Skip missed', 'Forbidden']);
    const jobLogs = await readXlsx(await t.call(admin, formPost('/cniotapi/monitor/jobLog/export', { status: '1' })));
    expect(jobLogs[0][4]).toBe('Message');
    expect(jobLogs.slice(1).every((r) => r[5] === 'Failure')).toBe(true);
    expect(jobLogs[1][2]).toBe('Default');
    const all = (await t.call(admin, { url: '/cniotapi/monitor/jobLog/list' })).json();
    expect((await t.call(admin, { method: 'DELETE', url: `/cniotapi/monitor/jobLog/${all.rows[0].jobLogId}` })).json().code).toBe(200);
    expect((await t.call(admin, { method: 'DELETE', url: '/cniotapi/monitor/jobLog/clean' })).json().code).toBe(200);
    expect((await t.call(admin, { url: '/cniotapi/monitor/jobLog/list' })).json().total).toBe(0);
  });
});
