/**
 * Five-field cron (minute hour day-of-month month day-of-week) in the
 * server's local time: numbers, `*`, `?`, ranges, steps, lists, and
 * JAN-DEC / SUN-SAT names; 7 is Sunday too. As in Vixie cron, when both
 * day fields are restricted a day matching either one fires.
 */
export class CronError extends Error {
  constructor(
    readonly key: string,
    readonly params: Record<string, unknown> = {},
  ) {
    super(key);
  }
}

interface FieldSpec {
  name: string;
  min: number;
  max: number;
  names?: string[];
}

const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
const DAYS = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'];
const SPECS: FieldSpec[] = [
  { name: 'minute', min: 0, max: 59 },
  { name: 'hour', min: 0, max: 23 },
  { name: 'day-of-month', min: 1, max: 31 },
  { name: 'month', min: 1, max: 12, names: MONTHS },
  { name: 'day-of-week', min: 0, max: 7, names: DAYS },
];
const PART = /^(?:([*?])|(\w+)(?:-(\w+))?)(?:\/(\d+))?$/;
/** A schedule with no fire time within this span is treated as never firing (e.g. 30 February). */
const HORIZON_MS = 5 * 366 * 24 * 3600_000;

export interface Cron {
  minutes: Set<number>;
  hours: Set<number>;
  days: Set<number>;
  months: Set<number>;
  weekdays: Set<number>;
  anyDay: boolean;
  anyWeekday: boolean;
}

function parseField(text: string, spec: FieldSpec): Set<number> {
  const bad = (value: string) => new CronError('job.cronValue', { value, field: spec.name, min: spec.min, max: spec.max });
  const num = (token: string) => {
    const named = spec.names?.indexOf(token.toUpperCase()) ?? -1;
    const n = named >= 0 ? named + (spec.name === 'month' ? 1 : 0) : /^\d+$/.test(token) ? Number(token) : NaN;
    if (!(n >= spec.min && n <= spec.max)) throw bad(token);
    return n;
  };
  const values = new Set<number>();
  for (const part of text.split(',')) {
    const m = PART.exec(part);
    if (!m) throw bad(part);
    const step = m[4] === undefined ? 1 : Number(m[4]);
    if (step < 1) throw bad(part);
    const lo = m[1] ? spec.min : num(m[2]);
    const hi = m[1] || (m[4] !== undefined && m[3] === undefined) ? spec.max : m[3] !== undefined ? num(m[3]) : lo;
    if (hi < lo) throw bad(part);
    for (let v = lo; v <= hi; v += step) values.add(spec.name === 'day-of-week' && v === 7 ? 0 : v);
  }
  return values;
}

export function parseCron(expression: string): Cron {
  const fields = expression.trim().split(/\s+/);
  if (fields.length !== 5) throw new CronError('job.cronFields');
  const [minutes, hours, days, months, weekdays] = fields.map((f, i) => parseField(f, SPECS[i]));
  const cron = { minutes, hours, days, months, weekdays, anyDay: /^[*?]/.test(fields[2]), anyWeekday: /^[*?]/.test(fields[4]) };
  nextFire(cron, new Date());
  return cron;
}

function dayMatches(c: Cron, d: Date): boolean {
  const dom = c.days.has(d.getDate());
  const dow = c.weekdays.has(d.getDay());
  if (c.anyDay) return dow;
  if (c.anyWeekday) return dom;
  return dom || dow;
}

/** The first fire time strictly after `after`, at a whole minute. */
export function nextFire(c: Cron, after: Date): Date {
  const d = new Date(after.getTime());
  d.setSeconds(0, 0);
  d.setMinutes(d.getMinutes() + 1);
  const limit = after.getTime() + HORIZON_MS;
  while (d.getTime() <= limit) {
    const before = d.getTime();
    if (!c.months.has(d.getMonth() + 1)) {
      d.setMonth(d.getMonth() + 1, 1);
      d.setHours(0, 0, 0, 0);
    } else if (!dayMatches(c, d)) {
      d.setDate(d.getDate() + 1);
      d.setHours(0, 0, 0, 0);
    } else if (!c.hours.has(d.getHours())) {
      d.setHours(d.getHours() + 1, 0, 0, 0);
    } else if (!c.minutes.has(d.getMinutes())) {
      d.setMinutes(d.getMinutes() + 1, 0, 0);
    } else {
      return d;
    }
    // A daylight-saving change can make a local-time step land on the same instant; move on by a minute.
    if (d.getTime() <= before) d.setTime(before + 60_000);
  }
  throw new CronError('job.cronNever');
}
