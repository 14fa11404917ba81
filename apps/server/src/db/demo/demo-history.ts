import { sql, type SQL } from 'drizzle-orm';
import { recomputeStationEnergy } from '../../gateway/ingest/energy-recompute.ts';
import { Partitions } from '../../gateway/ingest/partitions.ts';
import { sunElevation } from '../../modules/stations/stations/sun.ts';
import { rowsOf, type Db } from '../client.ts';
import { iotWnData } from '../schema/device-data.ts';
import { demoBalance } from './demo-balance.ts';
import { DEMO_PV_FACTORS } from './demo-pv-faults.ts';

const MARK = 'simulator';
/** A year of roll-ups, so this month, this year and lifetime differ and the year chart has its twelve months. */
export const HISTORY_DAYS = 365;
/** The recent days also as raw telemetry every 5 minutes (power curves, PV inputs, underperformance). */
export const RAW_DAYS = 7;
/** Panels per inverter rating: the demo's DC capacity is 1.1 times its inverters' AC rating (provision-fleet). */
export const DC_PER_AC = 1.1;

/** Clear-sky share of the panels' peak at an elevation (air mass weakens a low sun), as the simulator has it. */
const clearSky = (elevation: SQL) => sql`case when ${elevation} > 0 then power(sin(radians(${elevation})), 1.3) else 0 end`;

/**
 * The demo's history for simulated inverters that have none yet, made in a
 * few statements whatever its length: a year of hours under the sun of each
 * plant (clear sky times a cloud factor per plant and day, 0.2 to 0.9 and 0.9 on the last three UTC days, times
 * the health of each inverter's inputs), booked straight into the hour, day,
 * month and year roll-ups; the last RAW_DAYS also as raw telemetry every 5
 * minutes, as devices send it, booked by the ingest's own replay. The
 * counters carry the older year (plus what the devices made before the
 * platform first saw them), so the simulator continues them without a jump.
 * Counters are whole Wh as devices send them: a stored 924037.4 followed by
 * the simulator's rounded 924037 would read as a reset.
 */
