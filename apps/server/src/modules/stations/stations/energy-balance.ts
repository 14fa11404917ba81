import { sql, type SQL } from 'drizzle-orm';
import { BALANCE_STEP, type BalancePeriod, type BalancePoint, type BalanceTotals, type StationBalance } from '@cniot/contract/stations/station-balance';
import type { Db } from '../../../db/client.ts';
import { stationWith } from './station-access.ts';
import { ZONE, dayOrToday, first, firstDays, instantAndClock, localOf, midnight } from './zoned-sql.ts';

/**
 * A station's energy balance for a period in its zone (docs/stations.md,
 * "Energy balance"): one query reads the station, its calendar and the
 * balance roll-ups (5-minute slots for a day, local days for the rest).
 */

interface Row extends Record<string, unknown> {
  date: string;
  t: number;
  local: number;
  label: string;
  pv: number;
  imp: number;
  exp: number;
  chg: number;
  dis: number;
  soc: number | null;
  has_meter: boolean;
  has_battery: boolean;
}

const sums = (e: string) =>
  sql.raw(`coalesce(sum(${e}.pv_wh), 0)::float8 as pv, coalesce(sum(${e}.import_wh), 0)::float8 as imp, coalesce(sum(${e}.export_wh), 0)::float8 as exp,
    coalesce(sum(${e}.charge_wh), 0)::float8 as chg, coalesce(sum(${e}.discharge_wh), 0)::float8 as dis`);

const flags = sql`cross join (select exists (select 1 from iot_meter m where m.station_id = iot_station.id and m.del_flag = '0') as has_meter,
  exists (select 1 from iot_battery m where m.station_id = iot_station.id and m.del_flag = '0') as has_battery) f`;

/** Every 5-minute slot of the local day (23, 24 or 25 hours). */
const daySlots = (date: string | undefined) => sql`
  select b.day::text as date, ${instantAndClock(sql`g.t`)}, to_char(g.t at time zone ${ZONE}, 'HH24:MI') as label,
    coalesce(e.pv_wh, 0)::float8 as pv, coalesce(e.import_wh, 0)::float8 as imp, coalesce(e.export_wh, 0)::float8 as exp,
    coalesce(e.charge_wh, 0)::float8 as chg, coalesce(e.discharge_wh, 0)::float8 as dis,
    case when e.soc_n > 0 then (e.soc_sum / e.soc_n)::float8 end as soc, f.has_meter, f.has_battery
  from (select d.day, ${midnight(sql`d.day`)} as start, ${midnight(sql`(d.day + 1)`)} as stop from (select ${dayOrToday(date)} as day) d) b
  cross join lateral generate_series(b.start, b.stop - interval '1 millisecond', interval '5 minutes') g(t)
  left join iot_energy_balance_slot e on e.station_id = iot_station.id and e.slot_start = g.t and e.slot_start >= b.start and e.slot_start < b.stop
  ${flags}`;

/** Steps of whole local days from `days` (column `day`, each step's first day), each summing its days up to the next step. */
const daySteps = (days: SQL, span: string, label: string, date: SQL) => sql`
  select ${date} as date, ${instantAndClock(sql`i.t`)}, to_char(g.day, ${label}) as label, e.*, null::float8 as soc, f.has_meter, f.has_battery
  from (${days}) g
  cross join lateral (select ${midnight(sql`g.day`)} as t) i
  cross join lateral (select ${sums('x')} from iot_energy_balance_day x
    where x.station_id = iot_station.id and x.day >= g.day and x.day < (g.day + ${span}::interval)::date) e
  ${flags}`;

/** Every year from the first with a balance to the station's current one. */
const years = sql`select make_date(y, 1, 1) as day from (select extract(year from now() at time zone ${ZONE})::int as now) x
  cross join lateral generate_series(least(x.now, (select min(extract(year from day))::int from iot_energy_balance_day where station_id = iot_station.id)), x.now) y`;

function rowsFor(period: BalancePeriod, date: string | undefined): SQL {
  if (period === 'day') return daySlots(date);
  if (period === 'month') return daySteps(firstDays(first(date, 'month'), 'month', '1 day'), '1 day', 'DD', sql`to_char(date_trunc('month', (${first(date, 'month')})::timestamp), 'YYYY-MM-DD')`);
  if (period === 'year') return daySteps(firstDays(first(date, 'year'), 'year', '1 month'), '1 month', 'MM', sql`to_char(date_trunc('year', (${first(date, 'year')})::timestamp), 'YYYY-MM-DD')`);
  return daySteps(years, '1 year', 'YYYY', sql`''`);
}

const kwh = (wh: number) => Math.round(wh) / 1000;
const rate = (part: number, whole: number) => (whole > 0 ? Math.round(Math.min(1, Math.max(0, part / whole)) * 10_000) / 10_000 : null);

/**
 * Sign conventions: every flow is a positive energy in its own direction.
 * consumption = production + import + discharge − export − charge (the home's
 * load, what is left at the connection point), self-consumption = production −
 * export (what the plant's energy did on site, the battery's charge included),
 * both never below 0.
 */
type Flows = { pv: number; imp: number; exp: number; chg: number; dis: number };
const derived = (f: Flows) => ({ consumption: Math.max(0, f.pv + f.imp + f.dis - f.exp - f.chg), self: Math.min(f.pv, Math.max(0, f.pv - f.exp)) });

function figures(f: Flows, meter: boolean, battery: boolean) {
  const { consumption, self } = derived(f);
  return {
    production: kwh(f.pv),
    consumption: meter ? kwh(consumption) : null,
    gridImport: meter ? kwh(f.imp) : null,
    gridExport: meter ? kwh(f.exp) : null,
    batteryCharge: battery ? kwh(f.chg) : null,
    batteryDischarge: battery ? kwh(f.dis) : null,
    selfConsumption: meter ? kwh(self) : null,
  };
}

/**
 * The balance of one station over a local day, month, year (`date` as the
 * energy charts take it; without one, the station's current period) or its
 * whole life. `where` limits the stations found (a request's data scope);
 * without it any live station is read. A station not found is the 404 'The
 * power station does not exist'.
 */
export async function stationBalance(db: Db, id: number, period: BalancePeriod, date?: string, where?: SQL): Promise<StationBalance> {
  const { station, rows } = await stationWith<Row>(db, where, id, 't', rowsFor(period, date));
  rows.sort((a, b) => a.t - b.t);
  const total: Flows = { pv: 0, imp: 0, exp: 0, chg: 0, dis: 0 };
  for (const r of rows) for (const k of ['pv', 'imp', 'exp', 'chg', 'dis'] as const) total[k] += r[k];
  // A meter or battery unbound since still has its history in the period.
  const hasMeter = rows[0].has_meter || total.imp + total.exp > 0;
  const hasBattery = rows[0].has_battery || total.chg + total.dis > 0;
  const raw = derived(total);
  const totals: BalanceTotals = {
    ...figures(total, hasMeter, hasBattery),
    selfConsumptionRate: hasMeter ? rate(raw.self, total.pv) : null,
    selfSufficiencyRate: hasMeter ? rate(raw.consumption - total.imp, raw.consumption) : null,
  };
  const series: BalancePoint[] = rows.map((r) => ({
    start: localOf(r).iso,
    label: r.label,
    ...figures(r, hasMeter, hasBattery),
    soc: r.soc === null ? null : Math.round(r.soc * 10) / 10,
  }));
  return { stationId: station.id, timeZone: station.timeZone, period, step: BALANCE_STEP[period], date: rows[0].date, hasMeter, hasBattery, totals, series };
}
