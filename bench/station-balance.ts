/**
 * The station energy balance from its roll-ups: one plant with a meter and a
 * battery and a year of 5-minute balance slots (and their local days), then
 * the day (5-minute steps), month, year and total balance over HTTP (session,
 * permission, scope, the station's zone) against a bare query of the same
 * rows, the two calls taken in turn so each sees the same moments of load.
 * Prints p50/p99 and the p99 ratio. Goal: API p99 ≤ 50 ms on PostgreSQL.
 *
 *   DATABASE_URL=postgres://… npx tsx bench/station-balance.ts [--days 365] [--runs 300]
 */
import { parseArgs } from 'node:util';
import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Database } from '../apps/server/src/db/client.ts';
import { rebuildBalanceDays } from '../apps/server/src/gateway/ingest/balance-book.ts';
import { dayBounds } from '../apps/server/src/lib/zoned.ts';
import { benchApp, fmt, getOk, interleaved } from './lib/bench-app.ts';

const { values: args } = parseArgs({ options: { days: { type: 'string', default: '365' }, runs: { type: 'string', default: '300' } } });
const DAYS = Number(args.days);
const RUNS = Number(args.runs);
const ZONE = 'Europe/Berlin';
const END = Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate());
const START = END - DAYS * 86_400_000;
let station = 0;

/** A sine PV day, a flat 400 W house, the battery taking a fifth of the PV and giving it back at night, the grid the rest. */
async function fill(database: Database) {
  const db = database.db;
  [{ id: station }] = await rowsOf<{ id: number }>(
    db,
    sql`insert into iot_station (station_name, dept_id, capacity, time_zone, status) values ('Bench balance plant', 100, 5, ${ZONE}, '2') returning id::float8 as id`,
  );
  await db.execute(sql`insert into iot_meter (meter_id, meter_key, station_id, dept_id) values ('BM0000000000001', 'benchkey', ${station}, 100)`);
  await db.execute(sql`insert into iot_battery (battery_id, battery_key, station_id, dept_id) values ('BB0000000000001', 'benchkeybenchkey', ${station}, 100)`);
  const started = Date.now();
  await db.execute(sql`
    insert into iot_energy_balance_slot (station_id, slot_start, pv_wh, import_wh, export_wh, charge_wh, discharge_wh, soc_sum, soc_n)
    select ${station}, t, pv, greatest(0, 400 / 12.0 - pv * 0.8 - dis), greatest(0, pv * 0.8 + dis - 400 / 12.0), pv * 0.2, dis, 50, 1
    from (select t, 5000 / 12.0 * greatest(0, sin(pi() * (extract(hour from t) + extract(minute from t) / 60 - 6) / 12)) as pv,
            case when extract(hour from t) >= 19 then 100 / 12.0 else 0 end as dis
          from generate_series(to_timestamp(${START / 1000}), to_timestamp(${END / 1000}) - interval '5 minutes', interval '5 minutes') t) x`);
  await db.transaction((tx) => rebuildBalanceDays(tx, station));
  await db.execute(sql`analyze`);
  const [n] = await rowsOf<{ slots: number; days: number }>(db, sql`select (select count(*)::int from iot_energy_balance_slot) as slots, (select count(*)::int from iot_energy_balance_day) as days`);
  console.log(`${database.kind}: ${n.slots} balance slots and ${n.days} days over ${DAYS} days loaded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

const pick = (i: number) => new Date(START + ((i * 7919) % DAYS) * 86_400_000 + 43_200_000).toISOString().slice(0, 10);
const flows = sql`pv_wh, import_wh, export_wh, charge_wh, discharge_wh`;

async function main() {
  const bench = await benchApp(fill);
  const headers = await bench.signIn('admin', 'admin123');
  const db = bench.database.db;
  const api = (path: (i: number) => string) => (i: number) => getOk(`${bench.base}/iot/station/energyBalance${path(i)}`, headers);
  const bounds = (i: number) => dayBounds(pick(i), ZONE);
  const month = (i: number) => `${pick(i).slice(0, 7)}-01`;
  const cases: [string, (i: number) => Promise<unknown>, (i: number) => SQL][] = [
    [
      'day (5-minute steps)',
      api((i) => `Day/${station}?date=${pick(i)}`),
      (i) =>
        sql`select slot_start, ${flows}, soc_sum, soc_n from iot_energy_balance_slot where station_id = ${station} and slot_start >= to_timestamp(${bounds(i).start / 1000}) and slot_start < to_timestamp(${bounds(i).end / 1000})`,
    ],
    [
      'month (days)',
      api((i) => `Month/${station}?date=${pick(i).slice(0, 7)}`),
      (i) => sql`select day, ${flows} from iot_energy_balance_day where station_id = ${station} and day >= ${month(i)}::date and day < (${month(i)}::date + interval '1 month')`,
    ],
    [
      'year (months)',
      api((i) => `Year/${station}?date=${pick(i).slice(0, 4)}`),
      (i) =>
        sql`select date_trunc('month', day), sum(pv_wh), sum(import_wh), sum(export_wh), sum(charge_wh), sum(discharge_wh) from iot_energy_balance_day where station_id = ${station} and day >= ${`${pick(i).slice(0, 4)}-01-01`}::date and day < ${`${Number(pick(i).slice(0, 4)) + 1}-01-01`}::date group by 1`,
    ],
    [
      'total (years)',
      api(() => `Total/${station}`),
      () => sql`select date_trunc('year', day), sum(pv_wh), sum(import_wh), sum(export_wh), sum(charge_wh), sum(discharge_wh) from iot_energy_balance_day where station_id = ${station} group by 1`,
    ],
  ];
  for (const [name, viaApi, query] of cases) {
    const [a, b] = await interleaved(RUNS, [viaApi, (i) => rowsOf(db, query(i))]);
    console.log(`${name.padEnd(22)} API ${fmt(a)} | bare query ${fmt(b)} (p99 ${(a.p99 / b.p99).toFixed(1)}x)${a.p99 <= 50 ? '' : '  above the 50 ms goal'}`);
  }
  await bench.close();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
