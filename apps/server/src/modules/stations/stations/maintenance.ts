import { and, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { STATION_PART } from '@cniot/contract/alarms/peer-judgement';
import { iotStation } from '../../../db/schema/devices.ts';
import { deptAndBelow } from '../../../lib/data-scope.ts';
import { visibleStations } from './station-access.ts';
import { REPORT_WINDOW } from './summary.ts';

type Query = Record<string, unknown>;

/** A row's "Against peers" (peer-judgement.ts): the underperformance job's figures of its last judged day, null when not judged. */
const peerFigures = sql`j.ratio as ratio, j.day::text as "peerDay", j.energy_wh as "peerEnergyWh", j.expected_wh as "peerExpectedWh", j.peers as peers`;

/**
 * Rows of "PV operation and maintenance": completed stations with today's
 * figures from the summary, or the PV inputs of their reporting inverters with
 * those of their latest report; each against its peers as last judged.
 */
export function maintenanceSource(q: Query, req: FastifyRequest) {
  const where = and(
    visibleStations(req),
    sql`iot_station.status = '2'`,
    typeof q.deptId === 'number' ? deptAndBelow(iotStation.deptId, q.deptId) : undefined,
    typeof q.stationId === 'number' ? sql`iot_station.id = ${q.stationId}` : undefined,
  );
  const company = sql`(select d.dept_name from sys_dept d where d.dept_id = iot_station.dept_id)`;
  if (q.level === 'input') {
    return sql`select w.wn_id || ':' || pv.n as key, iot_station.id::float8 as "stationId", iot_station.station_name as "stationName", ${company} as "companyName",
        w.wn_id as "wnId", pv.n::int as "pvIndex", w.power::float8 / jsonb_array_length(w.last_values -> 'pv') / 1000 as capacity,
        (pv.v ->> 'p')::float8 as "powerW", (pv.v ->> 'dayWh')::float8 as "dayWh",
        (pv.v ->> 'dayWh')::float8 / nullif(w.power::float8 / jsonb_array_length(w.last_values -> 'pv'), 0) as "specificYield",
        ${peerFigures}, w.last_data_time as "lastDataTime"
      from iot_wn w join iot_station on iot_station.id = w.station_id
      cross join lateral jsonb_array_elements(case when jsonb_typeof(w.last_values -> 'pv') = 'array' then w.last_values -> 'pv' else '[]' end) with ordinality as pv(v, n)
      left join iot_peer_judgement j on j.station_id = iot_station.id and j.device_id = w.wn_id and j.part = 'pv' || pv.n
      where w.del_flag = '0' and w.last_data_time >= now() - ${REPORT_WINDOW} and ${where}`;
  }
  return sql`select 's:' || iot_station.id as key, iot_station.id::float8 as "stationId", iot_station.station_name as "stationName", ${company} as "companyName",
      null::text as "wnId", null::int as "pvIndex", iot_station.capacity::float8 as capacity, coalesce(m.power_w, 0) as "powerW", coalesce(m.day_wh, 0) as "dayWh",
      case when iot_station.capacity > 0 then coalesce(m.day_wh, 0) / 1000 / iot_station.capacity::float8 end as "specificYield",
      ${peerFigures}, m.last_data_time as "lastDataTime"
    from iot_station left join iot_station_summary m on m.station_id = iot_station.id
    left join iot_peer_judgement j on j.station_id = iot_station.id and j.device_id = '' and j.part = ${STATION_PART}
    where ${where}`;
}
