import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { rowsOf, type Db } from '../../../db/client.ts';
import type { JobHandler } from '../../../jobs/job-handler.ts';
import { dayBounds, localDate } from '../../../lib/zoned.ts';
import { defaultPlane, expectedEnergyWh, type PlantGeometry } from './clear-sky.ts';

/**
 * Each station's clear-sky energy per local day (`iot_station_expected`),
 * from its coordinates, capacity and the layout's tilt and azimuth, kept
 * with the inputs it was computed from so that a changed station is computed
 * again. Only completed days are stored: a day not over has no ratio.
 */

export interface Plant {
  id: number;
  latitude: number | null;
  longitude: number | null;
  capacity: number;
  zone: string;
  tilt: number | null;
  azimuth: number | null;
}

const plantsWhere = (where: SQL) => sql`
  select s.id::float8 as id, s.latitude::float8 as latitude, s.longitude::float8 as longitude, coalesce(s.capacity, 0)::float8 as capacity, s.time_zone as zone,
    l.tilt_angle::float8 as tilt, l.orientation_angle::float8 as azimuth
  from iot_station s left join iot_station_layout l on l.station_id = s.id where s.del_flag = '0' and ${where}`;

export const plantsOf = (db: Db, ids?: number[]) => rowsOf<Plant>(db, plantsWhere(ids ? sql`s.id = any(${`{${ids.join(',')}}`}::int8[])` : sql`true`));

/** What the model needs, or null when the station has no coordinates or no capacity. */
export function geometryOf(p: Plant): PlantGeometry | null {
  if (p.latitude === null || p.longitude === null || !(p.capacity > 0)) return null;
  const plane = p.tilt === null || p.azimuth === null ? defaultPlane(p.latitude) : { tilt: p.tilt, azimuth: p.azimuth };
  return { latitude: p.latitude, longitude: p.longitude, capacity: p.capacity, ...plane };
}

const inputsOf = (g: PlantGeometry, zone: string) => [g.latitude, g.longitude, g.capacity, g.tilt, g.azimuth, zone].join(' ');

export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** The station's last completed day (yesterday on its clock). */
export const lastCompleteDay = (zone: string, now = Date.now()) => addDays(localDate(now, zone), -1);

/**
 * Computes and stores the days from `first` to `last` (each station's own
 * range, local dates) that are missing or were computed from other inputs.
 * Stations the model cannot compute lose their rows.
 */
export async function bookExpected(db: Db, plants: Plant[], range: (p: Plant) => { first: string; last: string }): Promise<number> {
  const computable = plants.filter((p) => geometryOf(p));
  const gone = plants.filter((p) => !geometryOf(p)).map((p) => p.id);
  if (gone.length) await db.execute(sql`delete from iot_station_expected where station_id = any(${`{${gone.join(',')}}`}::int8[])`);
  if (!computable.length) return 0;
  const ranges = new Map(computable.map((p) => [p.id, range(p)]));
  const min = [...ranges.values()].reduce((a, r) => (r.first < a ? r.first : a), '9999-12-31');
  const stored = await rowsOf<{ id: number; day: string; inputs: string }>(
    db,
    sql`select station_id::float8 as id, to_char(day, 'YYYY-MM-DD') as day, inputs from iot_station_expected
        where station_id = any(${`{${computable.map((p) => p.id).join(',')}}`}::int8[]) and day >= ${min}::date`,
  );
  const known = new Map(stored.map((r) => [`${r.id}/${r.day}`, r.inputs]));
  const rows: { station_id: number; day: string; expected_wh: number; inputs: string }[] = [];
  for (const p of computable) {
    const g = geometryOf(p) as PlantGeometry;
    const inputs = inputsOf(g, p.zone);
    const { first, last } = ranges.get(p.id) as { first: string; last: string };
    for (let day = first; day <= last; day = addDays(day, 1)) {
      if (known.get(`${p.id}/${day}`) === inputs) continue;
      const { start, end } = dayBounds(day, p.zone);
      rows.push({ station_id: p.id, day, expected_wh: expectedEnergyWh(g, start, end), inputs });
    }
  }
  for (let i = 0; i < rows.length; i += 5000) {
    await db.execute(sql`
      insert into iot_station_expected (station_id, day, expected_wh, inputs)
      select r.station_id, r.day, r.expected_wh, r.inputs from jsonb_to_recordset(${JSON.stringify(rows.slice(i, i + 5000))}::jsonb)
        as r(station_id int8, day date, expected_wh float8, inputs text)
      on conflict (station_id, day) do update set expected_wh = excluded.expected_wh, inputs = excluded.inputs`);
  }
  return rows.length;
}

/**
 * The summary's performance ratios: of the station's last completed day, and
 * of the month that day belongs to (its completed days), actual over expected.
 */
export async function refreshPerformance(db: Db, ids?: number[]): Promise<void> {
  const only = ids ? sql`and s.id = any(${`{${ids.join(',')}}`}::int8[])` : sql``;
  await db.execute(sql`
    with st as (select s.id, (now() at time zone s.time_zone)::date - 1 as last from iot_station s where s.del_flag = '0' ${only}),
    pr as (
      select st.id, st.last,
        max(x.expected_wh) filter (where x.day = st.last) as day_expected, max(e.energy_wh) filter (where x.day = st.last) as day_actual,
        sum(x.expected_wh) as month_expected, sum(coalesce(e.energy_wh, 0)) as month_actual
      from st left join iot_station_expected x on x.station_id = st.id and x.day between date_trunc('month', st.last)::date and st.last
      left join iot_energy_station e on e.station_id = st.id and e.period = 'd' and e.period_start = x.day
      group by st.id, st.last
    )
    update iot_station_summary m set pr_day = case when pr.day_expected > 0 then coalesce(pr.day_actual, 0) / pr.day_expected end,
      pr_month = case when pr.month_expected > 0 then pr.month_actual / pr.month_expected end, pr_day_start = pr.last
    from pr where m.station_id = pr.id`);
}

/** The days the job keeps: from the first of last month (the monthly report's month) to yesterday. */
const jobRange = (p: Plant) => {
  const last = lastCompleteDay(p.zone);
  return { first: `${addDays(`${last.slice(0, 7)}-01`, -1).slice(0, 7)}-01`, last };
};

/** Hourly (migration 0350): new days, changed stations, then the ratios of the lists and the dashboard. */
export const expectedYieldJob: JobHandler<Record<string, never> | undefined> = {
  name: 'stationExpectedYield',
  description: 'Computes each station’s clear-sky expected energy per day and its performance ratio',
  args: z.object({}).strict().optional(),
  async run(app) {
    const started = Date.now();
    const days = await bookExpected(app.db, await plantsOf(app.db), jobRange);
    await refreshPerformance(app.db);
    return `Expected energy of ${days} station days computed, ratios refreshed in ${Date.now() - started} ms`;
  },
};
