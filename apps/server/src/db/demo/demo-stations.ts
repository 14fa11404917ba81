import { sql } from 'drizzle-orm';
import { recomputeStationEnergy } from '../../gateway/ingest/energy-recompute.ts';
import { Partitions } from '../../gateway/ingest/partitions.ts';
import { nextRun } from '../../modules/stations/power/next-run.ts';
import { sunElevation } from '../../modules/stations/sun.ts';
import { refreshStationSummary } from '../../modules/stations/summary.ts';
import { rowsOf, type Db } from '../client.ts';
import { iotWnData } from '../schema/device-data.ts';
import { DEMO_PV_FACTORS } from './demo-pv-faults.ts';

const MARK = 'simulator';
const HISTORY_DAYS = 14;
const PANELS_PER_ROW = 4;

/**
 * Two weeks of readings for simulated inverters that have none yet, in raw
 * telemetry as devices send them (10-minute steps, power following the sun
 * with some cloud; each PV input's counter too, the demo's shaded panel and
 * dead string included), then the station roll-ups computed from them exactly as
 * a time-zone change does. The device cursors end at the last reading, so the
 * simulator continues the counters (fleet file `totalWh`) without a jump. The
 * counters are whole Wh as devices send them: a stored 924037.4 followed by the
 * simulator's rounded 924037 would read as a counter reset and book the whole
 * lifetime again.
 */
async function backfill(db: Db): Promise<void> {
  const stations = await rowsOf<{ id: number }>(
    db,
    sql`select distinct s.id::float8 as id from iot_station s join iot_wn w on w.station_id = s.id and w.del_flag = '0'
        where s.remark = ${MARK} and s.del_flag = '0' and w.energy_total_wh is null and w.last_data_time is null`,
  );
  if (!stations.length) return;
  const now = Date.now();
  await new Partitions(db).ensureAll(iotWnData, Array.from({ length: HISTORY_DAYS + 1 }, (_, i) => now - i * 86_400_000));
  const sun = sunElevation(sql`s.latitude`, sql`s.longitude`, sql`g.ts`);
  await db.transaction(async (tx) => {
    for (const { id } of stations) {
      await tx.execute(sql`
        insert into iot_wn_data (wn_id, ts, station_id, dept_id, user_id, ac_power, total_wh, pv_total_wh, run_state)
        select x.wn_id, x.ts, x.station_id, x.dept_id, x.user_id, round((x.w * x.health)::numeric, 1)::float8, floor(x.start_wh + x.made * x.health),
          array(select floor(x.start_wh / cardinality(x.factors) + x.made / cardinality(x.factors) * f) from unnest(x.factors) f), 'running'
        from (
          select w.*, g.ts, p.w, sum(p.w / 6) over (partition by w.wn_id order by g.ts) as made
          from (select wn_id, station_id, dept_id, user_id, power::float8 as rated, round(100000 + random() * 900000) as start_wh, f.factors,
                  (select avg(v) from unnest(f.factors) v) as health
                from iot_wn
                cross join lateral (select array(select jsonb_array_elements_text(${JSON.stringify(DEMO_PV_FACTORS)}::jsonb -> wn_id)::float8) as listed) f0
                cross join lateral (select case when cardinality(f0.listed) > 0 then f0.listed else array_fill(1::float8, array[least(greatest(wn_type::int, 1), 6)]) end as factors) f
                where station_id = ${id} and del_flag = '0' and energy_total_wh is null) w
          join iot_station s on s.id = w.station_id
          cross join generate_series(date_trunc('hour', now()) - make_interval(days => ${HISTORY_DAYS}), now() - interval '10 minutes', interval '10 minutes') g(ts)
          cross join lateral (select round((greatest(0, sin(radians(${sun}))) * w.rated * (0.55 + 0.45 * random()))::numeric, 1)::float8 as w) p
        ) x
        on conflict do nothing`);
      await tx.execute(sql`
        update iot_wn w set energy_total_wh = r.last_wh, energy_ts = r.last_ts, energy_first_wh = r.first_wh, energy_first_ts = r.first_ts, last_data_time = r.last_ts
        from (select wn_id, max(ts) as last_ts, min(ts) as first_ts, (array_agg(total_wh order by ts desc))[1] as last_wh, (array_agg(total_wh order by ts))[1] as first_wh
              from iot_wn_data where station_id = ${id} group by wn_id) r
        where w.wn_id = r.wn_id and w.del_flag = '0'`);
      await recomputeStationEnergy(tx, id);
    }
  });
}

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
    for (const [time, start] of [['22:00', '0'], ['05:30', '1']]) {
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
  await backfill(db);
  await layouts(db);
  await extras(db);
  await refreshStationSummary(db);
}
