import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../../../src/db/client.ts';
import { createScheduler } from '../../../../src/jobs/scheduler.ts';
import { freshDatabase } from '../../../helpers/app.ts';
import { seedUsers, startNode, type Node } from '../../../hardening/node.ts';
import { lastReport, plant } from './helpers.ts';

const skip = !process.env.DATABASE_URL ? 'needs PostgreSQL (DATABASE_URL): two nodes share one database, and PGlite belongs to one process' : '';

describe.skipIf(skip)(`alarm jobs on two server nodes${skip ? ` (skipped: ${skip})` : ''}`, { timeout: 120_000 }, () => {
  let shared: Awaited<ReturnType<typeof freshDatabase>>;
  const nodes: Node[] = [];

  beforeAll(async () => {
    shared = await freshDatabase();
    await seedUsers(shared.database);
    nodes.push(await startNode(shared.url!, 'alarm_a'), await startNode(shared.url!, 'alarm_b'));
  });
  afterAll(async () => {
    for (const n of nodes) await n.close();
    await shared?.drop();
  });

  it('evaluate "not reporting" once when both nodes find the job due', async () => {
    const db = shared.database.db;
    const now = new Date();
    // A plant on the equator where the sun is at its highest right now: daylight whenever the test runs.
    const noonLongitude = (((12 - now.getUTCHours() - now.getUTCMinutes() / 60) * 15 + 540) % 360) - 180;
    const { stationId, wnIds } = await plant(db, { inverters: 3, place: { timeZone: 'UTC', latitude: 0, longitude: noonLongitude } });
    for (const id of wnIds) await lastReport(db, id, new Date(now.getTime() - 3_600_000));
    await db.execute(sql`update sys_job set status = '1' where invoke_target <> 'alarmNotReporting'`);
    await db.execute(sql`update sys_job set status = '0', next_fire_time = ${new Date(now.getTime() - 1000)} where invoke_target = 'alarmNotReporting'`);

    const schedulers = nodes.map((n) => createScheduler(n.app));
    await Promise.all(schedulers.map((s) => s.tick(now)));
    await Promise.all(schedulers.map((s) => s.idle()));

    const logs = await rowsOf<{ status: string; message: string }>(db, sql`select status, job_message as message from sys_job_log where invoke_target = 'alarmNotReporting'`);
    expect(logs).toHaveLength(1);
    expect(logs[0].status).toBe('0');
    expect(logs[0].message).toMatch(/1 raised/);
    const alarms = await rowsOf<{ part: string }>(db, sql`select alarm_type as part from iot_alarm_record where station_id = ${stationId} and alarm_code = 'not_reporting'`);
    expect(alarms).toEqual([{ part: 'station' }]);
  });
});
