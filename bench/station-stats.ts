/**
 * Station statistics from roll-ups: one station of 100 inverters with 2 years
 * of 5-minute telemetry (raw rows as devices send them; roll-ups computed from
 * them by the time-zone re-computation, the ingest's rules replayed), then the
 * day/month/year/total bars and the day's power curve over HTTP (session,
 * permission, scope, the station's zone) against a bare query of the same
 * rows, and against a bare Fastify route answering that query (no session,
 * no scope), all measured in this run, the three calls taken in turn so each
 * sees the same moments of load. Prints p50/p99 and the p99 ratios.
 *
 *   npx tsx bench/station-stats.ts [--inverters 100] [--days 730] [--runs 300]
 *
 * On the embedded database (no DATABASE_URL) the defaults shrink to 20
 * inverters and 60 days: PGlite is not meant for 21 million rows.
 */
import { parseArgs } from 'node:util';
import Fastify from 'fastify';
import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Database } from '../apps/server/src/db/client.ts';
import { recomputeStationEnergy } from '../apps/server/src/gateway/ingest/energy-recompute.ts';
import { dayBounds } from '../apps/server/src/lib/zoned.ts';
import { benchApp, fmt, getOk, interleaved } from './lib/bench-app.ts';

const full = !!process.env.DATABASE_URL;
const { values: args } = parseArgs({
  options: { inverters: { type: 'string', default: full ? '100' : '20' }, days: { type: 'string', default: full ? '730' : '60' }, runs: { type: 'string', default: '300' } },
});
const INVERTERS = Number(args.inverters);
const DAYS = Number(args.days);
const RUNS = Number(args.runs);
const ZONE = 'Europe/Berlin';
const END = Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate());
const START = END - DAYS * 86_400_000;
let station = 0;

/**
 * A sine day from 06:00 to 18:00 UTC, each inverter at its own share of 800 W; the lifetime counter is its running sum.
 * Rows go in in time order, as a fleet's reports arrive, so a day of the station lies together on disk.
 */
async function fill(database: Database) {
  const db = database.db;
  [{ id: station }] = await rowsOf<{ id: number }>(
    db,
    sql`insert into iot_station (station_name, dept_id, capacity, time_zone, status) values ('Bench plant', 100, ${(INVERTERS * 800) / 1000}, ${ZONE}, '2') returning id::float8 as id`,
  );
  await db.execute(sql`insert into iot_wn (wn_id, station_id, dept_id, power, private_key)
    select 'B' || lpad(g::text, 13, '0'), ${station}, 100, 800, md5(g::text) from generate_series(1, ${INVERTERS}) g`);
  for (let m = START; m < END + 31 * 86_400_000; m += 28 * 86_400_000) await db.execute(sql`select iot_ensure_month_partition('iot_wn_data', ${new Date(m).toISOString()}::timestamptz)`);
  const started = Date.now();
  const curve = sql`(select s as step, greatest(0, sin(pi() * (s / 12.0 - 6) / 12)) as f, sum(greatest(0, sin(pi() * (s / 12.0 - 6) / 12))) over (order by s) as cum from generate_series(0, 287) s)`;
  const daily = (await rowsOf<{ d: number }>(db, sql`select sum(greatest(0, sin(pi() * (s / 12.0 - 6) / 12)))::float8 as d from generate_series(0, 287) s`))[0].d;
  for (let day = 0; day < DAYS; day += 30) {
    await db.execute(sql`
      insert into iot_wn_data (wn_id, ts, station_id, dept_id, ac_power, total_wh)
      select w.wn_id, to_timestamp(${START / 1000}::float8 + (d * 288 + c.step) * 300), ${station}, 100, w.share * 800 * c.f,
        100000 + (d * ${daily}::float8 + c.cum) * w.share * 800 / 12
      from (select wn_id, 0.8 + (right(wn_id, 3)::int % 20) / 100.0 as share from iot_wn where station_id = ${station}) w
      cross join generate_series(${day}::int, ${Math.min(day + 29, DAYS - 1)}::int) d cross join ${curve} c
      order by d, c.step, w.wn_id`);
  }
  const loaded = Date.now();
  await db.transaction((tx) => recomputeStationEnergy(tx, station));
  await db.execute(sql`analyze`);
  const [n] = await rowsOf<{ raw: number; hours: number }>(db, sql`select (select count(*)::int from iot_wn_data) as raw, (select count(*)::int from iot_energy_station_hour) as hours`);
  console.log(
    `${database.kind}: ${n.raw} raw rows of ${INVERTERS} inverters over ${DAYS} days loaded in ${((loaded - started) / 1000).toFixed(1)} s; roll-ups (${n.hours} station hours) re-computed from them in ${((Date.now() - loaded) / 1000).toFixed(1)} s`,
  );
}

