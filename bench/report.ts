/**
 * The monthly station report (docs/stations.md, "Monthly report"): the time
 * to make one station's report of last month (its figures, the performance
 * ratio with the expected energy computed where missing, the PDF) against the
 * bare queries of the same figures (the month's day roll-ups and its alarms),
 * both measured in this run, per station. Prints p50/p99 and the ratio; the
 * limit is 2 s per station.
 *
 *   npx tsx bench/report.ts [--stations 50] [--runs 50]
 */
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../apps/server/src/db/client.ts';
import { reportData } from '../apps/server/src/modules/stations/stations/report/report-data.ts';
import { reportPdf } from '../apps/server/src/modules/stations/stations/report/report-pdf.ts';
import { benchApp, fmt, latency } from './lib/bench-app.ts';

const { values: args } = parseArgs({ options: { stations: { type: 'string', default: '50' }, runs: { type: 'string', default: '50' } } });
const STATIONS = Number(args.stations);
const RUNS = Number(args.runs);
const MONTH = '2025-10';

async function fill(database: Database) {
  await database.db.execute(sql`insert into iot_station (station_name, dept_id, capacity, time_zone, latitude, longitude, status)
    select 'Report plant ' || g, 103, 5 + g % 7, 'Europe/Berlin', 47 + random() * 7, 6 + random() * 9, '2' from generate_series(1, ${STATIONS}) g`);
  await database.db.execute(sql`insert into iot_energy_station (station_id, period, period_start, energy_wh, dept_id)
    select s.id, 'd', d::date, 2000 + random() * 30000, 103 from iot_station s cross join generate_series(${`${MONTH}-01`}::date, ${`${MONTH}-31`}::date, interval '1 day') d
    where s.station_name like 'Report plant %'`);
  await database.db.execute(sql`insert into iot_alarm_record (station_id, alarm_type, alarm_code, alarm_status, start_time)
    select s.id, 'mi', 'notReporting', case when g = 1 then '0' else '1' end, ${`${MONTH}-10`}::timestamptz + g * interval '1 day' from iot_station s cross join generate_series(1, 5) g
    where s.station_name like 'Report plant %'`);
  await database.db.execute(sql`analyze`);
}

async function main() {
  const bench = await benchApp(fill);
  const db = bench.database.db;
  const stations = await rowsOf<{ id: number; stationName: string; timeZone: string; capacity: number }>(
    db,
    sql`select id::float8 as id, station_name as "stationName", time_zone as "timeZone", capacity::float8 as capacity from iot_station where station_name like 'Report plant %' order by id`,
  );
  const make = async (i: number) => reportPdf(await reportData(db, stations[i % stations.length], MONTH), i % 2 ? 'zh_CN' : 'de_DE');
  // The first reports compute each station's expected energy of the month (31 days) and load the fonts.
  const cold = await latency(stations.length, make);
  const bare = (i: number) => {
    const id = stations[i % stations.length].id;
    return Promise.all([
      rowsOf(db, sql`select period_start, energy_wh from iot_energy_station where station_id = ${id} and period = 'd' and period_start between ${`${MONTH}-01`}::date and ${`${MONTH}-31`}::date`),
      rowsOf(
        db,
        sql`select count(*) from iot_alarm_record where station_id = ${id} and start_time >= ${`${MONTH}-01`}::timestamptz and start_time < ${`${MONTH}-01`}::timestamptz + interval '1 month'`,
      ),
    ]);
  };
  // Taken in turn, so the report and its baseline meet the same moments of load.
  const warm: number[] = [];
  const base: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    let start = performance.now();
    await make(i);
    warm.push(performance.now() - start);
    start = performance.now();
    await bare(i);
    base.push(performance.now() - start);
  }
  const pct = (ms: number[], p: number) => [...ms].sort((a, b) => a - b)[Math.min(ms.length - 1, Math.floor(ms.length * p))];
  const w = { p50: pct(warm, 0.5), p99: pct(warm, 0.99) };
  const b = { p50: pct(base, 0.5), p99: pct(base, 0.99) };
  console.log(`${bench.database.kind}: ${stations.length} stations, month ${MONTH}`);
  console.log(`first report per station (expected energy computed, fonts loaded once) ${fmt(cold)}`);
  console.log(
    `report per station ${fmt(w)} | bare queries ${fmt(b)} | p50 ratio ${(w.p50 / b.p50).toFixed(1)}x, p99 ratio ${(w.p99 / b.p99).toFixed(1)}x | limit 2000 ms: ${w.p99 <= 2000 ? 'met' : 'MISSED'}`,
  );
  await bench.close();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
