import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { stationIdParam } from '@cniot/contract/stations/station';
import { stationDayQuery } from '@cniot/contract/stations/station-detail';
import type { LayoutCell } from '@cniot/contract/stations/station-layout';
import type { LayoutHistory } from '@cniot/contract/stations/station-layout-history';
import { StationPerm } from '@cniot/contract/stations/station-permissions';
import { rowsOf, type Db } from '../../../db/client.ts';
import { ok } from '../../../lib/reply.ts';
import { visibleStationWith } from './station-access.ts';
import { inputsOf } from './station-layout.ts';
import { reach } from './station-power-curve.ts';
import { dayOrToday, instantAndClock, localOf, midnight } from './zoned-sql.ts';

const STEP_HOURS = 5 / 60;
const DAY_MS = 86_400_000;

type Row = { date: string; t: number; local: number; stop: number; wnId: string | null; n: number | null; w: number | null };

/**
 * The day's 5-minute steps (rows without `wnId`) and each PV input's mean
 * power per step (rows with it), read from the raw telemetry taken for the
 * station, in one query with the station in the caller's scope.
 */
function dayRows(db: Db, req: FastifyRequest, id: number, date: string | undefined) {
  const { from, to } = reach(date);
  const step = sql`interval '5 minutes'`;
  const rows = sql`
    select b.day::text as date, ${instantAndClock(sql`g.t`)}, round(extract(epoch from b.stop) * 1000)::float8 as stop, g.wn_id as "wnId", g.n, g.w
    from (select d.day, ${midnight(sql`d.day`)} as start, ${midnight(sql`(d.day + 1)`)} as stop from (select ${dayOrToday(date)} as day) d) b
    cross join lateral (
      select s.t, null::text as wn_id, null::int as n, null::float8 as w from generate_series(b.start, b.stop - interval '1 millisecond', ${step}) s(t)
      union all
      select date_bin(${step}, r.ts, timestamptz 'epoch'), r.wn_id, pv.n::int, avg(pv.p)::float8
      from iot_wn_data r cross join lateral unnest(r.pv_power) with ordinality as pv(p, n)
      where r.station_id = iot_station.id and r.ts >= b.start and r.ts < b.stop and pv.p is not null
        and r.ts >= to_timestamp(${from / 1000}) and r.ts < to_timestamp(${to / 1000})
      group by 1, 2, 3) g`;
  return visibleStationWith<Row>(db, req, id, 't', rows);
}

/** The layout's panels per input and each wired inverter's rating. */
async function wiring(db: Db, stationId: number) {
  const [layout] = await rowsOf<{ cells: LayoutCell[] }>(db, sql`select cells from iot_station_layout where station_id = ${stationId}`);
  const panels = new Map<string, { wnId: string; pvIndex: number; panels: number }>();
  for (const c of layout?.cells ?? []) {
    if (!c.wnId || !c.pvIndex) continue;
    const key = `${c.wnId}:${c.pvIndex}`;
    panels.set(key, { wnId: c.wnId, pvIndex: c.pvIndex, panels: (panels.get(key)?.panels ?? 0) + 1 });
  }
  const codes = [...new Set([...panels.values()].map((p) => p.wnId))];
  const rated = await rowsOf<{ wnId: string; power: number; wnType: string }>(
    db,
    sql`select wn_id as "wnId", power::float8 as power, wn_type as "wnType" from iot_wn where del_flag = '0' and wn_id in (select json_array_elements_text(${JSON.stringify(codes)}::json))`,
  );
  return { inputs: [...panels.values()], rated: new Map(rated.map((r) => [r.wnId, r.power / inputsOf(r.wnType)])) };
}

/** Inputs (`wnId:pvN`) with an underperformance alarm open at some time from the day's start to the end of the next day. */
async function flaggedInputs(db: Db, stationId: number, start: number, stop: number): Promise<Set<string>> {
  const rows = await rowsOf<{ key: string }>(
    db,
    sql`select device_id || ':' || alarm_type as key from iot_alarm_record
        where station_id = ${stationId} and alarm_code = 'underperformance' and device_type = 'wn' and alarm_type like 'pv%'
          and start_time < to_timestamp(${(stop + DAY_MS) / 1000}) and coalesce(end_time, 'infinity') > to_timestamp(${start / 1000})`,
  );
  return new Set(rows.map((r) => r.key));
}

/** The day of every wired input: per-panel power per step, energy, and whether the analytics flagged it. */
export async function layoutHistory(db: Db, req: FastifyRequest, id: number, date: string | undefined): Promise<LayoutHistory> {
  const { station, rows } = await dayRows(db, req, id, date);
  const steps = rows.filter((r) => r.wnId === null).sort((a, b) => a.t - b.t);
  const index = new Map(steps.map((s, i) => [s.t, i]));
  const means = new Map<string, (number | null)[]>();
  for (const r of rows) {
    if (r.wnId === null || r.w === null) continue;
    const key = `${r.wnId}:${r.n}`;
    const series =
      means.get(key) ??
      means
        .set(
          key,
          steps.map(() => null),
        )
        .get(key)!;
    series[index.get(r.t)!] = r.w;
  }
  const { inputs, rated } = await wiring(db, station.id);
  const flagged = await flaggedInputs(db, station.id, steps[0].t, steps[0].stop);
  return {
    stationId: station.id,
    timeZone: station.timeZone,
    date: steps[0].date,
    intervalMinutes: 5,
    times: steps.map((s) => {
      const at = localOf(s);
      return { time: at.iso, label: at.clock };
    }),
    inputs: inputs.map((i) => {
      const powerW = (means.get(`${i.wnId}:${i.pvIndex}`) ?? steps.map(() => null)).map((w) => (w === null ? null : w / i.panels));
      const energyWh = powerW.reduce<number>((sum, w) => sum + (w ?? 0) * STEP_HOURS, 0);
      const kwp = (rated.get(i.wnId) ?? 0) / i.panels / 1000;
      return { ...i, flagged: flagged.has(`${i.wnId}:pv${i.pvIndex}`), powerW, energyWh, energyPerKwp: kwp > 0 ? energyWh / kwp : null };
    }),
  };
}

/** `GET /iot/station/layoutHistory/{id}?date`: the layout replayed over a local day of the station. */
export const layoutHistoryRoutes: FastifyPluginAsync = async (app) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get('/iot/station/layoutHistory/:id', { schema: { params: stationIdParam, querystring: stationDayQuery }, config: { permission: StationPerm.station.query } }, async (req) =>
    ok(req, await layoutHistory(app.db, req, req.params.id, req.query.date)),
  );
};
