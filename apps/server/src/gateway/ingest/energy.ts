/**
 * Energy from a lifetime counter (docs/device-protocol.md §5). Pure functions so
 * the rules that keep totals right under resets, gaps, duplicates and reordering
 * can be reasoned about and tested apart from the database.
 */

export interface Cursor {
  /** Newest counter value already counted, Wh; null before the first record. */
  totalWh: number | null;
  /** Its time, ms. */
  ts: number | null;
}

export interface Step {
  deltaWh: number;
  next: Cursor;
  /** Set when the step was not a plain difference, for the log. */
  note?: 'first' | 'late' | 'reset' | 'implausible';
}

/** A difference above this share of what the rated power could produce in the elapsed time is a corrupt counter. */
const PLAUSIBLE_FACTOR = 1.5;
/** Slack for clock jitter and tiny rated powers. */
const PLAUSIBLE_SLACK_WH = 10;

export function advance(cursor: Cursor, ts: number, totalWh: number, ratedPowerW = 0): Step {
  const next = { totalWh, ts };
  if (cursor.totalWh === null || cursor.ts === null) return { deltaWh: 0, next, note: 'first' };
  if (ts <= cursor.ts) return { deltaWh: 0, next: cursor, note: 'late' };
  if (totalWh < cursor.totalWh) return { deltaWh: totalWh, next, note: 'reset' };
  const delta = totalWh - cursor.totalWh;
  if (ratedPowerW > 0) {
    const possible = ((ratedPowerW * (ts - cursor.ts)) / 3_600_000) * PLAUSIBLE_FACTOR + PLAUSIBLE_SLACK_WH;
    if (delta > possible) return { deltaWh: 0, next, note: 'implausible' };
  }
  return { deltaWh: delta, next };
}

export type Period = 'd' | 'm' | 'y';

const dayFormatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let f = dayFormatters.get(timeZone);
  if (!f) {
    try {
      f = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    } catch {
      // A bad zone name in a station must not stop ingest: book in UTC.
      f = formatterFor('UTC');
    }
    dayFormatters.set(timeZone, f);
  }
  return f;
}

/** The station-local calendar day of `ts` as YYYY-MM-DD. */
export function localDay(ts: number, timeZone: string): string {
  return formatterFor(timeZone).format(ts);
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

  rows(): Array<K & { wh: number }> {
    return [...this.sums.values()].map((s) => ({ ...s.key, wh: s.wh }));
  }
}
