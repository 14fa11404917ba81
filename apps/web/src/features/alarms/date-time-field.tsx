import { DatePicker, Typography } from 'antd';
import dayjs from 'dayjs';
import { offsetMinutesOf } from '@cniot/contract/time-zone';
import type { CustomFieldProps } from '../../components/list-page/resource.ts';

const CLOCK = 'YYYY-MM-DD HH:mm';
const HAS_OFFSET = /(Z|[+-]\d{2}:?\d{2})$/;

/** A saved instant as the station's clock showed it (`YYYY-MM-DD HH:mm`); a time typed here already is one. */
function stationClock(value: string, zone: string | undefined): string {
  if (!HAS_OFFSET.test(value)) return value;
  const at = Date.parse(value);
  if (!zone || Number.isNaN(at)) return dayjs(value).format(CLOCK);
  return new Date(at + offsetMinutesOf(zone, at) * 60_000).toISOString().slice(0, 16).replace('T', ' ');
}

/**
 * A moment with its time of day on the station's clock, whatever the
 * browser's zone: sent without an offset, and the server reads it in the
 * station's zone (named beside the picker once known).
 */
export function DateTimeField({ value, onChange, record }: CustomFieldProps) {
  const zone = typeof record?.timeZone === 'string' ? record.timeZone : undefined;
  const clock = typeof value === 'string' && value ? stationClock(value, zone) : null;
  return (
    <div className="station-clock-field">
      <DatePicker showTime={{ format: 'HH:mm' }} format={CLOCK} style={{ width: '100%' }} value={clock ? dayjs(clock) : null} onChange={(d) => onChange?.(d ? d.format(CLOCK) : null)} />
      {zone && (
        <Typography.Text className="zone-label" type="secondary">
          {zone}
        </Typography.Text>
      )}
    </div>
  );
}
