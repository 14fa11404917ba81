import type { Row } from './list-page/resource.ts';
import { formatInstant } from '../lib/format.ts';
import { useLanguage } from './dict.tsx';

/** An instant on a station's clock (formatInstant, as the station detail shows its times), labelled with the zone. */
export function ZonedTime({ value, zone }: { value: unknown; zone: unknown }) {
  const lang = useLanguage();
  if (value === null || value === undefined || value === '') return null;
  const timeZone = typeof zone === 'string' && zone ? zone : undefined;
  return (
    <span className="zoned-time">
      {formatInstant(value, timeZone, lang)}
      {timeZone && <span className="zone-label"> ({timeZone})</span>}
    </span>
  );
}

/** A list column of instants read on the row's station clock (`zoneField` holds the station's zone). */
export const zonedTimeCell = (field: string, zoneField = 'timeZone') => ({ render: (row: Row) => <ZonedTime value={row[field]} zone={row[zoneField]} /> });
