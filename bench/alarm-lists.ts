/**
 * The alarm screens over a fleet that has alarmed for a while: 10,000 stations
 * of 10 inverters, 20 alarm records per station (one in twenty still open,
 * rule texts looked up in the caller's language). The first page of the current alarms and of the alarm
 * records is asked for by the administrator (every organization) and by a
 * dealer (its organization and below), against a bare Fastify route sending
 * the same JSON, both measured in this run. Prints p50/p99 and the ratio.
 *
 *   npx tsx bench/alarm-lists.ts [--stations 10000] [--per-station 20] [--runs 200]
 *
 * On the embedded database (no DATABASE_URL) the default shrinks to 1,000 stations.
 */
import { parseArgs } from 'node:util';
import Fastify from 'fastify';
import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../apps/server/src/db/client.ts';
import { hashPassword } from '../apps/server/src/db/bootstrap.ts';
import { benchApp, fmt, getOk, latency } from './lib/bench-app.ts';

const { values: args } = parseArgs({
  options: { stations: { type: 'string', default: process.env.DATABASE_URL ? '10000' : '1000' }, 'per-station': { type: 'string', default: '20' }, runs: { type: 'string', default: '200' } },
});
const STATIONS = Number(args.stations);
const PER_STATION = Number(args['per-station']);
const RUNS = Number(args.runs);

async function fill(database: Database) {
  const db = database.db;
  const started = Date.now();
  await db.execute(sql`insert into iot_station (station_name, dept_id, capacity) select 'Plant ' || g, 100 + g % 9, 8 from generate_series(1, ${STATIONS}) g`);
  await db.execute(sql`insert into iot_wn (wn_id, station_id, dept_id, power, private_key, status)
    select 'D' || lpad((s.id * 100 + g)::text, 13, '0'), s.id, s.dept_id, 800, 'k', '1' from iot_station s cross join generate_series(0, 9) g`);
  // Record g of a station: an inverter bit (mi 0…11, pv1 0…4), every twentieth still open, older ones further back in time.
  await db.execute(sql`insert into iot_alarm_record (device_type, device_id, station_id, alarm_type, bit_num, alarm_code, alarm_level, alarm_status,
      start_time, last_seen_time, end_time, dept_id, user_id)
    select 'wn', 'D' || lpad((s.id * 100 + g % 10)::text, 13, '0'), s.id, case when g % 3 = 0 then 'pv1' else 'mi' end,
      case when g % 3 = 0 then g % 5 else g % 12 end, 'CODE', '1', case when g % 20 = 0 then '0' else '1' end,
      now() - (g * interval '7 hours') - random() * interval '1 hour', now() - (g * interval '7 hours'),
      case when g % 20 = 0 then null else now() - (g * interval '7 hours') + interval '20 minutes' end, s.dept_id, 1
    from iot_station s cross join generate_series(1, ${PER_STATION}) g`);
  await db.execute(sql`with u as (insert into sys_user (user_name, nick_name, password, dept_id) values ('bench-dealer', 'Dealer', ${await hashPassword('dealer123')}, 103) returning user_id)
    insert into sys_user_role (user_id, role_id) select user_id, 3 from u`);
  await db.execute(sql`analyze`);
  const [n] = await rowsOf<{ all: number; open: number }>(db, sql`select count(*)::int as all, count(*) filter (where alarm_status = '0')::int as open from iot_alarm_record`);
  console.log(`${database.kind}: ${STATIONS} stations, ${n.all} alarm records (${n.open} open) loaded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

async function main() {
  const bench = await benchApp(fill);
  for (const [who, password] of [
    ['admin', 'admin123'],
    ['bench-dealer', 'dealer123'],
  ]) {
    const headers = { ...(await bench.signIn(who, password)), 'lang-type': 'de_DE' };
    for (const path of ['/iot/alarm/list', '/iot/alarmRecord/list']) {
      const url = `${bench.base}${path}?pageSize=20`;
      const sample = JSON.stringify(await getOk(url, headers));
      const bare = Fastify();
      bare.get('/list', async (_req, reply) => reply.type('application/json').send(sample));
      await bare.listen({ port: 0, host: '127.0.0.1' });
      const bareUrl = `http://127.0.0.1:${(bare.server.address() as { port: number }).port}/list`;
      const api = await latency(RUNS, () => getOk(url, headers));
      const baseline = await latency(RUNS, () => fetch(bareUrl).then((r) => r.json()));
      const total = (JSON.parse(sample) as { total: number }).total;
      console.log(`${who.padEnd(12)} GET ${path.padEnd(22)} (${total} rows) ${fmt(api)} | bare Fastify, same JSON ${fmt(baseline)} | p99 ratio ${(api.p99 / baseline.p99).toFixed(1)}x`);
      await bare.close();
    }
  }
  await bench.close();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
