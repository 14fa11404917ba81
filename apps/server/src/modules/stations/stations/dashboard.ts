import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { ATTENTION_LIMIT, type FleetDashboard } from '@cniot/contract/stations/station-dashboard';
import { StationPerm } from '@cniot/contract/stations/station-permissions';
import { rowsOf } from '../../../db/client.ts';
import { iotConfigChangeRecord } from '../../../db/schema/device-data.ts';
import { iotStationSummary } from '../../../db/schema/stations.ts';
import { dataScopeCondition } from '../../../lib/data-scope.ts';
import { ok } from '../../../lib/reply.ts';
import { currentUser } from '../../../plugins/auth.ts';
import { fleetBalanceToday } from './dashboard-balance.ts';

type Status = FleetDashboard['attention'][number]['systemStatus'];
const REASONS = { 1: 'offlineInDaylight', 2: 'notReportingInDaylight', 3: 'belowPeers', 4: 'dcAcRatio' } as const;
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
    const [[t], [pending], attention, lowest] = await Promise.all([
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
      rowsOf<{ id: number; name: string; company: string | null; month: number; day: number | null }>(
        app.db,
        sql`select iot_station_summary.station_id::float8 as id, s.station_name as name, (select d.dept_name from sys_dept d where d.dept_id = s.dept_id) as company,
            pr_month::float8 as month, pr_day::float8 as day
          from iot_station_summary join iot_station s on s.id = iot_station_summary.station_id
          where pr_month is not null and ${scope}
          order by pr_month, iot_station_summary.station_id limit ${ATTENTION_LIMIT}`,
      ),
    ]);
    const balance = await fleetBalanceToday(app.db, scope);
    const answer: FleetDashboard = {
      refreshedAt: t.refreshed ? new Date(t.refreshed).toISOString() : null,
      powerW: Number(t.power),
      capacityKwp: Number(t.capacity),
      todayWh: Number(t.day),
      monthWh: Number(t.month),
      totalWh: Number(t.total),
      balance,
      stations: {
        total: Number(t.stations),
        producing: Number(t.producing),
        notReporting: Number(t.silent),
        offline: Number(t.offline),
        underConstruction: Number(t.building),
        asleep: Number(t.asleep),
      },
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
      lowestPerformance: lowest.map((r) => ({ stationId: r.id, stationName: r.name, companyName: r.company, prMonth: r.month, prDay: r.day })),
    };
    return ok(req, answer);
  });
};
