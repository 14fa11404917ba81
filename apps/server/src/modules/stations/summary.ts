import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { JobHandler } from '../../jobs/job-handler.ts';
import { sunElevation } from './sun.ts';

/** A device that has sent nothing for this long is "not reporting" (reports come every 5 minutes by default). */
export const REPORT_WINDOW = sql`interval '15 minutes'`;
/** Sun higher than this above the horizon: a healthy plant produces. */
const DAYLIGHT_ELEVATION_DEG = 10;
/** Below this share of its zone's median specific yield a station is "far below its peers". */
const PEER_RATIO_LIMIT = 0.5;
/** Peers are compared only once they have produced this much today (kWh/kWp): mornings are noise. */
const PEER_MIN_YIELD = 0.2;

/**
 * Recomputes the summary rows (`iot_station_summary`) of the given stations,
 * or of all of them: power of the inverters reporting now, device counts,
 * today's and this month's energy in each station's calendar, lifetime
 * energy, daylight, the ratio to the peers of its zone, and why it needs
 * attention. One statement; the dashboard then reads a row per station
 * instead of every device. Rows are written in station order, so refreshes
 * running at once on several nodes (the job, ingest) wait for each other
 * instead of deadlocking.
 */
export async function refreshStationSummary(db: Db, stationIds?: number[]): Promise<void> {
  const only: SQL = stationIds ? sql`and s.id in (select json_array_elements_text(${JSON.stringify(stationIds)})::int8)` : sql``;
  await db.execute(sql`
    with st as (
      select s.id, s.dept_id, s.user_id, s.status, s.capacity::float8 as capacity, s.time_zone, s.latitude, s.longitude,
        (now() at time zone s.time_zone)::date as today
      from iot_station s where s.del_flag = '0' ${only}
    ),
    dev as (
      select x.station_id, count(*)::int as total, count(*) filter (where x.online_status = '1')::int as online,
        count(*) filter (where x.online_status = '1' and (x.last_data_time is null or x.last_data_time < now() - ${REPORT_WINDOW}))::int as silent,
        count(*) filter (where x.kind = 'wn' and x.last_data_time >= now() - ${REPORT_WINDOW})::int as reporting,
        coalesce(sum(x.current_power) filter (where x.kind = 'wn' and x.online_status = '1' and x.last_data_time >= now() - ${REPORT_WINDOW}), 0) as power,
        max(x.last_data_time) filter (where x.kind = 'wn') as last_data
      from (select 'wn' as kind, station_id, online_status, last_data_time, current_power from iot_wn where del_flag = '0' and station_id in (select id from st)
            union all select 'battery', station_id, online_status, last_data_time, null from iot_battery where del_flag = '0' and station_id in (select id from st)
            union all select 'meter', station_id, online_status, last_data_time, null from iot_meter where del_flag = '0' and station_id in (select id from st)) x
      group by x.station_id
    ),
    energy as (
      select st.id,
        coalesce((select e.energy_wh from iot_energy_station e where e.station_id = st.id and e.period = 'd' and e.period_start = st.today), 0) as day_wh,
        coalesce((select e.energy_wh from iot_energy_station e where e.station_id = st.id and e.period = 'm' and e.period_start = date_trunc('month', st.today)::date), 0) as month_wh,
        coalesce((select sum(e.energy_wh) from iot_energy_station e where e.station_id = st.id and e.period = 'y'), 0) as total_wh
      from st
    ),
    rows as (
      select st.*, coalesce(dev.total, 0) as total, coalesce(dev.online, 0) as online, coalesce(dev.silent, 0) as silent,
        coalesce(dev.reporting, 0) as reporting, coalesce(dev.power, 0) as power, dev.last_data, e.day_wh, e.month_wh, e.total_wh,
        case when st.status <> '2' then '3' when coalesce(dev.reporting, 0) > 0 then '0' when coalesce(dev.online, 0) > 0 then '1' else '2' end as system_status,
        case when st.capacity > 0 then e.day_wh / 1000 / st.capacity end as yield,
        coalesce(${sunElevation(sql`st.latitude`, sql`st.longitude`, sql`now()`)} > ${DAYLIGHT_ELEVATION_DEG}, false) as daylight
      from st left join dev on dev.station_id = st.id join energy e on e.id = st.id
    ),
    peers as (
      select p.time_zone, percentile_cont(0.5) within group (order by y.yield) as median
      from iot_station p join iot_station_summary ps on ps.station_id = p.id
      cross join lateral (select case when p.capacity > 0 then ps.day_wh / 1000 / p.capacity::float8 end as yield) y
      where p.del_flag = '0' and p.status = '2' and ps.system_status = '0' and y.yield is not null
        ${stationIds ? sql`and p.time_zone in (select time_zone from st)` : sql``}
      group by p.time_zone
    )
    insert into iot_station_summary (station_id, dept_id, user_id, system_status, power_w, capacity, devices_total, devices_online, devices_not_reporting,
      last_data_time, day_start, day_wh, month_wh, total_wh, daylight, peer_ratio, attention, refreshed_at)
    select r.id, r.dept_id, r.user_id, r.system_status, r.power, r.capacity, r.total, r.online, r.silent, r.last_data, r.today, r.day_wh, r.month_wh, r.total_wh,
      r.daylight, ratio.v,
      case when r.system_status = '3' or r.total = 0 or not r.daylight then null
           when r.system_status = '2' then 1 when r.system_status = '1' then 2
           when ratio.v < ${PEER_RATIO_LIMIT} then 3 end,
      now()
    from rows r left join peers on peers.time_zone = r.time_zone
    cross join lateral (select case when peers.median >= ${PEER_MIN_YIELD} and r.yield is not null then r.yield / peers.median end as v) ratio
    order by r.id
    on conflict (station_id) do update set dept_id = excluded.dept_id, user_id = excluded.user_id, system_status = excluded.system_status,
      power_w = excluded.power_w, capacity = excluded.capacity, devices_total = excluded.devices_total, devices_online = excluded.devices_online,
      devices_not_reporting = excluded.devices_not_reporting, last_data_time = excluded.last_data_time, day_start = excluded.day_start,
      day_wh = excluded.day_wh, month_wh = excluded.month_wh, total_wh = excluded.total_wh, daylight = excluded.daylight,
      peer_ratio = excluded.peer_ratio, attention = excluded.attention, refreshed_at = excluded.refreshed_at`);
  if (!stationIds) await db.execute(sql`delete from iot_station_summary m where not exists (select 1 from iot_station s where s.id = m.station_id and s.del_flag = '0')`);
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
