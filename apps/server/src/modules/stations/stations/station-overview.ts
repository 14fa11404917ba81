import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { StationOverview } from '@cniot/contract/stations/station-detail';
import { formatOffset, offsetMinutesOf } from '@cniot/contract/time-zone';
import { rowsOf } from '../../../db/client.ts';
import { localDate } from '../../../lib/zoned.ts';
import { systemStatusSql } from './station-state.ts';
import { REPORT_WINDOW } from './summary.ts';
import { sunElevation } from './sun.ts';

interface Live {
  total: number;
  online: number;
  silent: number;
  reporting: number;
  power: number;
  last_data: string | null;
  rated: number;
  state: StationOverview['systemStatus'];
}

/**
 * The overview of one station, live: its devices as they are now (a handful
 * of rows), its energy from the roll-ups of its current day, month and year
 * in its own calendar, and who installed it.
 */
export async function stationOverview(app: FastifyInstance, row: Record<string, unknown>, favorite: boolean): Promise<StationOverview> {
  const id = Number(row.id);
  const zone = String(row.timeZone);
  const today = localDate(Date.now(), zone);
  const [live] = await rowsOf<Live>(
    app.db,
    sql`select *, ${systemStatusSql({ built: sql`${row.status === '2'}`, reporting: sql`reporting`, power: sql`power`, online: sql`online`, elevation: sunElevation(sql`${row.latitude ?? null}::float8`, sql`${row.longitude ?? null}::float8`, sql`now()`) })} as state
        from (select count(*)::int as total, count(*) filter (where online_status = '1')::int as online,
          count(*) filter (where online_status = '1' and (last_data_time is null or last_data_time < now() - ${REPORT_WINDOW}))::int as silent,
          count(*) filter (where kind = 'wn' and last_data_time >= now() - ${REPORT_WINDOW})::int as reporting,
          coalesce(sum(current_power) filter (where kind = 'wn' and online_status = '1' and last_data_time >= now() - ${REPORT_WINDOW}), 0)::float8 as power,
          max(last_data_time) filter (where kind = 'wn') as last_data, coalesce(sum(rated), 0)::float8 as rated
        from (select 'wn' as kind, online_status, last_data_time, current_power, power::float8 as rated from iot_wn where station_id = ${id} and del_flag = '0'
              union all select 'battery', online_status, last_data_time, null, null from iot_battery where station_id = ${id} and del_flag = '0'
              union all select 'meter', online_status, last_data_time, null, null from iot_meter where station_id = ${id} and del_flag = '0') x) live`,
  );
  const [energy] = await rowsOf<{ day: number; month: number; year: number; total: number }>(
    app.db,
    sql`select coalesce(sum(energy_wh) filter (where period = 'd' and period_start = ${today}::date), 0)::float8 as day,
          coalesce(sum(energy_wh) filter (where period = 'm' and period_start = date_trunc('month', ${today}::date)::date), 0)::float8 as month,
          coalesce(sum(energy_wh) filter (where period = 'y' and period_start = date_trunc('year', ${today}::date)::date), 0)::float8 as year,
          coalesce(sum(energy_wh) filter (where period = 'y'), 0)::float8 as total
        from iot_energy_station where station_id = ${id} and (period = 'y' or period_start >= date_trunc('month', ${today}::date))`,
  );
  const [installer] = await rowsOf<{ deptId: number; deptName: string; leader: string | null; phone: string | null; email: string | null }>(
    app.db,
    sql`select dept_id::float8 as "deptId", dept_name as "deptName", leader, phone, email from sys_dept where dept_id = ${row.deptId ?? null}::int8 and del_flag = '0'`,
  );
  const capacityW = Number(row.capacity) * 1000;
  return {
    offset: formatOffset(offsetMinutesOf(zone)),
    currentPower: live.power,
    powerRatio: capacityW > 0 ? live.power / capacityW : null,
    ratedPowerW: live.rated,
    dcAcRatio: capacityW > 0 && live.rated > 0 ? capacityW / live.rated : null,
    dayWh: energy.day,
    monthWh: energy.month,
    yearWh: energy.year,
    totalWh: energy.total,
    network: { total: live.total, online: live.online, offline: live.total - live.online, notReporting: live.silent },
    systemStatus: live.state,
    installer: installer ?? null,
    favorite,
    lastDataTime: live.last_data ? new Date(live.last_data).toISOString() : null,
  };
}
