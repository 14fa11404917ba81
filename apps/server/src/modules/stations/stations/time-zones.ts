import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { Language } from '@cniot/contract/constants';
import { formatOffset, offsetMinutesOf, timeZoneManifest, type TimeZoneRow } from '@cniot/contract/time-zone';
import { jsonParam } from '../../../gateway/raw-sql.ts';
import { manifestList } from '../../../lib/manifest-list.ts';

/** Offsets move with daylight saving: the list is rebuilt at most this often. */
const FRESH_MS = 10 * 60_000;
const cache = new Map<Language, { at: number; rows: TimeZoneRow[] }>();

/** Every zone the runtime knows (UTC first among equals), its offset now and its name in `language`. */
function zones(language: Language): TimeZoneRow[] {
  const hit = cache.get(language);
  if (hit && Date.now() - hit.at < FRESH_MS) return hit.rows;
  const names = [...new Set(['UTC', ...Intl.supportedValuesOf('timeZone')])];
  const locale = language.replace('_', '-');
  const rows = names.map((zoneName) => {
    const offsetMinutes = offsetMinutesOf(zoneName);
    const label = new Intl.DateTimeFormat(locale, { timeZone: zoneName, timeZoneName: 'longGeneric' }).formatToParts(0).find((p) => p.type === 'timeZoneName')?.value ?? zoneName;
    return { zoneName, offset: formatOffset(offsetMinutes), offsetMinutes, label, language };
  });
  cache.set(language, { at: Date.now(), rows });
  return rows;
}

/** `GET /iot/timeZone/list` for the station form's picker: what the manifest declares, over the runtime's zones. */
export const timeZoneRoutes: FastifyPluginAsync = async (app) => {
  manifestList(app, timeZoneManifest, {
    ownFilters: ['language'],
    source: (q, req) => sql`select * from json_to_recordset(${jsonParam(zones((q.language as Language | undefined) ?? req.lang))})
      as z("zoneName" text, "offset" text, "offsetMinutes" int, label text, language text)`,
  });
};
