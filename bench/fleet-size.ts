/**
 * Fleet size on PostgreSQL: 100,000 inverters in 10,000 stations with a month
 * of roll-ups and 5-minute raw telemetry, loaded in bulk (bench/lib/fleet-fill.ts),
 * then rows, table and index sizes, bytes per day (raw telemetry measured on a
 * sample of the fleet and scaled by rows, since heap and B-tree grow with
 * their rows), and the station list, dashboard and statistics routes timed
 * against the same routes of a demo-size installation in the same run (calls
 * taken in turn, so both see the same load). Both databases are dropped after.
 *
 *   npx tsx bench/fleet-size.ts [--inverters 100000] [--per-station 10] [--days 30] [--raw-inverters 10000] [--raw-days 1] [--runs 60]
 *
 * Needs DATABASE_URL (a PostgreSQL server; the bench creates its own databases).
 */
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../apps/server/src/db/client.ts';
import { benchApp, fmt, getOk, interleaved, type BenchApp } from './lib/bench-app.ts';
import { fillFleet, type FleetShape } from './lib/fleet-fill.ts';
import { DEMO_COUNTS } from '../apps/server/src/db/demo/demo-fleet.ts';
import { provisionFleet } from '../apps/server/src/db/demo/provision-fleet.ts';
import { seedDemoStations } from '../apps/server/src/db/demo/demo-stations.ts';

const { values: args } = parseArgs({
  options: {
    inverters: { type: 'string', default: '100000' },
    'per-station': { type: 'string', default: '10' },
    days: { type: 'string', default: '30' },
    'raw-inverters': { type: 'string', default: '10000' },
    'raw-days': { type: 'string', default: '1' },
    runs: { type: 'string', default: '60' },
  },
});
const shape: FleetShape = {
  inverters: Number(args.inverters),
  perStation: Number(args['per-station']),
  days: Number(args.days),
  rawInverters: Number(args['raw-inverters']),
  rawDays: Number(args['raw-days']),
};
const RUNS = Number(args.runs);
const SLOTS_PER_DAY = 288;
const MB = 1048576;

interface Size {
  name: string;
  rows: number;
  heap: number;
  index: number;
}

/** Heap (with TOAST) and index bytes of a table, summed over its partitions. */
async function sizeOf(db: Db, table: string): Promise<Size> {
  const [s] = await rowsOf<Omit<Size, 'name'>>(
    db,
    sql`select (select count(*) from ${sql.identifier(table)})::float8 as rows,
          coalesce(sum(pg_table_size(relid)), 0)::float8 as heap, coalesce(sum(pg_indexes_size(relid)), 0)::float8 as index
        from (select relid from pg_partition_tree(${table}::regclass) union select ${table}::regclass) x`,
  );
  return { name: table, ...s };
}

const mb = (bytes: number) => (bytes < MB ? `${(bytes / 1024).toFixed(0)} kB` : `${(bytes / MB).toFixed(1)} MB`);
const gb = (bytes: number) => `${(bytes / MB / 1024).toFixed(1)} GB`;

async function report(db: Db) {
  console.log('sizes at fleet size (heap incl. TOAST | indexes):');
  const sizes: Size[] = [];
  for (const t of ['iot_wn_data', 'iot_energy_device', 'iot_energy_station', 'iot_energy_station_hour', 'iot_station_summary', 'iot_wn', 'iot_station']) {
    const s = await sizeOf(db, t);
    sizes.push(s);
    console.log(
      `  ${t.padEnd(24)} ${String(s.rows).padStart(10)} rows  ${mb(s.heap).padStart(10)} | ${mb(s.index).padStart(10)}  (${((s.heap + s.index) / Math.max(1, s.rows)).toFixed(0)} bytes a row)`,
    );
  }
  const raw = sizes[0];
  const perRow = (raw.heap + raw.index) / raw.rows;
  const rowsPerDay = shape.inverters * SLOTS_PER_DAY;
  const rawDay = rowsPerDay * perRow;
  // Roll-ups: a day of one inverter and of one station (the month and year rows are updated in place, not added).
  const [dev, st, hour] = sizes.slice(1, 4);
  const rollupDay = (dev.heap + dev.index) / shape.days + (st.heap + st.index) / shape.days + (hour.heap + hour.index) / shape.days;
  console.log(`raw telemetry: ${perRow.toFixed(0)} bytes a row (${(raw.heap / raw.rows) | 0} heap + ${(raw.index / raw.rows) | 0} index), ${rowsPerDay} rows a day for ${shape.inverters} inverters`);
  console.log(`  per day ${gb(rawDay)}, per 30 days ${gb(rawDay * 30)}; roll-ups per day ${mb(rollupDay)} (kept)`);
  console.log(`  1,000,000 inverters: per day ${gb(rawDay * 10)}, per 30 days ${gb(rawDay * 300)}`);
}

