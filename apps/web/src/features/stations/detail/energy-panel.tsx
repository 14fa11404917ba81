import { lazy, Suspense, useState } from 'react';
import { Card, Empty, Spin, Statistic } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../components/dict.tsx';
import { formatEnergy } from '../../../lib/format.ts';
import { energyChart, powerChart } from './energy-series.ts';
import { PeriodPicker } from './period-picker.tsx';
import { energyQuery, powerQuery, type Period } from './station-queries.ts';

const EnergyChart = lazy(() => import('./energy-chart.tsx'));

/**
 * Generation by hour of a day, day of a month, month of a year or by year,
 * and the day's power curve, on the station's own calendar and clock: the
 * dates asked for are the station's, and every time axis names its zone.
 */
export function EnergyPanel({ stationId, timeZone }: { stationId: string; timeZone: string }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const [period, setPeriod] = useState<Period>('day');
  // Undefined: the station's current day, month or year (its today, not the browser's).
  const [date, setDate] = useState<string>();
  const energy = useQuery(energyQuery(stationId, period, date));
  const power = useQuery({ ...powerQuery(stationId, date), enabled: period === 'day' });
  const shown = energy.data?.date || date;
  const axisName = t('resources.station.detail.zoneAxis', { zone: timeZone });
  const label = (key: string) => t(`resources.station.detail.${key}`);

  return (
    <Card size="small" title={label('energy')} extra={<PeriodPicker period={period} onPeriod={setPeriod} shown={shown} onDate={setDate} />}>
      <Spin spinning={energy.isFetching}>
        {energy.data ? (
          <>
            <Statistic title={label(period)} value={formatEnergy(energy.data.totalWh, lang)} />
            <Suspense fallback={<Spin />}>
              <EnergyChart data={energyChart(energy.data, lang)} kind="bar" axisName={axisName} seriesName={label('energy')} />
            </Suspense>
          </>
        ) : (
          !energy.isFetching && <Empty />
        )}
      </Spin>
      {period === 'day' && power.data && (
        <Suspense fallback={<Spin />}>
          <h4 className="energy-power-title">{label('power')}</h4>
          <EnergyChart data={powerChart(power.data)} kind="line" axisName={axisName} seriesName={label('power')} />
        </Suspense>
      )}
    </Card>
  );
}
