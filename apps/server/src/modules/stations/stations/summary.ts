import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../../db/client.ts';
import type { JobHandler } from '../../../jobs/job-handler.ts';
import { DAYLIGHT_ELEVATION_DEG, outsideDcAc, systemStatusSql } from './station-state.ts';
import { sunElevation } from './sun.ts';

/** A device that has sent nothing for this long is "not reporting" (reports come every 5 minutes by default). */
export const REPORT_WINDOW = sql`interval '15 minutes'`;
/** Below this share of its zone's median specific yield a station is "far below its peers". */
const PEER_RATIO_LIMIT = 0.5;
/** Peers are compared only once they have produced this much today (kWh/kWp): mornings are noise. */
const PEER_MIN_YIELD = 0.2;

/**
 * Recomputes the summary rows (`iot_station_summary`) of the given stations,
 * or of all of them: power of the inverters reporting now, device counts,
 * today's and this month's energy in each station's calendar, lifetime
 * energy, daylight, the ratio to the peers of its zone, and why it needs
 * attention. One statement (the full refresh first updates each zone's
 * median yield); the dashboard then reads a row per station instead of every
 * device. Rows are written in station order, so refreshes running at once on
 * several nodes (the job, ingest) wait for each other instead of deadlocking.
 */
/** Each zone's today is the UTC day, the one before or the one after: bounds the roll-up rows a refresh reads. */
const utcDay = sql`(now() at time zone 'UTC')::date`;

/**
 * Inverters, batteries and meters of the stations `station` matches: a
 * refresh of a few hundred stations looks each one up by index (a join per
 * station), the full one reads the device tables once.
 */
const devicesOf = (station: SQL) => sql`
  select 'wn' as kind, station_id, online_status, last_data_time, current_power, power::float8 as rated from iot_wn where del_flag = '0' and station_id ${station}
  union all select 'battery', station_id, online_status, last_data_time, null, null from iot_battery where del_flag = '0' and station_id ${station}
  union all select 'meter', station_id, online_status, last_data_time, null, null from iot_meter where del_flag = '0' and station_id ${station}`;

