import { quarterOffsetMs } from '../../lib/zoned.ts';

/**
 * Energy from a lifetime counter (docs/device-protocol.md §5). Pure functions so
 * the rules that keep totals right under resets, gaps, duplicates and reordering
 * can be reasoned about and tested apart from the database.
 *
 * The cursor is the range of readings already counted: `low` is the earliest,
 * `high` the newest. A reading outside the range extends it and counts the
 * difference to the range's nearer end; a reading inside it counts nothing
 * (its energy is part of a difference already counted). So the total counted
 * is the same whatever order the readings arrive in, including a new device's
 * first readings taken by several server nodes at once.
 */

export interface Reading {
  ts: number;
  totalWh: number;
}

export interface Cursor {
  low: Reading | null;
  high: Reading | null;
}

export interface Step {
  deltaWh: number;
  /** The reading whose local day gets the energy: the one that closes the interval. */
  bookTs: number;
  next: Cursor;
  /** Set when the step was not a plain difference, for the log. */
  note?: 'first' | 'inside' | 'reset' | 'implausible';
}

/** A difference above this share of what the rated power could produce in the elapsed time is a corrupt counter. */
const PLAUSIBLE_FACTOR = 1.5;
/** Slack for clock jitter and tiny rated powers. */
const PLAUSIBLE_SLACK_WH = 10;

/** A counter that went back by less than this was rounded (whole-Wh devices after a fractional import), not reset. */
const ROUNDING_WH = 1;

/**
 * Energy between two readings, `to` being the later one. After a reset the
 * counter's whole new value is the energy, so it passes the same plausibility
 * check as a difference: a "reset" to a lifetime figure is a corrupt counter.
 */
function difference(from: Reading, to: Reading, ratedPowerW: number): { wh: number; note?: Step['note'] } {
  const back = from.totalWh - to.totalWh;
  if (back > 0 && back < ROUNDING_WH) return { wh: 0 };
  const wh = back > 0 ? to.totalWh : -back;
  const possible = ((ratedPowerW * (to.ts - from.ts)) / 3_600_000) * PLAUSIBLE_FACTOR + PLAUSIBLE_SLACK_WH;
  if (ratedPowerW > 0 && wh > possible) return { wh: 0, note: 'implausible' };
  return back > 0 ? { wh, note: 'reset' } : { wh };
}

export function advance(cursor: Cursor, reading: Reading, ratedPowerW = 0): Step {
  const { low, high } = cursor;
  if (!high) return { deltaWh: 0, bookTs: reading.ts, next: { low: reading, high: reading }, note: 'first' };
  if (reading.ts > high.ts) {
    const d = difference(high, reading, ratedPowerW);
    return { deltaWh: d.wh, bookTs: reading.ts, next: { low, high: reading }, note: d.note };
  }
  if (low && reading.ts < low.ts) {
    const d = difference(reading, low, ratedPowerW);
    return { deltaWh: d.wh, bookTs: low.ts, next: { low: reading, high }, note: d.note };
  }
  return { deltaWh: 0, bookTs: reading.ts, next: cursor, note: 'inside' };
}

export type Period = 'd' | 'm' | 'y';

/** The station-local calendar day of `ts` as YYYY-MM-DD; a bad zone name in a station must not stop ingest: it books in UTC. */
export function localDay(ts: number, timeZone: string): string {
  let offset: number;
  try {
    offset = quarterOffsetMs(ts, timeZone);
  } catch {
    offset = 0;
  }
  return new Date(ts + offset).toISOString().slice(0, 10);
}

/** First local day of the day, month and year containing `ts`. */
export function periodStarts(ts: number, timeZone: string): Record<Period, string> {
  const day = localDay(ts, timeZone);
  return { d: day, m: `${day.slice(0, 7)}-01`, y: `${day.slice(0, 4)}-01-01` };
}

/** Sums energy per key so one upsert statement never touches a row twice. */
export class EnergySums<K> {
  private readonly sums = new Map<string, { key: K; wh: number }>();

  add(id: string, key: K, wh: number): void {
    const hit = this.sums.get(id);
    if (hit) hit.wh += wh;
    else this.sums.set(id, { key, wh });
  }

  /**
   * In the order of their ids: an upsert locks its rows in the order given, and
   * two batches (two nodes, or two lanes of one) booking the same station's
   * rows in different orders deadlocked (40P01) on PostgreSQL.
   */
  rows(): Array<K & { wh: number }> {
    return [...this.sums.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, s]) => ({ ...s.key, wh: s.wh }));
  }
}
