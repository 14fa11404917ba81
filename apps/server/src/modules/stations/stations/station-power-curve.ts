import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { PowerSeries } from '@cniot/contract/stations/station-detail';
import type { Db } from '../../../db/client.ts';
import { visibleStationWith } from './station-access.ts';
import { dayOrToday, instantAndClock, localOf, midnight } from './zoned-sql.ts';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** Any zone's local day lies within 14 hours of the UTC day of that date (offsets run from -12 to +14). */
const ZONE_REACH_MS = 14 * HOUR_MS;

/**
 * Constant bounds around the asked day, so the planner prunes telemetry
 * partitions before it runs (the day's own bounds depend on the station's
 * zone); without a date, the station's today lies within a day of now.
 */
export function reach(date: string | undefined): { from: number; to: number } {
  if (!date) return { from: Date.now() - DAY_MS - HOUR_MS, to: Date.now() + DAY_MS + HOUR_MS };
  const [y, m, d] = date.split('-').map(Number);
  const utcDay = Date.UTC(y, m - 1, d);
  return { from: utcDay - ZONE_REACH_MS, to: utcDay + DAY_MS + ZONE_REACH_MS };
}

/**
 * The day's power curve in one query: the station (in scope), its local day
 * (without a date, the station's today) and every 5-minute point of that day
 * (23, 24 or 25 hours), each inverter's mean summed over the inverters that
 * reported for the station; null where none did.
 */
export async function powerCurve(db: Db, req: FastifyRequest, id: number, date: string | undefined): Promise<PowerSeries> {
  const { from, to } = reach(date);
  // Points on the 5-minute marks of UTC, which every zone's clock shares (offsets are whole quarter hours).
  const step = sql`interval '5 minutes'`;
  const points = sql`
    select b.day::text as date, ${instantAndClock(sql`g.t`)}, g.w
    from (select d.day, ${midnight(sql`d.day`)} as start, ${midnight(sql`(d.day + 1)`)} as stop from (select ${dayOrToday(date)} as day) d) b
    cross join lateral (
      select s.t, p.w from generate_series(b.start, b.stop - interval '1 millisecond', ${step}) s(t)
      left join (
        select x.k, sum(x.p)::float8 as w
        from (select date_bin(${step}, r.ts, timestamptz 'epoch') as k, avg(r.ac_power) as p from iot_wn_data r
              where r.station_id = iot_station.id and r.ts >= b.start and r.ts < b.stop and r.ac_power is not null
                and r.ts >= to_timestamp(${from / 1000}) and r.ts < to_timestamp(${to / 1000})
              group by r.wn_id, k) x
        group by x.k) p on p.k = s.t) g`;
  const { station, rows } = await visibleStationWith<{ date: string; t: number; local: number; w: number | null }>(db, req, id, 't', points);
  rows.sort((a, b) => a.t - b.t);
  return {
    stationId: station.id,
    timeZone: station.timeZone,
    date: rows[0].date,
    intervalMinutes: 5,
    points: rows.map((r) => {
      const at = localOf(r);
      return { time: at.iso, label: at.clock, powerW: r.w };
    }),
  };
}
