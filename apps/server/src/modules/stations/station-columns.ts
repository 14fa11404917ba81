import { sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { currentUser } from '../../plugins/auth.ts';

/**
 * Read-only fields of a station row, looked up by the list, the detail and
 * the export. The outer table is named: drizzle leaves a single table's
 * columns unqualified, and the subqueries have tables of their own.
 */
const s = sql.raw('iot_station');
const summary = (column: string) => sql`(select m.${sql.raw(column)} from iot_station_summary m where m.station_id = ${s}.id)`;

/** `+05:30` from the database's clock in the station's zone, so lists and exports agree with the detail. */
const offset = sql<string>`(select case when o.v < interval '0' then '-' || to_char(-o.v, 'HH24:MI') else '+' || to_char(o.v, 'HH24:MI') end
  from (select (now() at time zone ${s}.time_zone) - (now() at time zone 'UTC') as v) o)`;

export const stationColumns: Record<string, SQL> = {
  companyName: sql<string | null>`(select d.dept_name from sys_dept d where d.dept_id = ${s}.dept_id)`,
  systemStatus: sql<string>`coalesce(${summary('system_status')}, case when ${s}.status = '2' then '2' else '3' end)`,
  currentPower: sql<number>`coalesce(${summary('power_w')}, 0)`,
  dayWh: sql<number>`coalesce(${summary('day_wh')}, 0)`,
  totalWh: sql<number>`coalesce(${summary('total_wh')}, 0)`,
  prDay: sql<number | null>`${summary('pr_day')}::float8`,
  prMonth: sql<number | null>`${summary('pr_month')}::float8`,
  offset,
};

/** Whether the caller starred the station. */
export const favoriteOf = (req: FastifyRequest) =>
  sql<boolean>`exists (select 1 from iot_station_favorite f where f.station_id = ${s}.id and f.user_id = ${currentUser(req).userId} and f.status = '1')`;
