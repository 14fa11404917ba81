import { sql, type SQL } from 'drizzle-orm';
import { localHourStart } from '../../lib/zoned.ts';
import { jsonParam } from '../raw-sql.ts';
import { EnergySums } from './energy.ts';

/**
 * Station energy per local hour, booked with the day/month/year roll-ups:
 * the hour is keyed by the instant it starts on the station's clock, so a
 * 25-hour day keeps its repeated hour apart and every hour of a day adds up
 * to the day.
 */
export class StationHours {
  private readonly sums = new EnergySums<{ st: number; h: number }>();

  add(stationId: number, bookTs: number, timeZone: string, wh: number): void {
    let h: number;
    try {
      h = localHourStart(bookTs, timeZone);
    } catch {
      // A bad zone name must not stop ingest; the day roll-ups book it in UTC too.
      h = localHourStart(bookTs, 'UTC');
    }
    this.sums.add(`${stationId}:${h}`, { st: stationId, h }, wh);
  }

  /** The upsert, or undefined when nothing is to be booked. */
  statement(): SQL | undefined {
    const rows = this.sums.rows().filter((r) => r.wh !== 0);
    if (!rows.length) return undefined;
    return sql`
      insert into iot_energy_station_hour (station_id, hour_start, energy_wh)
      select x.st, to_timestamp(x.h / 1000.0), x.wh from json_to_recordset(${jsonParam(rows)}) as x(st int8, h float8, wh float8)
      on conflict (station_id, hour_start)
      do update set energy_wh = iot_energy_station_hour.energy_wh + excluded.energy_wh, update_time = now()`;
  }
}