export async function refreshStationSummary(db: Db, stationIds?: number[]): Promise<void> {
  // An array parameter tells the planner how many stations there are: a few hundred are looked up by index, not by scanning every device.
  const only: SQL = stationIds ? sql`and s.id = any(${`{${stationIds.join(',')}}`}::int8[])` : sql``;
  if (!stationIds) await refreshPeers(db);
  await db.execute(sql`
    with st as (
      select s.id, s.dept_id, s.user_id, s.status, s.capacity::float8 as capacity, s.time_zone, s.latitude, s.longitude,
        (now() at time zone s.time_zone)::date as today, ${sunElevation(sql`s.latitude`, sql`s.longitude`, sql`now()`)} as elevation
      from iot_station s where s.del_flag = '0' ${only}
    ),
    dev as (
      select x.station_id, count(*)::int as total, count(*) filter (where x.online_status = '1')::int as online,
        count(*) filter (where x.online_status = '1' and (x.last_data_time is null or x.last_data_time < now() - ${REPORT_WINDOW}))::int as silent,
        count(*) filter (where x.kind = 'wn' and x.last_data_time >= now() - ${REPORT_WINDOW})::int as reporting,
        coalesce(sum(x.current_power) filter (where x.kind = 'wn' and x.online_status = '1' and x.last_data_time >= now() - ${REPORT_WINDOW}), 0) as power,
        max(x.last_data_time) filter (where x.kind = 'wn') as last_data, coalesce(sum(x.rated), 0) as rated
      from ${stationIds ? sql`st cross join lateral (${devicesOf(sql`= st.id`)}) x` : sql`(${devicesOf(sql`in (select id from st)`)}) x`}
      group by x.station_id
    ),
    lifetime as (
      select e.station_id, sum(e.energy_wh) as wh from iot_energy_station e where e.period = 'y' and e.station_id in (select id from st) group by e.station_id
    ),
    rows as (
      select st.*, coalesce(dev.total, 0) as total, coalesce(dev.online, 0) as online, coalesce(dev.silent, 0) as silent,
        coalesce(dev.reporting, 0) as reporting, coalesce(dev.power, 0) as power, dev.last_data, coalesce(dev.rated, 0) as rated,
        coalesce(d.energy_wh, 0) as day_wh, coalesce(m.energy_wh, 0) as month_wh, coalesce(l.wh, 0) as total_wh,
        ${systemStatusSql({ built: sql`st.status = '2'`, reporting: sql`coalesce(dev.reporting, 0)`, power: sql`coalesce(dev.power, 0)`, online: sql`coalesce(dev.online, 0)`, elevation: sql`st.elevation` })} as system_status,
        case when st.capacity > 0 then coalesce(d.energy_wh, 0) / 1000 / st.capacity end as yield,
        coalesce(st.elevation > ${DAYLIGHT_ELEVATION_DEG}, false) as daylight
      from st left join dev on dev.station_id = st.id
      left join iot_energy_station d on d.station_id = st.id and d.period = 'd' and d.period_start = st.today and d.period_start between ${utcDay} - 1 and ${utcDay} + 1
      left join iot_energy_station m on m.station_id = st.id and m.period = 'm' and m.period_start = date_trunc('month', st.today)::date
        and m.period_start between date_trunc('month', ${utcDay} - 1)::date and ${utcDay} + 1
      left join lifetime l on l.station_id = st.id
    )
    insert into iot_station_summary (station_id, dept_id, user_id, system_status, power_w, capacity, rated_w, devices_total, devices_online, devices_not_reporting,
      last_data_time, day_start, day_wh, month_wh, total_wh, daylight, peer_ratio, attention, refreshed_at)
    select r.id, r.dept_id, r.user_id, r.system_status, r.power, r.capacity, r.rated, r.total, r.online, r.silent, r.last_data, r.today, r.day_wh, r.month_wh, r.total_wh,
      r.daylight, ratio.v,
      case when r.system_status = '3' or r.total = 0 then null
           when r.daylight and r.system_status = '2' then 1 when r.daylight and r.system_status = '1' then 2
           when r.daylight and ratio.v < ${PEER_RATIO_LIMIT} then 3
           when ${outsideDcAc(sql`r.capacity`, sql`r.rated`)} then 4 end,
      now()
    from rows r left join iot_station_peers peers on peers.time_zone = r.time_zone
    cross join lateral (select case when peers.median_yield >= ${PEER_MIN_YIELD} and r.yield is not null then r.yield / peers.median_yield end as v) ratio
    order by r.id
    on conflict (station_id) do update set dept_id = excluded.dept_id, user_id = excluded.user_id, system_status = excluded.system_status,
      power_w = excluded.power_w, capacity = excluded.capacity, rated_w = excluded.rated_w, devices_total = excluded.devices_total, devices_online = excluded.devices_online,
      devices_not_reporting = excluded.devices_not_reporting, last_data_time = excluded.last_data_time, day_start = excluded.day_start,
      day_wh = excluded.day_wh, month_wh = excluded.month_wh, total_wh = excluded.total_wh, daylight = excluded.daylight,
      peer_ratio = excluded.peer_ratio, attention = excluded.attention, refreshed_at = excluded.refreshed_at`);
  if (!stationIds) await db.execute(sql`delete from iot_station_summary m where not exists (select 1 from iot_station s where s.id = m.station_id and s.del_flag = '0')`);
}

/** Each zone's median yield of the producing stations, from the yields the summary holds (the previous refresh's). */
async function refreshPeers(db: Db): Promise<void> {
  await db.execute(sql`
    with medians as (
      select p.time_zone, percentile_cont(0.5) within group (order by ps.day_wh / 1000 / p.capacity::float8) as median
      from iot_station p join iot_station_summary ps on ps.station_id = p.id
      where p.del_flag = '0' and p.status = '2' and ps.system_status = '0' and p.capacity > 0
      group by p.time_zone
    ),
    gone as (delete from iot_station_peers where time_zone not in (select time_zone from medians))
    insert into iot_station_peers (time_zone, median_yield, refreshed_at) select time_zone, median, now() from medians
    on conflict (time_zone) do update set median_yield = excluded.median_yield, refreshed_at = excluded.refreshed_at`);
}

/** Every minute (migration 0143): one node refreshes every station's summary. */
export const stationSummaryJob: JobHandler<Record<string, never> | undefined> = {
  name: 'stationSummary',
  description: 'Refreshes power, energy and status per station for the dashboard and the station lists',
  args: z.object({}).strict().optional(),
  async run(app) {
    const started = Date.now();
    await refreshStationSummary(app.db);
    return `Station summaries refreshed in ${Date.now() - started} ms`;
  },
};
