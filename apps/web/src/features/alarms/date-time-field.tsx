import { DatePicker } from 'antd';
import dayjs from 'dayjs';
import type { CustomFieldProps } from '../../components/list-page/resource.ts';

/** A moment with its time of day, sent as an ISO instant (the shared date input keeps the day only). */
export function DateTimeField({ value, onChange }: CustomFieldProps) {
  return (
    <DatePicker
      showTime={{ format: 'HH:mm' }}
      format="YYYY-MM-DD HH:mm"
      style={{ width: '100%' }}
      value={typeof value === 'string' && value ? dayjs(value) : null}
      onChange={(d) => onChange?.(d ? d.toISOString() : null)}
    />
  );
}
