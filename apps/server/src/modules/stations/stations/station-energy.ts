import { sql, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { stationIdParam } from '@cniot/contract/stations/station';
import { stationDayQuery, stationMonthQuery, stationYearQuery, type EnergySeries } from '@cniot/contract/stations/station-detail';
import { StationPerm } from '@cniot/contract/stations/station-permissions';
import { ok } from '../../../lib/reply.ts';
import { visibleStationWith } from './station-access.ts';
import { powerCurve } from './station-power-curve.ts';
import { ZONE, dayOrToday, firstDays, first, instantAndClock, localOf, midnight } from './zoned-sql.ts';

type BarRow = { date: string; t: number; local: number; label: string; wh: number };

/** The hours of a local day (23, 24 or 25, each starting where the station's clock starts an hour) with the hourly roll-up. */
const hourBars = (date: string | undefined) => sql`
  select b.day::text as date, ${instantAndClock(sql`h.t`)}, to_char(h.t at time zone ${ZONE}, 'HH24:MI') as label, coalesce(e.energy_wh, 0)::float8 as wh
  from (select d.day, ${midnight(sql`d.day`)} as start, ${midnight(sql`(d.day + 1)`)} as stop from (select ${dayOrToday(date)} as day) d) b
  cross join lateral generate_series(b.start, b.stop - interval '1 millisecond', interval '1 hour') h(t)
  left join iot_energy_station_hour e on e.station_id = iot_station.id and e.hour_start = h.t and e.hour_start >= b.start and e.hour_start < b.stop`;

/**
 * Bars of calendar periods from the roll-up of `period`: `days` yields each
 * bar's first local day (column `day`), each bar starts at that day's
 * midnight; `within` bounds the roll-up rows read.
 */
const calendarBars = (period: 'd' | 'm' | 'y', days: SQL, label: string, date: SQL, within = sql``) => sql`
  select ${date} as date, ${instantAndClock(sql`i.t`)}, to_char(g.day, ${label}) as label, coalesce(e.energy_wh, 0)::float8 as wh
  from (${days}) g
  cross join lateral (select ${midnight(sql`g.day`)} as t) i
  left join iot_energy_station e on e.station_id = iot_station.id and e.period = ${period} and e.period_start = g.day ${within}`;

const inUnit = (first: SQL, unit: 'month' | 'year') =>
  sql`and e.period_start >= date_trunc(${unit}, (${first})::timestamp)::date and e.period_start < (date_trunc(${unit}, (${first})::timestamp) + ${`1 ${unit}`}::interval)::date`;

/** Every year from the first with energy to the station's current one. */
const years = sql`select make_date(y, 1, 1) as day from (select extract(year from now() at time zone ${ZONE})::int as now) x
  cross join lateral generate_series(least(x.now, (select min(extract(year from period_start))::int from iot_energy_station where station_id = iot_station.id and period = 'y')), x.now) y`;

/**
 * `GET /iot/station/statisticsGenerateElectricity{Day,Month,Year,Total}Data/{id}?date`
 * and `statisticsStationPowerData/{id}?date`: bars and the power curve in
 * the station's zone (named in each answer); without a date, the station's
 * current day, month or year. Each answer is one query: the station in the
 * caller's scope, its calendar and its roll-ups.
 */
export const stationEnergyRoutes: FastifyPluginAsync = async (app) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const config = { permission: StationPerm.station.query };
  const base = '/iot/station/statisticsGenerateElectricity';

  const bars = async (req: FastifyRequest, id: number, bar: EnergySeries['bar'], rows: SQL) => {
    const found = await visibleStationWith<BarRow>(app.db, req, id, 't', rows);
    const sorted = found.rows.sort((a, b) => a.t - b.t);
    const series: EnergySeries = {
      stationId: found.station.id,
      timeZone: found.station.timeZone,
      bar,
      date: sorted[0].date,
      totalWh: sorted.reduce((sum, r) => sum + r.wh, 0),
      bars: sorted.map((r) => ({ start: localOf(r).iso, label: r.label, energyWh: r.wh })),
    };
    return ok(req, series);
  };

  api.get(`${base}DayData/:id`, { schema: { params: stationIdParam, querystring: stationDayQuery }, config }, (req) => bars(req, req.params.id, 'hour', hourBars(req.query.date)));
  api.get(`${base}MonthData/:id`, { schema: { params: stationIdParam, querystring: stationMonthQuery }, config }, (req) =>
    bars(
      req,
      req.params.id,
      'day',
      calendarBars('d', firstDays(first(req.query.date, 'month'), 'month', '1 day'), 'DD', sql`to_char(g.day, 'YYYY-MM')`, inUnit(first(req.query.date, 'month'), 'month')),
    ),
  );
  api.get(`${base}YearData/:id`, { schema: { params: stationIdParam, querystring: stationYearQuery }, config }, (req) =>
    bars(req, req.params.id, 'month', calendarBars('m', firstDays(first(req.query.date, 'year'), 'year', '1 month'), 'MM', sql`to_char(g.day, 'YYYY')`, inUnit(first(req.query.date, 'year'), 'year'))),
  );
  api.get(`${base}TotalData/:id`, { schema: { params: stationIdParam }, config }, (req) => bars(req, req.params.id, 'year', calendarBars('y', years, 'YYYY', sql`''`)));
  api.get('/iot/station/statisticsStationPowerData/:id', { schema: { params: stationIdParam, querystring: stationDayQuery }, config }, async (req) =>
    ok(req, await powerCurve(app.db, req, req.params.id, req.query.date)),
  );
};
