import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { ATTENTION_LIMIT, MAP_POINT_LIMIT, type FleetDashboard } from '@cniot/contract/station-dashboard';
import { StationPerm } from '@cniot/contract/station-permissions';
import { rowsOf } from '../../db/client.ts';
import { iotConfigChangeRecord } from '../../db/schema/device-data.ts';
import { iotStationSummary } from '../../db/schema/stations.ts';
import { dataScopeCondition } from '../../lib/data-scope.ts';
import { ok } from '../../lib/reply.ts';
import { currentUser } from '../../plugins/auth.ts';
import { fleetBalanceToday } from './dashboard-balance.ts';

type Status = FleetDashboard['attention'][number]['systemStatus'];
const REASONS = { 1: 'offlineInDaylight', 2: 'notReportingInDaylight', 3: 'belowPeers', 4: 'dcAcRatio' } as const;
/** Worst first on the map: offline, not reporting, producing, asleep, under construction. */
const severity = sql`case system_status when '2' then 5 when '1' then 4 when '0' then 3 when '4' then 2 else 1 end`;
const statusOf = sql`(array['3', '4', '0', '1', '2'])[max(${severity})]`;
/** Grid cells of 1° when the fleet is too large to draw station by station, 5° when even those are too many. */
const CELL_DEG = 1;
const COARSE_DEG = 5;
const SEVERITY: Record<Status, number> = { '3': 1, '4': 2, '0': 3, '1': 4, '2': 5 };

type Point = FleetDashboard['map'][number];
/** Cells of `deg` degrees over finer ones: stations added up, the worst status kept. */
function coarsen(points: Point[], deg: number): Point[] {
  const cells = new Map<string, Point>();
  for (const p of points) {
    const latitude = Math.round(p.latitude / deg) * deg;
    const longitude = Math.round(p.longitude / deg) * deg;
    const cell = cells.get(`${latitude}:${longitude}`);
    if (!cell) cells.set(`${latitude}:${longitude}`, { ...p, latitude, longitude });
    else {
      cell.stations += p.stations;
      if (SEVERITY[p.status] > SEVERITY[cell.status]) cell.status = p.status;
    }
  }
  return [...cells.values()];
}

/**
 * `GET /iot/dashboard`: the fleet the caller sees, from the station summary
 * (a row per station, refreshed seconds after ingest touches it and every
 * minute) — a few aggregates over those rows, never a scan of devices or
 * telemetry.
 */
export const dashboardRoutes: FastifyPluginAsync = async (app) => {
  app.get('/iot/dashboard', { config: { permission: StationPerm.station.list } }, async (req) => {
    const user = currentUser(req);
    const scope = dataScopeCondition(user, { dept: iotStationSummary.deptId, user: iotStationSummary.userId }) ?? sql`true`;
    const commandScope = dataScopeCondition(user, { dept: iotConfigChangeRecord.deptId, user: iotConfigChangeRecord.userId }) ?? sql`true`;
    // Independent reads on their own connections: the answer waits for the slowest, not for their sum.
    const [[t], [pending], attention] = await Promise.all([
      rowsOf<Record<string, number | string | null>>(
        app.db,
        sql`select coalesce(sum(power_w), 0)::float8 as power, coalesce(sum(capacity), 0)::float8 as capacity, coalesce(sum(day_wh), 0)::float8 as day,
            coalesce(sum(month_wh), 0)::float8 as month, coalesce(sum(total_wh), 0)::float8 as total, count(*)::int as stations,
            count(*) filter (where system_status = '0')::int as producing, count(*) filter (where system_status = '1')::int as silent,
            count(*) filter (where system_status = '2')::int as offline, count(*) filter (where system_status = '3')::int as building,
            count(*) filter (where system_status = '4')::int as asleep,
            coalesce(sum(devices_total), 0)::int as devices, coalesce(sum(devices_online), 0)::int as online, max(refreshed_at) as refreshed
          from iot_station_summary where ${scope}`,
      ),
      rowsOf<{ n: number }>(app.db, sql`select count(*)::int as n from iot_config_change_record where record_status in ('0', '1') and expire_time > now() and ${commandScope}`),
      rowsOf<{ id: number; name: string; company: string | null; zone: string; reason: 1 | 2 | 3 | 4; status: Status; ratio: number | null; dcac: number | null; last: string | null }>(
        app.db,
        sql`select iot_station_summary.station_id::float8 as id, s.station_name as name, (select d.dept_name from sys_dept d where d.dept_id = s.dept_id) as company,
            s.time_zone as zone, attention as reason, system_status as status, peer_ratio::float8 as ratio, last_data_time as last,
            case when rated_w > 0 then iot_station_summary.capacity * 1000 / rated_w end as dcac
          from iot_station_summary join iot_station s on s.id = iot_station_summary.station_id
          where attention is not null and ${scope}
          order by attention, peer_ratio nulls last, iot_station_summary.station_id limit ${ATTENTION_LIMIT}`,
      ),
    ]);
    const balance = await fleetBalanceToday(app.db, scope);
    const oneByOne = Number(t.stations) <= MAP_POINT_LIMIT;
    const map = await rowsOf<{ lat: number; lon: number; n: number; status: Status; id: number | null; name: string | null }>(
      app.db,
      oneByOne
        ? sql`select s.latitude as lat, s.longitude as lon, 1 as n, system_status as status, s.id::float8 as id, s.station_name as name
              from iot_station_summary join iot_station s on s.id = iot_station_summary.station_id
              where s.latitude is not null and s.longitude is not null and ${scope}`
        : sql`select round(s.latitude / ${CELL_DEG}) * ${CELL_DEG} as lat, round(s.longitude / ${CELL_DEG}) * ${CELL_DEG} as lon, count(*)::int as n,
                ${statusOf} as status, null as id, null as name
              from iot_station_summary join iot_station s on s.id = iot_station_summary.station_id
              where s.latitude is not null and s.longitude is not null and ${scope}
              group by 1, 2`,
    );
    const points = map.map((p) => ({ latitude: Number(p.lat), longitude: Number(p.lon), stations: Number(p.n), status: p.status, stationId: p.id, stationName: p.name }));
    const answer: FleetDashboard = {
      refreshedAt: t.refreshed ? new Date(t.refreshed).toISOString() : null,
      powerW: Number(t.power),
      capacityKwp: Number(t.capacity),
      todayWh: Number(t.day),
      monthWh: Number(t.month),
      totalWh: Number(t.total),
      balance,
      stations: { total: Number(t.stations), producing: Number(t.producing), notReporting: Number(t.silent), offline: Number(t.offline), underConstruction: Number(t.building), asleep: Number(t.asleep) },
      devices: { total: Number(t.devices), online: Number(t.online), offline: Number(t.devices) - Number(t.online) },
      pendingCommands: pending.n,
      attention: attention.map((a) => ({
        stationId: a.id,
        stationName: a.name,
        companyName: a.company,
        timeZone: a.zone,
        reason: REASONS[a.reason],
        systemStatus: a.status,
        peerRatio: a.reason === 3 ? a.ratio : null,
        dcAcRatio: a.dcac === null ? null : Number(a.dcac),
        lastDataTime: a.last ? new Date(a.last).toISOString() : null,
      })),
      map: points.length > MAP_POINT_LIMIT ? coarsen(points, COARSE_DEG) : points,
    };
    return ok(req, answer);
  });
};