const pick = (i: number) => new Date(START + ((i * 7919) % DAYS) * 86_400_000 + 43_200_000).toISOString().slice(0, 10);

async function main() {
  const bench = await benchApp(fill);
  const headers = await bench.signIn('admin', 'admin123');
  const db = bench.database.db;
  const api = (path: (i: number) => string) => (i: number) => getOk(`${bench.base}/iot/station/${path(i)}`, headers);
  const bounds = (i: number) => dayBounds(pick(i), ZONE);
  const cases: [string, (i: number) => Promise<unknown>, (i: number) => SQL][] = [
    [
      'day (hour bars)',
      api((i) => `statisticsGenerateElectricityDayData/${station}?date=${pick(i)}`),
      (i) =>
        sql`select hour_start, energy_wh from iot_energy_station_hour where station_id = ${station} and hour_start >= to_timestamp(${bounds(i).start / 1000}) and hour_start < to_timestamp(${bounds(i).end / 1000})`,
    ],
    [
      'month (day bars)',
      api((i) => `statisticsGenerateElectricityMonthData/${station}?date=${pick(i).slice(0, 7)}`),
      (i) =>
        sql`select period_start, energy_wh from iot_energy_station where station_id = ${station} and period = 'd' and period_start >= ${`${pick(i).slice(0, 7)}-01`}::date and period_start < (${`${pick(i).slice(0, 7)}-01`}::date + interval '1 month')`,
    ],
    [
      'year (month bars)',
      api((i) => `statisticsGenerateElectricityYearData/${station}?date=${pick(i).slice(0, 4)}`),
      (i) =>
        sql`select period_start, energy_wh from iot_energy_station where station_id = ${station} and period = 'm' and period_start between ${`${pick(i).slice(0, 4)}-01-01`}::date and ${`${pick(i).slice(0, 4)}-12-01`}::date`,
    ],
    [
      'total (year bars)',
      api(() => `statisticsGenerateElectricityTotalData/${station}`),
      () => sql`select period_start, energy_wh from iot_energy_station where station_id = ${station} and period = 'y'`,
    ],
    [
      'power curve (raw, 5 min)',
      api((i) => `statisticsStationPowerData/${station}?date=${pick(i)}`),
      (i) =>
        sql`select floor(extract(epoch from ts) / 300) as k, sum(ac_power) from iot_wn_data where station_id = ${station} and ts >= to_timestamp(${bounds(i).start / 1000}) and ts < to_timestamp(${bounds(i).end / 1000}) group by k`,
    ],
  ];
  const route = Fastify();
  route.get('/:n/:i', async (req) => {
    const { n, i } = req.params as { n: string; i: string };
    return rowsOf(db, cases[Number(n)][2](Number(i)));
  });
  await route.listen({ port: 0, host: '127.0.0.1' });
  const routeBase = `http://127.0.0.1:${(route.server.address() as { port: number }).port}`;
  for (const [n, [name, viaApi, query]] of cases.entries()) {
    const [a, b, r] = await interleaved(RUNS, [viaApi, (i) => rowsOf(db, query(i)), (i) => fetch(`${routeBase}/${n}/${i}`).then((res) => res.json())]);
    console.log(`${name.padEnd(26)} API ${fmt(a)} | bare query ${fmt(b)} (${(a.p99 / b.p99).toFixed(1)}x) | bare route ${fmt(r)} (${(a.p99 / r.p99).toFixed(1)}x)`);
  }
  await route.close();
  await bench.close();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
