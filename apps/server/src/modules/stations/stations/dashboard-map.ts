import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { StationPerm } from '@cniot/contract/stations/station-permissions';
import { MAP_CELL_DEG, MAP_STATION_LIMIT, type FleetMap } from '@cniot/contract/stations/station-map';
import { rowsOf } from '../../../db/client.ts';
import { iotStationSummary } from '../../../db/schema/stations.ts';
import { dataScopeCondition } from '../../../lib/data-scope.ts';
import { ok } from '../../../lib/reply.ts';
import { currentUser } from '../../../plugins/auth.ts';

type Status = FleetMap['status'][number];
/** Worst first on the map: offline, not reporting, producing, asleep, under construction. */
const severity = sql`case system_status when '2' then 5 when '1' then 4 when '0' then 3 when '4' then 2 else 1 end`;
const worstStatus = sql`(array['3', '4', '0', '1', '2'])[max(${severity})]`;
/** Five decimals are a metre: finer digits only lengthen the answer. */
const DIGITS = 5;

/**
 * `GET /iot/dashboard/map`: where the caller's stations are and their status,
 * from the station summary. Station by station up to MAP_STATION_LIMIT, so the
 * console can split its clusters down to a single plant; grid cells beyond.
 */
export const dashboardMapRoutes: FastifyPluginAsync = async (app) => {
  app.get('/iot/dashboard/map', { config: { permission: StationPerm.station.list } }, async (req) => {
    const scope = dataScopeCondition(currentUser(req), { dept: iotStationSummary.deptId, user: iotStationSummary.userId }) ?? sql`true`;
    const located = sql`from iot_station_summary join iot_station s on s.id = iot_station_summary.station_id
      where s.latitude is not null and s.longitude is not null and ${scope}`;
    const [{ n }] = await rowsOf<{ n: number }>(app.db, sql`select count(*)::int as n ${located}`);
    const rows = await rowsOf<{ lat: number; lon: number; n: number; status: Status; id: number | null; name: string | null }>(
      app.db,
      n <= MAP_STATION_LIMIT
        ? sql`select round(s.latitude::numeric, ${DIGITS})::float8 as lat, round(s.longitude::numeric, ${DIGITS})::float8 as lon, 1 as n,
              system_status as status, s.id::float8 as id, s.station_name as name
            ${located} order by s.id`
        : sql`select (round(s.latitude / ${MAP_CELL_DEG}) * ${MAP_CELL_DEG})::float8 as lat, (round(s.longitude / ${MAP_CELL_DEG}) * ${MAP_CELL_DEG})::float8 as lon,
              count(*)::int as n, ${worstStatus} as status, null as id, null as name
            ${located} group by 1, 2 order by 1, 2`,
    );
    const answer: FleetMap = { latitude: [], longitude: [], status: [], stations: [], stationId: [], stationName: [] };
    for (const r of rows) {
      answer.latitude.push(Number(r.lat));
      answer.longitude.push(Number(r.lon));
      answer.status.push(r.status);
      answer.stations.push(Number(r.n));
      answer.stationId.push(r.id === null ? null : Number(r.id));
      answer.stationName.push(r.name);
    }
    return ok(req, answer);
  });
};
