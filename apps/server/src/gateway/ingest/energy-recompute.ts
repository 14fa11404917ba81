import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client.ts';
import { jsonParam } from '../raw-sql.ts';
import { rebuildBalanceDays } from './balance-book.ts';

/** What a period of a reading is in a zone given as SQL: its local day, month and year. */
const periods = (ts: ReturnType<typeof sql>, zone: ReturnType<typeof sql>) => sql`
  (values ('d', (${ts} at time zone ${zone})::date),
          ('m', date_trunc('month', ${ts} at time zone ${zone})::date),
          ('y', date_trunc('year', ${ts} at time zone ${zone})::date)) as p(period, start)`;

/**
 * Re-books a station's energy in its time zone (after the zone changed) from
 * the lifetime counters in raw telemetry, inside the caller's transaction.
 *
 * Every inverter that ever reported while bound to the station is replayed
 * oldest first under the ingest's rules (docs/device-protocol.md §5: the
 * first reading counts nothing, a lower counter is a reset counting its own
 * value, an implausible jump counts nothing): each difference is booked on
 * the local hour, day, month and year of the reading that closes it, on the
 * station that reading was taken for. The replayed devices' own roll-ups are
 * rebuilt the same way (each in the zone of its station then), so device and
 * station figures keep adding up; the totals do not change, only the days
 * they fall on. The balance's days are summed again from its 5-minute
 * slots, which no zone moves.
 */
export async function recomputeStationEnergy(tx: Db, stationId: number): Promise<{ devices: number }> {
  await rebuildBalanceDays(tx, stationId);
  const devices = (await rowsOf<{ id: string }>(tx, sql`select distinct wn_id as id from iot_wn_data where station_id = ${stationId}`)).map((d) => d.id);
  if (devices.length === 0) {
    await tx.execute(sql`delete from iot_energy_station where station_id = ${stationId}`);
    await tx.execute(sql`delete from iot_energy_station_hour where station_id = ${stationId}`);
    return { devices: 0 };
  }
  const ids = sql`(select json_array_elements_text(${jsonParam(devices)}))`;
  // Ingest locks device rows first: holding them makes batches arriving meanwhile wait for the new zone. A batch
  // already waiting read the old zone before it waited, so its few minutes of energy keep the old zone's days.
  await tx.execute(sql`select 1 from iot_wn where wn_id in ${ids} and del_flag = '0' order by wn_id for update`);
  await tx.execute(sql`
    create temp table energy_replay on commit drop as
    select r.wn_id, r.ts, r.station_id,
      case when r.prev_wh is null then 0
           when r.total_wh < r.prev_wh then r.total_wh
           when coalesce(w.power, 0) > 0
            and r.total_wh - r.prev_wh > w.power * extract(epoch from r.ts - r.prev_ts) / 3600 * 1.5 + 10 then 0
           else r.total_wh - r.prev_wh end as wh
    from (select d.wn_id, d.ts, d.station_id, d.total_wh,
            lag(d.total_wh) over w as prev_wh, lag(d.ts) over w as prev_ts
          from iot_wn_data d where d.wn_id in ${ids} and d.total_wh is not null
          window w as (partition by d.wn_id order by d.ts)) r
    left join iot_wn w on w.wn_id = r.wn_id and w.del_flag = '0'`);

  const zoneOf = sql`coalesce(s.time_zone, 'UTC')`;
  await tx.execute(sql`delete from iot_energy_device where device_type = 'wn' and device_id in ${ids}`);
  await tx.execute(sql`
    insert into iot_energy_device (device_type, device_id, period, period_start, energy_wh, station_id, dept_id, user_id)
    select 'wn', x.wn_id, p.period, p.start, sum(x.wh), max(x.station_id), max(w.dept_id), max(w.user_id)
    from energy_replay x
    left join iot_station s on s.id = x.station_id
    left join iot_wn w on w.wn_id = x.wn_id and w.del_flag = '0'
    cross join lateral ${periods(sql`x.ts`, zoneOf)}
    where x.wh > 0
    group by x.wn_id, p.period, p.start`);

  await tx.execute(sql`delete from iot_energy_station where station_id = ${stationId}`);
  await tx.execute(sql`
    insert into iot_energy_station (station_id, period, period_start, energy_wh, dept_id, user_id)
    select s.id, p.period, p.start, sum(x.wh), s.dept_id, s.user_id
    from energy_replay x join iot_station s on s.id = x.station_id
    cross join lateral ${periods(sql`x.ts`, sql`s.time_zone`)}
    where x.station_id = ${stationId} and x.wh > 0
    group by s.id, p.period, p.start, s.dept_id, s.user_id`);

  await tx.execute(sql`delete from iot_energy_station_hour where station_id = ${stationId}`);
  await tx.execute(sql`
    insert into iot_energy_station_hour (station_id, hour_start, energy_wh)
    select s.id, x.ts - ((x.ts at time zone s.time_zone) - date_trunc('hour', x.ts at time zone s.time_zone)) as h, sum(x.wh)
    from energy_replay x join iot_station s on s.id = x.station_id
    where x.station_id = ${stationId} and x.wh > 0
    group by s.id, h`);
  await tx.execute(sql`drop table energy_replay`);
  return { devices: devices.length };
}
