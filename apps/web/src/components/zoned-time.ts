import type { Language } from '@cniot/contract/constants';
import type { Row } from './list-page/resource.ts';
import { formatInstant } from '../lib/format.ts';

/** An instant on a station's clock (formatInstant, as the station detail shows its times), labelled with the zone. */
export function zonedTime(value: unknown, zone: unknown, lang?: Language): string {
  if (value === null || value === undefined || value === '') return '';
  const timeZone = typeof zone === 'string' && zone ? zone : undefined;
  return timeZone ? `${formatInstant(value, timeZone, lang)} (${timeZone})` : formatInstant(value, undefined, lang);
}

/** Room for a date, a time and a zone's name such as America/Sao_Paulo. */
const ZONED_WIDTH = 270;

/**
 * A list column of instants read on the row's station clock (`zoneField` holds the station's zone). Plain
 * text, not a datetime column: the cell's hover title would otherwise be written in the browser's zone.
 */
export const zonedTimeCell = (field: string, zoneField = 'timeZone') => ({
  type: undefined,
  width: ZONED_WIDTH,
  render: (row: Row) => zonedTime(row[field], row[zoneField]),
});
