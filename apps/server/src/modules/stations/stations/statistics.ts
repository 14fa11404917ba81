import { and, sql, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { generationStatisticsManifest, pvMaintenanceManifest } from '@cniot/contract/stations/station-statistics';
import { iotStation } from '../../../db/schema/devices.ts';
import { deptAndBelow } from '../../../lib/data-scope.ts';
import { manifestList } from '../../../lib/manifest-list.ts';
import { visibleStations } from './station-access.ts';
import { maintenanceSource } from './maintenance.ts';

/** Without a range: the last 31 days, 24 months or 10 years. */
const DEFAULT_FROM = { d: sql`current_date - 30`, m: sql`(date_trunc('month', current_date) - interval '23 months')::date`, y: sql`(date_trunc('year', current_date) - interval '9 years')::date` };

const dateOnly = (v: unknown) => (typeof v === 'string' && v ? v.slice(0, 10) : undefined);

/**
 * Power generation statistics and PV operation and maintenance lists: rows
 * from the roll-ups (iot_energy_station) and the station summary, grouped by
 * station, organization or the whole visible fleet.
 */
export const statisticsRoutes: FastifyPluginAsync = async (app) => {
  manifestList(app, generationStatisticsManifest, {
    ownFilters: ['dimension', 'period', 'deptId', 'stationId', 'periodStart'],
    source: (q, req) => {
      const period = (q.period as 'd' | 'm' | 'y' | undefined) ?? 'd';
      const dimension = (q.dimension as string | undefined) ?? 'station';
      const from = dateOnly(q.beginTime);
      const to = dateOnly(q.endTime);
      const conditions: (SQL | undefined)[] = [
        visibleStations(req),
        sql`e.period = ${period}`,
        from ? sql`e.period_start >= ${from}::date` : sql`e.period_start >= ${DEFAULT_FROM[period]}`,
        to ? sql`e.period_start <= ${to}::date` : undefined,
        typeof q.deptId === 'number' ? deptAndBelow(iotStation.deptId, q.deptId) : undefined,
        typeof q.stationId === 'number' ? sql`iot_station.id = ${q.stationId}` : undefined,
      ];
      const group: Record<string, { key: SQL; name: SQL; by?: SQL }> = {
        station: { key: sql`iot_station.id::text`, name: sql`max(iot_station.station_name)`, by: sql`iot_station.id` },
        dept: { key: sql`coalesce(iot_station.dept_id::text, '')`, name: sql`max(coalesce(d.dept_name, ''))`, by: sql`iot_station.dept_id` },
        fleet: { key: sql`'fleet'`, name: sql`${req.t('dict.iot_statistics_dimension.fleet')}::text` },
      };
      const g = group[dimension];
      return sql`select ${g.key} || ':' || e.period_start::text as key, e.period_start::text as "periodStart", ${g.name} as name,
          count(distinct iot_station.id)::int as stations, sum(iot_station.capacity)::float8 as capacity, sum(e.energy_wh)::float8 as "energyWh",
          case when sum(iot_station.capacity) > 0 then sum(e.energy_wh) / 1000 / sum(iot_station.capacity)::float8 end as "specificYield"
        from iot_energy_station e join iot_station on iot_station.id = e.station_id left join sys_dept d on d.dept_id = iot_station.dept_id
        where ${and(...conditions)}
        group by ${g.by ? sql`${g.by}, ` : sql``}e.period_start`;
    },
  });

  manifestList(app, pvMaintenanceManifest, { ownFilters: ['level', 'deptId', 'stationId'], source: maintenanceSource });
};