export async function demoHistory(db: Db): Promise<void> {
  const stations = await rowsOf<{ id: number }>(
    db,
    sql`select distinct s.id::float8 as id from iot_station s join iot_wn w on w.station_id = s.id and w.del_flag = '0'
        where s.remark = ${MARK} and s.del_flag = '0' and w.energy_total_wh is null and w.last_data_time is null`,
  );
  if (!stations.length) return;
  const ids = sql`(${sql.join(
    stations.map((s) => sql`${s.id}::int8`),
    sql`, `,
  )})`;
  const now = Date.now();
  await new Partitions(db).ensureAll(
    iotWnData,
    Array.from({ length: RAW_DAYS + 1 }, (_, i) => now - i * 86_400_000),
  );
  const rawStart = sql`(date_trunc('hour', now()) - make_interval(days => ${RAW_DAYS}))`;
  const historyStart = sql`(date_trunc('hour', now()) - make_interval(days => ${HISTORY_DAYS}))`;
  await db.transaction(async (tx) => {
    // Each inverter's effective peak: its panels (DC_PER_AC of its rating) times the health of its inputs.
    await tx.execute(sql`
      create temp table demo_inv on commit drop as
      select w.wn_id, w.station_id, w.dept_id, w.user_id, w.power::float8 as rated, f.factors,
        w.power::float8 * ${DC_PER_AC} * (select avg(v) from unnest(f.factors) v) as peak, 100000 + floor(random() * 900000) as before_wh
      from iot_wn w
      cross join lateral (select array(select jsonb_array_elements_text(${JSON.stringify(DEMO_PV_FACTORS)}::jsonb -> w.wn_id)::float8) as listed) f0
      cross join lateral (select case when cardinality(f0.listed) > 0 then f0.listed else array_fill(1::float8, array[least(greatest(w.wn_type::int, 1), 6)]) end as factors) f
      where w.station_id in ${ids} and w.del_flag = '0' and w.energy_total_wh is null`);
    await tx.execute(sql`
      create temp table demo_cloud on commit drop as
      select s.id as station_id, d.day::date as day,
        -- The last three UTC days are bright: the first day the underperformance job judges (yesterday, locally)
        -- must be light enough to judge (MIN_INPUT_WH_PER_PANEL), or a winter demo would show its shaded panels by chance.
        -- A plant's local yesterday is UTC's today east of Greenwich after its midnight (Berlin from 23:00 UTC), and
        -- UTC's day before yesterday west of it in the evening, so all three must be bright.
        case when d.day::date between (now() at time zone 'UTC')::date - 2 and (now() at time zone 'UTC')::date then 0.9 else 0.2 + 0.7 * random() end as cloud
      from iot_station s cross join generate_series((${historyStart} at time zone 'UTC')::date, (now() at time zone 'UTC')::date, interval '1 day') d(day)
      where s.id in ${ids}`);
    // Wh per W of peak in each hour before the raw days (sun at the middle of the hour).
    await tx.execute(sql`
      create temp table demo_sky on commit drop as
      select s.id as station_id, s.time_zone, g.ts, ${clearSky(sql`e.v`)} * c.cloud as x
      from iot_station s cross join generate_series(${historyStart}, ${rawStart} - interval '1 hour', interval '1 hour') g(ts)
      cross join lateral (select ${sunElevation(sql`s.latitude`, sql`s.longitude`, sql`(g.ts + interval '30 minutes')`)} as v) e
      join demo_cloud c on c.station_id = s.id and c.day = (g.ts at time zone 'UTC')::date
      where s.id in ${ids}`);
    await tx.execute(sql`delete from demo_sky where x <= 0`);
    await tx.execute(sql`
      create temp table demo_day on commit drop as
      select station_id, (ts at time zone time_zone)::date as day, sum(x) as x from demo_sky group by 1, 2`);

    await tx.execute(sql`
      insert into iot_wn_data (wn_id, ts, station_id, dept_id, user_id, ac_power, total_wh, pv_total_wh, pv_power, run_state)
      select x.wn_id, x.ts, x.station_id, x.dept_id, x.user_id, round(x.w::numeric, 1)::float8, floor(x.start_wh + x.made),
        array(select floor(x.start_wh / cardinality(x.factors) + coalesce(x.made / nullif(x.health, 0), 0) / cardinality(x.factors) * f) from unnest(x.factors) f),
        array(select round((coalesce(x.w / nullif(x.health, 0), 0) / cardinality(x.factors) * f)::numeric, 1)::real from unnest(x.factors) f), 'running'
      from (
        select i.*, i.before_wh + coalesce(older.x, 0) * i.peak as start_wh,
          i.peak / i.rated / ${DC_PER_AC} as health, g.ts, p.w, sum(p.w / 12) over (partition by i.wn_id order by g.ts) as made
        from demo_inv i
        left join (select station_id, sum(x) as x from demo_day group by station_id) older on older.station_id = i.station_id
        join iot_station s on s.id = i.station_id
        cross join generate_series(${rawStart}, now() - interval '5 minutes', interval '5 minutes') g(ts)
        join demo_cloud c on c.station_id = s.id and c.day = (g.ts at time zone 'UTC')::date
        cross join lateral (select ${sunElevation(sql`s.latitude`, sql`s.longitude`, sql`g.ts`)} as v) e
        cross join lateral (select ${clearSky(sql`e.v`)} * c.cloud * (0.85 + 0.15 * random()) * i.peak as w) p
      ) x
      on conflict do nothing`);
    await tx.execute(sql`
      update iot_wn w set energy_total_wh = r.last_wh, energy_ts = r.last_ts, energy_first_wh = r.first_wh, energy_first_ts = r.first_ts, last_data_time = r.last_ts
      from (select wn_id, max(ts) as last_ts, min(ts) as first_ts, (array_agg(total_wh order by ts desc))[1] as last_wh, (array_agg(total_wh order by ts))[1] as first_wh
            from iot_wn_data where station_id in ${ids} group by wn_id) r
      where w.wn_id = r.wn_id and w.del_flag = '0'`);
    for (const { id } of stations) await recomputeStationEnergy(tx as unknown as Db, id);

    // The older year, added to what the replay booked on the raw days (the day, month and year they share).
    const periods = sql`(values ('d', d.day), ('m', date_trunc('month', d.day)::date), ('y', date_trunc('year', d.day)::date)) p(period, start)`;
    await tx.execute(sql`
      insert into iot_energy_device (device_type, device_id, period, period_start, energy_wh, station_id, dept_id, user_id)
      select 'wn', i.wn_id, p.period, p.start, sum(d.x * i.peak), i.station_id, i.dept_id, i.user_id
      from demo_day d join demo_inv i on i.station_id = d.station_id cross join lateral ${periods}
      group by i.wn_id, p.period, p.start, i.station_id, i.dept_id, i.user_id
      on conflict (device_type, device_id, period, period_start) do update set energy_wh = iot_energy_device.energy_wh + excluded.energy_wh`);
    await tx.execute(sql`
      insert into iot_energy_station (station_id, period, period_start, energy_wh, dept_id, user_id)
      select s.id, p.period, p.start, sum(d.x * k.peak), s.dept_id, s.user_id
      from demo_day d join iot_station s on s.id = d.station_id
      join (select station_id, sum(peak) as peak from demo_inv group by station_id) k on k.station_id = d.station_id
      cross join lateral ${periods}
      group by s.id, p.period, p.start, s.dept_id, s.user_id
      on conflict (station_id, period, period_start) do update set energy_wh = iot_energy_station.energy_wh + excluded.energy_wh`);
    await tx.execute(sql`
      insert into iot_energy_station_hour (station_id, hour_start, energy_wh)
      select x.station_id, x.ts, x.x * k.peak from demo_sky x join (select station_id, sum(peak) as peak from demo_inv group by station_id) k on k.station_id = x.station_id
      on conflict (station_id, hour_start) do update set energy_wh = iot_energy_station_hour.energy_wh + excluded.energy_wh`);
    await demoBalance(tx as unknown as Db, ids, HISTORY_DAYS);
  });
}
