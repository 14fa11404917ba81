import { sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { currentUser } from '../../../plugins/auth.ts';

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

/**
 * Today's balance of a station with a meter (docs/stations.md, "Energy balance"), null without one; its figures
 * as energy-balance.ts derives them: consumption = PV + import + discharge − export − charge, self-sufficiency = (consumption − import) / consumption.
 */
const metered = (figure: SQL, none = sql`0`) => sql`case when exists (select 1 from iot_meter m where m.station_id = ${s}.id and m.del_flag = '0') then coalesce((
  select ${figure} from (select greatest(0, b.pv_wh + b.import_wh + b.discharge_wh - b.export_wh - b.charge_wh) as used, b.import_wh, b.export_wh
    from iot_energy_balance_day b where b.station_id = ${s}.id and b.day = (now() at time zone ${s}.time_zone)::date) x), ${none}) end`;
const selfSufficiency = sql`case when x.used > 0 then round(least(1, greatest(0, (x.used - x.import_wh) / x.used))::numeric, 4)::float8 end`;

export const stationColumns: Record<string, SQL> = {
  companyName: sql<string | null>`(select d.dept_name from sys_dept d where d.dept_id = ${s}.dept_id)`,
  systemStatus: sql<string>`coalesce(${summary('system_status')}, case when ${s}.status = '2' then '2' else '3' end)`,
  currentPower: sql<number>`coalesce(${summary('power_w')}, 0)`,
  dayWh: sql<number>`coalesce(${summary('day_wh')}, 0)`,
  totalWh: sql<number>`coalesce(${summary('total_wh')}, 0)`,
  prDay: sql<number | null>`${summary('pr_day')}::float8`,
  prMonth: sql<number | null>`${summary('pr_month')}::float8`,
  dayConsumptionWh: metered(sql`x.used`),
  dayExportWh: metered(sql`x.export_wh`),
  daySelfSufficiency: metered(selfSufficiency, sql`null`),
  offset,
};

/** Whether the caller starred the station. */
export const favoriteOf = (req: FastifyRequest) =>
  sql<boolean>`exists (select 1 from iot_station_favorite f where f.station_id = ${s}.id and f.user_id = ${currentUser(req).userId} and f.status = '1')`;
