/**
 * The fleet dashboard (`GET /iot/dashboard`) over 100,000 inverters in 10,000
 * stations: the station summary is refreshed as the minute job does (timed),
 * and as ingest does for the stations one debounce window touches (timed),
 * then the dashboard is asked for by the administrator (every station) and by
 * a dealer (its organization and below), against a bare Fastify route sending
 * the same JSON, both measured in this run. Prints p50/p99 and the ratio.
 *
 *   npx tsx bench/dashboard.ts [--stations 10000] [--per-station 10] [--runs 200]
 *
 * On the embedded database (no DATABASE_URL) the default shrinks to 1,000 stations.
 */
import { parseArgs } from 'node:util';
import Fastify from 'fastify';
import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../apps/server/src/db/client.ts';
import { hashPassword } from '../apps/server/src/db/bootstrap.ts';
import { refreshStationSummary } from '../apps/server/src/modules/stations/stations/summary.ts';
import { SUMMARY_DEBOUNCE_MS } from '../apps/server/src/modules/stations/stations/summary-refresh.ts';
import { benchApp, fmt, getOk, latency } from './lib/bench-app.ts';

const { values: args } = parseArgs({
  options: { stations: { type: 'string', default: process.env.DATABASE_URL ? '10000' : '1000' }, 'per-station': { type: 'string', default: '10' }, runs: { type: 'string', default: '200' } },
});
const STATIONS = Number(args.stations);
const PER_STATION = Number(args['per-station']);
const RUNS = Number(args.runs);
const REPORT_EVERY_MS = 5 * 60_000;
const ZONES = ['Europe/Berlin', 'Europe/Warsaw', 'Europe/Rome', 'Asia/Shanghai', 'Asia/Manila', 'America/Los_Angeles', 'America/Sao_Paulo', 'Australia/Sydney', 'Asia/Kolkata', 'UTC'];

async function fill(database: Database) {
  const db = database.db;
  const started = Date.now();
  await db.execute(sql`insert into iot_station (station_name, dept_id, capacity, time_zone, latitude, longitude, status)
    select 'Plant ' || g, 100 + g % 9, 8, ${JSON.stringify(ZONES)}::jsonb ->> (g % ${ZONES.length}), -50 + random() * 110, -180 + random() * 360, case when g % 20 = 0 then '1' else '2' end
    from generate_series(1, ${STATIONS}) g`);
  await db.execute(sql`insert into iot_wn (wn_id, station_id, dept_id, power, private_key, online_status, current_power, last_data_time)
    select 'D' || lpad((s.id * 100 + g)::text, 13, '0'), s.id, s.dept_id, 800, 'k', case when random() < 0.9 then '1' else '0' end,
      random() * 800, now() - random() * interval '30 minutes'
    from iot_station s cross join generate_series(1, ${PER_STATION}) g`);
  await db.execute(sql`insert into iot_energy_station (station_id, period, period_start, energy_wh, dept_id)
    select s.id, p.period, p.start, 1000 + random() * 40000, s.dept_id from iot_station s cross join lateral (
      select 'd' as period, (current_date - g)::date as start from generate_series(0, 29) g
      union all select 'm', (date_trunc('month', current_date) - g * interval '1 month')::date from generate_series(0, 11) g
      union all select 'y', (date_trunc('year', current_date) - g * interval '1 year')::date from generate_series(0, 1) g) p`);
  await db.execute(sql`insert into iot_config_change_record (request_id, device_type, device_id, command, record_status, expire_time, dept_id)
    select 'bench-' || g, 'wn', 'x', 'start', '1', now() + interval '1 hour', 100 + g % 9 from generate_series(1, ${STATIONS / 5}) g`);
  await db.execute(sql`with u as (insert into sys_user (user_name, nick_name, password, dept_id) values ('bench-dealer', 'Dealer', ${await hashPassword('dealer123')}, 103) returning user_id)
    insert into sys_user_role (user_id, role_id) select user_id, 3 from u`);
  await db.execute(sql`analyze`);
  const loaded = Date.now();
  await refreshStationSummary(db);
  const first = Date.now();
  await refreshStationSummary(db);
  await db.execute(sql`analyze`);
  const [n] = await rowsOf<{ s: number; w: number }>(db, sql`select (select count(*)::int from iot_station_summary) as s, (select count(*)::int from iot_wn) as w`);
  console.log(
    `${database.kind}: ${n.s} stations, ${n.w} inverters loaded in ${((loaded - started) / 1000).toFixed(1)} s; the summary job refreshes them in ${first - loaded} ms (then ${Date.now() - first} ms)`,
  );
  // Every inverter reports each 5 minutes: one debounce window of ingest touches this many stations.
  const touched = Math.min(n.s, Math.ceil((n.w * SUMMARY_DEBOUNCE_MS) / REPORT_EVERY_MS));
  const ids = (await rowsOf<{ id: number }>(db, sql`select id::float8 as id from iot_station order by random() limit ${touched}`)).map((r) => r.id);
  const refresh = await latency(20, () => refreshStationSummary(db, ids));
  console.log(`refresh after ingest: the ${touched} stations one ${SUMMARY_DEBOUNCE_MS / 1000} s window of reports touches ${fmt(refresh)} (one statement per window and node)`);
}

async function main() {
  const bench = await benchApp(fill);
  const url = `${bench.base}/iot/dashboard`;
  for (const [who, password] of [
    ['admin', 'admin123'],
    ['bench-dealer', 'dealer123'],
  ]) {
    const headers = await bench.signIn(who, password);
    const sample = JSON.stringify(await getOk(url, headers));
    const bare = Fastify();
    bare.get('/dashboard', async (_req, reply) => reply.type('application/json').send(sample));
    await bare.listen({ port: 0, host: '127.0.0.1' });
    const bareUrl = `http://127.0.0.1:${(bare.server.address() as { port: number }).port}/dashboard`;
    const api = await latency(RUNS, () => getOk(url, headers));
    const baseline = await latency(RUNS, () => fetch(bareUrl).then((r) => r.json()));
    const stations = (JSON.parse(sample) as { data: { stations: { total: number } } }).data.stations.total;
    console.log(
      `${who.padEnd(12)} (${stations} stations, ${(sample.length / 1024).toFixed(0)} KB) GET /iot/dashboard ${fmt(api)} | bare Fastify, same JSON ${fmt(baseline)} | p99 ratio ${(api.p99 / baseline.p99).toFixed(1)}x`,
    );
    await bare.close();
  }
  await bench.close();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
