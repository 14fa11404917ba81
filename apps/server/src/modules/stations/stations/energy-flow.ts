import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { StationFlow } from '@cniot/contract/stations/station-balance';
import type { Db } from '../../../db/client.ts';
import { visibleStationWith } from './station-access.ts';
import { REPORT_WINDOW } from './summary.ts';

interface Row extends Record<string, unknown> {
  pv_w: number | null;
  pv_ts: number | null;
  grid_w: number | null;
  grid_ts: number | null;
  battery_w: number | null;
  soc: number | null;
  battery_ts: number | null;
  meters: number;
  batteries: number;
}

const fresh = (alias: string) => sql`${sql.raw(alias)}.del_flag = '0' and ${sql.raw(alias)}.last_data_time > now() - ${REPORT_WINDOW}`;
const newest = (alias: string) => sql.raw(`round(extract(epoch from max(${alias}.last_data_time)) * 1000)::float8`);

/**
 * The station's flow now, from each device's latest report of the last 15
 * minutes (the summary's window, `REPORT_WINDOW`): PV is the inverters' AC
 * power, the grid the meters' `outputPower` (positive exporting), a battery's
 * power its current times its voltage (positive charging). The home takes
 * what is left: PV + import + discharge − export − charge.
 */
export async function stationFlow(db: Db, req: FastifyRequest, id: number): Promise<StationFlow> {
  const rows = sql`
    select p.pv_w, p.pv_ts, g.grid_w, g.grid_ts, b.battery_w, b.soc, b.battery_ts, g.meters, b.batteries
    from (select sum(w.current_power)::float8 as pv_w, ${newest('w')} as pv_ts from iot_wn w where w.station_id = iot_station.id and ${fresh('w')}) p
    cross join (select sum((m.last_values->>'outputPower')::float8) filter (where ${fresh('m')})::float8 as grid_w, ${newest('m')} as grid_ts, count(*)::int as meters
      from iot_meter m where m.station_id = iot_station.id and m.del_flag = '0') g
    cross join (select sum((m.last_values->>'current')::float8 * (m.last_values->>'voltage')::float8 / 10000) filter (where ${fresh('m')})::float8 as battery_w,
        avg((m.last_values->>'soc')::float8) filter (where ${fresh('m')})::float8 as soc, ${newest('m')} as battery_ts, count(*)::int as batteries
      from iot_battery m where m.station_id = iot_station.id and m.del_flag = '0') b`;
  const { station, rows: found } = await visibleStationWith<Row>(db, req, id, 'meters', rows);
  const r = found[0];
  const kw = (w: number) => Math.round(w) / 1000;
  const pv = Math.max(0, r.pv_w ?? 0);
  const hasMeter = r.meters > 0;
  const hasBattery = r.batteries > 0;
  const grid = r.grid_w;
  const battery = r.battery_w;
  const home = hasMeter && grid !== null ? Math.max(0, pv - grid - (battery ?? 0)) : null;
  const stamps = [r.pv_ts, r.grid_ts, r.battery_ts].filter((x): x is number => x !== null);
  return {
    stationId: station.id,
    pv: kw(pv),
    home: home === null ? null : kw(home),
    gridImport: hasMeter && grid !== null ? kw(Math.max(0, -grid)) : null,
    gridExport: hasMeter && grid !== null ? kw(Math.max(0, grid)) : null,
    batteryCharge: hasBattery && battery !== null ? kw(Math.max(0, battery)) : null,
    batteryDischarge: hasBattery && battery !== null ? kw(Math.max(0, -battery)) : null,
    soc: hasBattery && r.soc !== null ? Math.round(r.soc) : null,
    hasMeter,
    hasBattery,
    measuredAt: stamps.length ? new Date(Math.max(...stamps)).toISOString() : null,
  };
}
