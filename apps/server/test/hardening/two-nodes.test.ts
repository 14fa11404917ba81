import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { registerJobHandler } from '../../src/jobs/handlers.ts';
import { createScheduler } from '../../src/jobs/scheduler.ts';
import { freshDatabase } from '../helpers/app.ts';
import { q, rawDevice, seedDevice, seedStation, waitFor } from '../gateway/helpers.ts';
import { mosquittoMissing, startMosquitto, type Mosquitto } from './mosquitto.ts';
import { seedUsers, startNode, type Node } from './node.ts';

const skip = !process.env.DATABASE_URL ? 'needs PostgreSQL (DATABASE_URL): two nodes share one database, and PGlite belongs to one process' : mosquittoMissing();

let runs = 0;
registerJobHandler({ name: 'testTwoNodes', description: 'Counts its runs', args: z.undefined(), run: async () => void runs++ });

describe.skipIf(skip)(`two server nodes on one PostgreSQL and one Mosquitto${skip ? ` (skipped: ${skip})` : ''}`, { timeout: 120_000 }, () => {
  let shared: Awaited<ReturnType<typeof freshDatabase>>;
  let broker: Mosquitto;
  const nodes: Node[] = [];

  beforeAll(async () => {
    shared = await freshDatabase();
    await seedUsers(shared.database);
    broker = await startMosquitto();
    nodes.push(await startNode(shared.url!, 'node_a', broker.url), await startNode(shared.url!, 'node_b', broker.url));
  });
  afterAll(async () => {
    for (const n of nodes) await n.close();
    await broker?.remove();
    await shared?.drop();
  });

  it('store each device message once, the two nodes sharing the stream', async () => {
    const db = shared.database.db;
    // Every row either node proposes for the telemetry table, duplicates included (the insert skips those silently).
    await db.execute(sql`create table ingest_probe (node text, wn_id text, ts timestamptz)`);
    await db.execute(sql`create function ingest_probe() returns trigger language plpgsql as $$
      begin insert into ingest_probe values (current_setting('application_name'), new.wn_id, new.ts); return new; end $$`);
    await db.execute(sql`create trigger ingest_probe before insert on iot_wn_data for each row execute function ingest_probe()`);
    const wn = await seedDevice(db, 'wn', await seedStation(db, 'UTC'));
    const device = await rawDevice(broker.url, wn);
    const t0 = Date.now() - 3_600_000;
    const N = 40;
    for (let i = 0; i < N; i++) await device.publish('telemetry', { ts: t0 + i * 60_000, values: { acPower: 100 + i, totalWh: 1000 + i } });
    await device.forget();
    await waitFor(async () => (await q<{ n: number }>(db, sql`select count(*)::int as n from iot_wn_data where wn_id = ${wn.id}`))[0].n === N, 'all telemetry stored');
    // Closing drains what either node still holds, so a late duplicate would be counted now.
    for (const n of nodes) await n.gateway?.close({ drainMs: 5000 });

    const proposed = await q<{ node: string; n: number }>(db, sql`select node, count(*)::int as n from ingest_probe where wn_id = ${wn.id} group by node order by node`);
    expect(proposed.reduce((sum, r) => sum + r.n, 0)).toBe(N);
    expect(proposed.map((r) => r.node)).toEqual(['node_a', 'node_b']);
  });

  it('run a due job once between them', async () => {
    const now = new Date();
    for (const concurrent of ['0', '1']) {
      await shared.database.db.execute(sql`update sys_job set status = '1'`);
      await shared.database.db.execute(sql`insert into sys_job (job_name, invoke_target, cron_expression, concurrent, status, next_fire_time)
        values ('two nodes', 'testTwoNodes', '*/5 * * * *', ${concurrent}, '0', ${new Date(now.getTime() - 1000)})`);
      runs = 0;
      const schedulers = nodes.map((n) => createScheduler(n.app));
      await Promise.all(schedulers.map((s) => s.tick(now)));
      await Promise.all(schedulers.map((s) => s.idle()));
      expect(runs, `concurrent = ${concurrent}`).toBe(1);
    }
    const [logs] = await q<{ n: number }>(shared.database.db, sql`select count(*)::int as n from sys_job_log where invoke_target = 'testTwoNodes'`);
    expect(logs.n).toBe(2);
  });

  it('accept a session signed in on either, and end it on both', async () => {
    const [a, b] = nodes;
    const login = await a.app.inject({ method: 'POST', url: '/cniotapi/login', payload: { username: 'admin', password: 'admin123' } });
    const headers = { authorization: `Bearer ${login.json().token}` };
    expect((await b.app.inject({ url: '/cniotapi/getInfo', headers })).json().code).toBe(200);
    expect((await b.app.inject({ method: 'POST', url: '/cniotapi/logout', headers })).statusCode).toBe(200);
    expect((await a.app.inject({ url: '/cniotapi/getInfo', headers })).statusCode).toBe(401);
  });
});
