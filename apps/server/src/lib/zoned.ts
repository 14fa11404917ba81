/**
 * Wall-clock arithmetic in IANA zones with nothing but Intl: what a station's
 * clock shows at an instant, and the instant its clock shows a given time
 * (daylight saving gaps and repeats included).
 */

export interface LocalParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  /** ISO weekday: 1 Monday … 7 Sunday. */
  weekday: number;
}

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const WEEKDAYS: Record<string, number> = { Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6, Sun: 7 };
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(zone: string): Intl.DateTimeFormat {
  let f = formatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      weekday: 'short',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(zone, f);
  }
  return f;
}

export function localParts(ts: number, zone: string): LocalParts {
  const p = Object.fromEntries(
    formatter(zone)
      .formatToParts(ts)
      .map((x) => [x.type, x.value]),
  );
  return { year: +p.year, month: +p.month, day: +p.day, hour: +p.hour, minute: +p.minute, second: +p.second, weekday: WEEKDAYS[p.weekday] };
}

/** Milliseconds the zone's clock is ahead of UTC at `ts`. */
export function offsetMs(ts: number, zone: string): number {
  const p = localParts(ts, zone);
  return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - Math.floor(ts / 1000) * 1000;
}

/**
 * The instant the zone's clock shows year-month-day hour:minute. A time the
 * clock skips (spring forward) is read with the offset before the change, so
 * it lands just after the gap; a time it shows twice (fall back) is the first.
 */
export function zonedInstant(zone: string, year: number, month: number, day: number, hour = 0, minute = 0): number {
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  const before = wall - offsetMs(wall - DAY_MS / 2, zone);
  const after = wall - offsetMs(wall + DAY_MS / 2, zone);
  const valid = [before, after].filter((t) => t + offsetMs(t, zone) === wall);
  return valid.length ? Math.min(...valid) : before;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** `YYYY-MM-DD` of the zone's calendar at `ts`. */
export function localDate(ts: number, zone: string): string {
  const p = localParts(ts, zone);
  return `${p.year}-${pad(p.month)}-${pad(p.day)}`;
}

/** The instants a local calendar day starts and ends (23, 24 or 25 hours apart). */
export function dayBounds(date: string, zone: string): { start: number; end: number } {
  const [y, m, d] = date.split('-').map(Number);
  const next = new Date(Date.UTC(y, m - 1, d + 1));
  return { start: zonedInstant(zone, y, m, d), end: zonedInstant(zone, next.getUTCFullYear(), next.getUTCMonth() + 1, next.getUTCDate()) };
}

const QUARTER_MS = 900_000;
const quarterOffsets = new Map<string, number>();

/**
 * `offsetMs`, remembered per quarter hour of UTC: since 1970 every zone's
 * offsets and the instants they change are whole quarter hours, so the offset
 * holds for the whole quarter. Ingest asks for the same few quarters for every
 * record, and Intl's formatToParts was a tenth of its CPU time.
 */
export function quarterOffsetMs(ts: number, zone: string): number {
  const quarter = Math.floor(ts / QUARTER_MS);
  const key = `${zone}@${quarter}`;
  let offset = quarterOffsets.get(key);
  if (offset === undefined) {
    offset = offsetMs(quarter * QUARTER_MS, zone);
    if (quarterOffsets.size >= 100_000) quarterOffsets.clear();
    quarterOffsets.set(key, offset);
  }
  return offset;
}

/** The instant the local hour containing `ts` began: hours of a 25-hour day stay distinct. */
export function localHourStart(ts: number, zone: string): number {
  const second = Math.floor(ts / 1000) * 1000;
  const intoHour = (second + quarterOffsetMs(ts, zone)) % HOUR_MS;
  return second - (intoHour < 0 ? intoHour + HOUR_MS : intoHour);
}
