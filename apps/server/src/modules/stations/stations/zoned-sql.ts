import { sql, type SQL } from 'drizzle-orm';
import { formatOffset } from '@cniot/contract/time-zone';

/**
 * A station's calendar in SQL, for queries that join `iot_station`: the
 * database knows the zone's rules, so a chart's bars and points come back
 * with their instants and local clocks in the same query as the station and
 * its energy, and no zone is read through Intl per request.
 */

export const ZONE = sql`iot_station.time_zone`;

/** The local day asked for, or the station's today. */
export const dayOrToday = (date: string | undefined) => sql`coalesce(${date ?? null}::date, (now() at time zone ${ZONE})::date)`;

/** The first day of the month or year of `date` (YYYY-MM or YYYY, a longer date accepted), or of the station's today. */
export const first = (date: string | undefined, unit: 'month' | 'year') => (date ? sql`${unit === 'month' ? `${date.slice(0, 7)}-01` : `${date.slice(0, 4)}-01-01`}::date` : dayOrToday(undefined));

/** The first day of every `step` in the `unit` (month or year) that contains `first`. */
export const firstDays = (first: SQL, unit: 'month' | 'year', step: string) =>
  sql`select s::date as day from generate_series(date_trunc(${unit}, (${first})::timestamp), date_trunc(${unit}, (${first})::timestamp) + ${`1 ${unit}`}::interval - ${step}::interval, ${step}::interval) s`;

/**
 * The instant the station's clock starts local day `day`, read as
 * `zonedInstant` reads it: a skipped midnight lands after the gap
 * (PostgreSQL's own reading), a repeated one is its first instant
 * (PostgreSQL would take the last).
 */
export const midnight = (day: SQL) => {
  const wall = sql`(${day})::timestamp`;
  const read = sql`(${wall} at time zone ${ZONE})`;
  return sql`(case when (${read} - interval '1 hour') at time zone ${ZONE} = ${wall} then ${read} - interval '1 hour'
    when (${read} - interval '30 minutes') at time zone ${ZONE} = ${wall} then ${read} - interval '30 minutes' else ${read} end)`;
};

/** Columns `t` (the instant) and `local` (the station's clock at it), both in ms, for `localOf`. */
export const instantAndClock = (t: SQL) => sql`round(extract(epoch from ${t}) * 1000)::float8 as t, round(extract(epoch from ${t} at time zone ${ZONE}) * 1000)::float8 as local`;

/** `2026-10-25T02:00:00+01:00` and `02:00` from an instant and the station's clock at it (ms): arithmetic only. */
export function localOf(row: { t: number; local: number }): { iso: string; clock: string } {
  const wall = new Date(row.local).toISOString();
  return { iso: `${wall.slice(0, 19)}${formatOffset(Math.round((row.local - row.t) / 60_000))}`, clock: wall.slice(11, 16) };
}
