import { DatePicker, Segmented, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { Period } from './station-queries.ts';

const PERIODS: Period[] = ['day', 'month', 'year', 'total'];
const PICKER = { day: 'date', month: 'month', year: 'year' } as const;
const FORMAT = { day: 'YYYY-MM-DD', month: 'YYYY-MM', year: 'YYYY' } as const;

interface Props {
  period: Period;
  onPeriod(p: Period): void;
  /** The station's date shown (its today when none was chosen). */
  shown: string | undefined;
  onDate(date: string): void;
}

/** Day, month, year or total, and a date of the station's calendar for the first three. */
export function PeriodPicker({ period, onPeriod, shown, onDate }: Props) {
  const { t } = useTranslation();
  return (
    <Space wrap>
      <Segmented<Period> value={period} onChange={onPeriod} options={PERIODS.map((p) => ({ value: p, label: t(`resources.station.detail.${p}`) }))} />
      {period !== 'total' && (
        <DatePicker picker={PICKER[period]} allowClear={false} value={shown ? dayjs(shown) : undefined} format={FORMAT[period]} onChange={(d: Dayjs | null) => d && onDate(d.format('YYYY-MM-DD'))} />
      )}
    </Space>
  );
}
