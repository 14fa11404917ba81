import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { stationIdParam } from '@cniot/contract/stations/station';
import { performanceQuery, type MonthPerformance } from '@cniot/contract/stations/station-performance';
import { StationPerm } from '@cniot/contract/stations/station-permissions';
import { rowsOf, type Db } from '../../../db/client.ts';
import { ok } from '../../../lib/reply.ts';
import { addDays, bookExpected, lastCompleteDay, plantsOf } from './expected-yield.ts';
import { visibleStation } from './station-access.ts';

/** The last day of the month `YYYY-MM`. */
const monthEnd = (month: string) => addDays(`${addDays(`${month}-28`, 4).slice(0, 7)}-01`, -1);

/**
 * A month of a station's calendar: each day's energy recorded (roll-up),
 * expected energy (computed now for completed days that lack it) and ratio.
 * The month's ratio sums the days that have both.
 */
export async function monthPerformance(db: Db, station: { id: number; timeZone: string }, month?: string): Promise<MonthPerformance> {
  const lastDone = lastCompleteDay(station.timeZone);
  const m = month ?? lastDone.slice(0, 7);
  const first = `${m}-01`;
  const end = monthEnd(m);
  const last = end < lastDone ? end : lastDone;
  if (first <= last) await bookExpected(db, await plantsOf(db, [station.id]), () => ({ first, last }));
  const days = await rowsOf<{ date: string; wh: number; expected: number | null }>(
    db,
    sql`select to_char(g.day, 'YYYY-MM-DD') as date, coalesce(e.energy_wh, 0)::float8 as wh, case when g.day <= ${last}::date then x.expected_wh end as expected
        from (select s::date as day from generate_series(${first}::date, ${end}::date, interval '1 day') s) g
        left join iot_energy_station e on e.station_id = ${station.id} and e.period = 'd' and e.period_start = g.day
        left join iot_station_expected x on x.station_id = ${station.id} and x.day = g.day
        order by g.day`,
  );
  const judged = days.filter((d) => d.expected !== null && d.expected > 0);
  const expectedWh = judged.reduce((s, d) => s + (d.expected as number), 0);
  return {
    stationId: station.id,
    timeZone: station.timeZone,
    month: m,
    energyWh: days.reduce((s, d) => s + d.wh, 0),
    expectedWh: judged.length ? expectedWh : null,
    ratio: judged.length ? judged.reduce((s, d) => s + d.wh, 0) / expectedWh : null,
    days: days.map((d) => ({ date: d.date, energyWh: d.wh, expectedWh: d.expected, ratio: d.expected ? d.wh / d.expected : null })),
  };
}

/** `GET /iot/station/performanceRatio/{id}?date=YYYY-MM`: the station in the caller's scope, else 404. */
export const performanceRoutes: FastifyPluginAsync = async (app) => {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get('/iot/station/performanceRatio/:id', { schema: { params: stationIdParam, querystring: performanceQuery }, config: { permission: StationPerm.station.query } }, async (req) =>
      ok(req, await monthPerformance(app.db, await visibleStation(app.db, req, req.params.id), req.query.date)),
    );
};
