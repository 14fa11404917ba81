import { z } from 'zod';
import { LANGUAGES } from './constants.ts';
import { defineManifest } from './manifest/define.ts';

/** An IANA zone name the JavaScript runtime knows (aliases such as Asia/Calcutta included). */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** A station's time zone: typed or picked as an IANA name, never as an offset (offsets change with daylight saving). */
export const timeZoneName = z.string().trim().min(1, 'validation.timeZone').max(64).refine(isTimeZone, 'validation.timeZone');

/** Minutes east of UTC of `zone` at `at` (Berlin: 60 in winter, 120 in summer). */
export function offsetMinutesOf(zone: string, at: Date | number = Date.now()): number {
  const text = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' }).formatToParts(at).find((p) => p.type === 'timeZoneName')?.value ?? 'GMT';
  const m = /GMT([+-])(\d{2}):(\d{2})/.exec(text);
  return m ? (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3])) : 0;
}

/** `+05:30`, `-03:00`, `+00:00`: the derived `offset` of a station or zone. */
export function formatOffset(minutes: number): string {
  const abs = Math.abs(minutes);
  return `${minutes < 0 ? '-' : '+'}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

/**
 * The time zones for pickers (`GET /iot/timeZone/list`): every IANA zone the
 * server knows, with its offset now and a name in `language` (the caller's
 * language unless asked). Read by whoever may list stations.
 */
export const timeZoneManifest = defineManifest({
  name: 'timeZone',
  api: '/iot/timeZone',
  perm: 'iot:station',
  actions: ['list'],
  id: 'zoneName',
  label: 'zoneName',
  fields: {
    zoneName: { list: true, search: 'like', sort: true },
    offset: { list: true, search: 'eq' },
    offsetMinutes: { sort: true },
    label: { list: true, search: 'like' },
    language: { search: 'eq', searchSchema: z.enum(LANGUAGES), list: { hidden: true } },
  },
  order: [
    ['offsetMinutes', 'asc'],
    ['zoneName', 'asc'],
  ],
});

export const timeZoneRow = z.object({ zoneName: z.string(), offset: z.string(), offsetMinutes: z.number(), label: z.string(), language: z.enum(LANGUAGES) });
export type TimeZoneRow = z.infer<typeof timeZoneRow>;
