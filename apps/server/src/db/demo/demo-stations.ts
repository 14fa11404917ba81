import { sql } from 'drizzle-orm';
import { nextRun } from '../../modules/stations/stations/power/next-run.ts';
import { refreshStationSummary } from '../../modules/stations/stations/summary.ts';
import { rowsOf, type Db } from '../client.ts';
import { demoHistory } from './demo-history.ts';

const MARK = 'simulator';
const PANELS_PER_ROW = 4;

/** A layout per simulated plant: four panels a row, each wired to an inverter input in order. */
async function layouts(db: Db): Promise<void> {
  const rows = await rowsOf<{ station_id: number; wn_id: string; inputs: number }>(
    db,
    sql`select w.station_id::float8 as station_id, w.wn_id, least(w.wn_type::int, 6) as inputs from iot_wn w join iot_station s on s.id = w.station_id
        where s.remark = ${MARK} and w.del_flag = '0' and not exists (select 1 from iot_station_layout l where l.station_id = s.id) order by w.station_id, w.wn_id`,
  );
  const byStation = new Map<number, { wnId: string; pvIndex: number }[]>();
  for (const r of rows) {
    const panels = byStation.get(r.station_id) ?? [];
    for (let pv = 1; pv <= r.inputs; pv++) panels.push({ wnId: r.wn_id, pvIndex: pv });
    byStation.set(r.station_id, panels);
  }
  for (const [stationId, panels] of byStation) {
    const cells = panels.map((p, i) => ({ row: Math.floor(i / PANELS_PER_ROW), column: i % PANELS_PER_ROW, ...p }));
    await db.execute(sql`
      insert into iot_station_layout (station_id, layout_name, panel_direction, orientation_angle, tilt_angle, layout_rows, layout_columns, cells, update_by)
      values (${stationId}, 'Main roof', '1', 180, 30, ${Math.ceil(panels.length / PANELS_PER_ROW)}, ${PANELS_PER_ROW}, ${JSON.stringify(cells)}::jsonb, 'demo')
      on conflict (station_id) do nothing`);
  }
}

/** What a dealer's day looks like besides its plants: a site under construction, evening shutdowns, a starred plant. */
async function extras(db: Db): Promise<void> {
  const [site] = await rowsOf<{ id: number }>(db, sql`select id::float8 as id from iot_station where remark = 'demo' and del_flag = '0' limit 1`);
  if (site) return;
  await db.execute(sql`
    insert into iot_station (station_name, station_address, dept_id, capacity, time_zone, latitude, longitude, status, user_nick_name, user_email, remark, create_by)
    values ('Augsburg carport', 'Augsburg', 104, 12.4, 'Europe/Berlin', 48.37, 10.9, '1', 'Stadtwerke', 'carport@example.com', 'demo', 'demo')`);
  const [munich] = await rowsOf<{ id: number; zone: string; dept: number | null }>(
    db,
    sql`select id::float8 as id, time_zone as zone, dept_id::float8 as dept from iot_station where remark = ${MARK} and station_address = 'Munich' and del_flag = '0' order by id limit 1`,
  );
  if (munich) {
    for (const [time, start] of [
      ['22:00', '0'],
      ['05:30', '1'],
    ]) {
      await db.execute(sql`
        insert into iot_station_power (station_id, run_time, frequency_status, start_status, next_run_time, dept_id, remark, create_by)
        values (${munich.id}, ${time}, '1,2,3,4,5,6,7', ${start}, ${new Date(nextRun(time, '1,2,3,4,5,6,7', munich.zone, Date.now()))}, ${munich.dept}, 'demo', 'demo')`);
    }
  }
  await db.execute(sql`
    insert into iot_station_favorite (user_id, station_id, status, dept_id)
    select u.user_id, s.id, '1', u.dept_id from sys_user u, iot_station s
    where u.user_name = 'dealer' and s.remark = ${MARK} and s.station_address = 'Berlin' and s.del_flag = '0'
    on conflict do nothing`);
}

/** The demo's stations beyond the simulated fleet itself: history, layouts, the extras, then a first summary for the dashboard. */
export async function seedDemoStations(db: Db): Promise<void> {
  await demoHistory(db);
  await layouts(db);
  await extras(db);
  await refreshStationSummary(db);
}