async function main() {
  if (!process.env.DATABASE_URL) throw new Error('fleet-size needs DATABASE_URL (a PostgreSQL server; it creates and drops its own databases)');
  let picked = { station: 0, day: '' };
  const apps: BenchApp[] = [];
  try {
    // The demo of `npm start`: its fleet and its stations' year of history.
    apps.push(
      await benchApp(
        async (database) => {
          await provisionFleet(database.db, DEMO_COUNTS);
          await seedDemoStations(database.db);
        },
        undefined,
        'demo',
      ),
    );
    const t0 = performance.now();
    apps.push(await benchApp(async (database) => void (picked = await fillFleet(database.db, shape)), undefined, 'fleet'));
    console.log(`fleet loaded in ${((performance.now() - t0) / 1000).toFixed(0)} s`);
    const [demo, fleet] = apps;
    await report(fleet.database.db);
    const [demoPick] = await rowsOf<{ id: number; day: string }>(
      demo.database.db,
      sql`select station_id::float8 as id, (max(ts) - interval '1 day')::date::text as day from iot_wn_data group by station_id order by count(*) desc limit 1`,
    );
    const sides = [
      { app: demo, headers: await demo.signIn('admin', 'admin123'), station: demoPick.id, day: demoPick.day },
      { app: fleet, headers: await fleet.signIn('admin', 'admin123'), station: picked.station, day: picked.day },
    ];
    const routes: Array<[string, (s: (typeof sides)[number], i: number) => Promise<unknown>]> = [
      ['station list (page of 10)', (s, i) => postOk(`${s.app.base}/iot/station/list`, s.headers, { pageNum: 1 + (i % 5), pageSize: 10 })],
      ['dashboard', (s) => getOk(`${s.app.base}/iot/dashboard`, s.headers)],
      ['statistics: month bars', (s) => getOk(`${s.app.base}/iot/station/statisticsGenerateElectricityMonthData/${s.station}?date=${s.day.slice(0, 7)}`, s.headers)],
      ['statistics: day power curve', (s) => getOk(`${s.app.base}/iot/station/statisticsStationPowerData/${s.station}?date=${s.day}`, s.headers)],
    ];
    console.log(`routes as the administrator, demo size against fleet size, ${RUNS} calls each taken in turn:`);
    for (const [name, call] of routes) {
      const [d, f] = await interleaved(
        RUNS,
        sides.map((s) => (i: number) => call(s, i)),
      );
      console.log(`  ${name.padEnd(28)} demo ${fmt(d)} | fleet ${fmt(f)} | ratio p50 ${(f.p50 / d.p50).toFixed(1)}x, p99 ${(f.p99 / d.p99).toFixed(1)}x`);
    }
  } finally {
    for (const app of apps) await app.close();
  }
}

async function postOk(url: string, headers: Record<string, string>, body: unknown): Promise<unknown> {
  const res = await fetch(url, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const json = (await res.json()) as { code: number };
  if (json.code !== 200) throw new Error(`${url}: ${JSON.stringify(json).slice(0, 200)}`);
  return json;
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
