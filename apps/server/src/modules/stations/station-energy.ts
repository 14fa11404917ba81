import { sql, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { stationIdParam } from '@cniot/contract/station';
import { stationDayQuery, stationMonthQuery, stationYearQuery, type EnergySeries, type PowerSeries } from '@cniot/contract/station-detail';
import { StationPerm } from '@cniot/contract/station-permissions';
import { rowsOf, type Db } from '../../db/client.ts';
import { ok } from '../../lib/reply.ts';
import { dayBounds, daysOfMonth, localDate, localIso, localSteps, zonedInstant } from '../../lib/zoned.ts';
import { visibleStation, visibleStationWith, type StationRef } from './station-access.ts';

const HOUR_MS = 3_600_000;
const POINT_MS = 5 * 60_000;

type PeriodRow = { start: string; wh: number };
type HourRow = { h: number; wh: number };

/** Roll-up rows of one period kind between two local dates, by their first day, of the station in the query. */
const periodRows = (period: 'd' | 'm' | 'y', from?: string, to?: string) =>
  sql`select period_start::text as start, energy_wh::float8 as wh from iot_energy_station
      where station_id = iot_station.id and period = ${period}
        ${from ? sql`and period_start >= ${from}::date` : sql``} ${to ? sql`and period_start <= ${to}::date` : sql``}`;
const byStart = (rows: PeriodRow[]) => new Map(rows.map((r) => [r.start, r.wh]));

/** Any zone's local day lies within 14 hours of the UTC day of that date: the rows are read before the zone is known, the bars take theirs. */
const ZONE_REACH_MS = 14 * HOUR_MS;
const hourRows = (date: string) => {
  const [y, m, d] = date.split('-').map(Number);
  const utcDay = Date.UTC(y, m - 1, d);
  return sql`select round(extract(epoch from hour_start) * 1000)::float8 as h, energy_wh::float8 as wh from iot_energy_station_hour
      where station_id = iot_station.id and hour_start >= to_timestamp(${(utcDay - ZONE_REACH_MS) / 1000}) and hour_start < to_timestamp(${(utcDay + 86_400_000 + ZONE_REACH_MS) / 1000})`;
};

const series = (s: StationRef, bar: EnergySeries['bar'], date: string, bars: EnergySeries['bars']): EnergySeries => ({
  stationId: s.id,
  timeZone: s.timeZone,
  bar,
  date,
  totalWh: bars.reduce((sum, b) => sum + b.energyWh, 0),
  bars,
});

/** Hours of a local day from the hourly roll-up: 23, 24 or 25 bars, each starting where the station's clock starts an hour. */
function dayData(s: StationRef, date: string, rows: HourRow[]): EnergySeries {
  const { start, end } = dayBounds(date, s.timeZone);
  const byHour = new Map(rows.map((r) => [r.h, r.wh]));
  const bars = localSteps(start, end, HOUR_MS, s.timeZone).map((p) => ({ start: p.iso, label: p.clock, energyWh: byHour.get(p.t) ?? 0 }));
  return series(s, 'hour', date, bars);
}

function monthData(s: StationRef, month: string, rows: PeriodRow[]): EnergySeries {
  const byDay = byStart(rows);
  const bars = daysOfMonth(month).map((d) => {
    const [y, m, day] = d.split('-').map(Number);
    return { start: localIso(zonedInstant(s.timeZone, y, m, day), s.timeZone), label: d.slice(8), energyWh: byDay.get(d) ?? 0 };
  });
  return series(s, 'day', month, bars);
}

function yearData(s: StationRef, year: string, rows: PeriodRow[]): EnergySeries {
  const byMonth = byStart(rows);
  const bars = Array.from({ length: 12 }, (_, i) => {
    const first = `${year}-${String(i + 1).padStart(2, '0')}-01`;
    return { start: localIso(zonedInstant(s.timeZone, Number(year), i + 1, 1), s.timeZone), label: first.slice(5, 7), energyWh: byMonth.get(first) ?? 0 };
  });
  return series(s, 'month', year, bars);
}

/** Every year from the first with energy to this one. */
function totalData(s: StationRef, rows: PeriodRow[]): EnergySeries {
  const byYear = byStart(rows);
  const thisYear = Number(localDate(Date.now(), s.timeZone).slice(0, 4));
  const first = Math.min(thisYear, ...[...byYear.keys()].map((k) => Number(k.slice(0, 4))));
  const bars = Array.from({ length: thisYear - first + 1 }, (_, i) => {
    const year = first + i;
    return { start: localIso(zonedInstant(s.timeZone, year, 1, 1), s.timeZone), label: String(year), energyWh: byYear.get(`${year}-01-01`) ?? 0 };
  });
  return series(s, 'year', '', bars);
}

/** The day's power: per 5 minutes, each inverter's mean, summed over the inverters that reported for the station. */
async function powerData(db: Db, s: StationRef, date: string): Promise<PowerSeries> {
  const { start, end } = dayBounds(date, s.timeZone);
  const rows = await rowsOf<{ t: number; w: number }>(
    db,
    sql`select x.k * ${POINT_MS}::float8 as t, sum(x.p)::float8 as w
        from (select wn_id, floor(extract(epoch from ts) * 1000 / ${POINT_MS}) as k, avg(ac_power) as p from iot_wn_data
              where station_id = ${s.id} and ts >= to_timestamp(${start / 1000}) and ts < to_timestamp(${end / 1000}) and ac_power is not null
              group by wn_id, k) x
        group by x.k`,
  );
  const byPoint = new Map(rows.map((r) => [r.t, r.w]));
  const points = localSteps(start, end, POINT_MS, s.timeZone).map((p) => ({ time: p.iso, label: p.clock, powerW: byPoint.get(p.t) ?? null }));
  return { stationId: s.id, timeZone: s.timeZone, date, intervalMinutes: 5, points };
}

/**
 * `GET /iot/station/statisticsGenerateElectricity{Day,Month,Year,Total}Data/{id}?date`
 * and `statisticsStationPowerData/{id}?date`: bars and the power curve in
 * the station's zone (named in each answer); without a date, the station's
 * current day, month or year.
 */
export const stationEnergyRoutes: FastifyPluginAsync = async (app) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const config = { permission: StationPerm.station.query, readOnly: true };
  const base = '/iot/station/statisticsGenerateElectricity';
  const today = (s: StationRef) => localDate(Date.now(), s.timeZone);

  /** The station and its rows in one query; without a date the station's own today, which takes its zone first. */
  const bars = async <T extends Record<string, unknown>>(req: FastifyRequest, id: number, date: string | undefined, rows: (date: string) => SQL, build: (s: StationRef, date: string, rows: T[]) => EnergySeries) => {
    const day = date ?? today(await visibleStation(app.db, req, id));
    const found = await visibleStationWith<T>(app.db, req, id, 'wh', rows(day));
    return ok(req, build(found.station, day, found.rows));
  };

  api.get(`${base}DayData/:id`, { schema: { params: stationIdParam, querystring: stationDayQuery }, config }, (req) => bars(req, req.params.id, req.query.date, hourRows, dayData));
  api.get(`${base}MonthData/:id`, { schema: { params: stationIdParam, querystring: stationMonthQuery }, config }, (req) =>
    bars<PeriodRow>(req, req.params.id, req.query.date, (d) => periodRows('d', `${d.slice(0, 7)}-01`, daysOfMonth(d.slice(0, 7)).at(-1)), (s, d, rows) => monthData(s, d.slice(0, 7), rows)),
  );
  api.get(`${base}YearData/:id`, { schema: { params: stationIdParam, querystring: stationYearQuery }, config }, (req) =>
    bars<PeriodRow>(req, req.params.id, req.query.date, (d) => periodRows('m', `${d.slice(0, 4)}-01-01`, `${d.slice(0, 4)}-12-01`), (s, d, rows) => yearData(s, d.slice(0, 4), rows)),
  );
  api.get(`${base}TotalData/:id`, { schema: { params: stationIdParam }, config }, (req) => bars<PeriodRow>(req, req.params.id, '', () => periodRows('y'), (s, _d, rows) => totalData(s, rows)));
  api.get('/iot/station/statisticsStationPowerData/:id', { schema: { params: stationIdParam, querystring: stationDayQuery }, config }, async (req) => {
    const s = await visibleStation(app.db, req, req.params.id);
    return ok(req, await powerData(app.db, s, req.query.date ?? today(s)));
  });
};
