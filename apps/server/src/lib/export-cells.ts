import type { FastifyRequest } from 'fastify';
import type { Language } from '@cniot/contract/constants';
import { offsetMs } from './zoned.ts';

/** The zone the console reads times in (`Time-Zone`, an IANA name); UTC for a caller that names none or an unknown one. */
export function readerZone(req: FastifyRequest): string {
  const zone = req.headers['time-zone'];
  if (typeof zone !== 'string' || !zone) return 'UTC';
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    return 'UTC';
  }
}

/** `2026-11-27 14:56:53.83+00`, as PostgreSQL writes a timestamptz in text, or an ISO time. */
const DB_TIME = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)(Z|[+-]\d{2}(?::?\d{2})?)?$/;

/** A stored time as an instant: a Date, a database or ISO text, a Unix time in ms; undefined when it is none. */
export function instantOf(value: unknown): number | undefined {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : value.getTime();
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string') return undefined;
  const m = DB_TIME.exec(value.trim());
  if (!m) return undefined;
  const zone = !m[3] || m[3] === 'Z' ? 'Z' : m[3].length === 3 ? `${m[3]}:00` : m[3].replace(/^([+-]\d{2})(\d{2})$/, '$1:$2');
  const ts = Date.parse(`${m[1]}T${m[2]}${zone}`);
  return Number.isNaN(ts) ? undefined : ts;
}

/**
 * A spreadsheet date holds no zone: the cell is the reader's wall-clock time,
 * written as if it were UTC (which is how the workbook stores it).
 */
export const wallClockCell = (ts: number, zone: string): Date => new Date(ts + offsetMs(ts, zone));

const PARTS: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = { year: 'yyyy', month: 'mm', day: 'dd', hour: 'hh', minute: 'mm', second: 'ss' };
const formats = new Map<Language, string>();

/**
 * The number format of a date-time cell in the language, built from the
 * order and separators the console's own formatter uses (11/24/2026, 14:05:09 ·
 * 24.11.2026, 14:05:09 · 2026/11/24 14:05:09); separators are quoted, as a
 * comma in a number format would mean thousands.
 */
export function dateTimeFormat(lang: Language): string {
  let f = formats.get(lang);
  if (!f) {
    const parts = new Intl.DateTimeFormat(lang.replace('_', '-'), {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
      timeZone: 'UTC',
    }).formatToParts(0);
    f = parts.map((p) => PARTS[p.type] ?? `"${p.value.replace(/"/g, '')}"`).join('');
    formats.set(lang, f);
  }
  return f;
}

/** Characters a sheet name may not hold, and its length in the workbook. */
export const sheetName = (title: string): string =>
  title
    .replace(/[[\]:*?/\\]/g, ' ')
    .trim()
    .slice(0, 31) || 'Sheet1';
