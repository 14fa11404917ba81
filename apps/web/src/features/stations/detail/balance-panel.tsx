import { lazy, Suspense, useState } from 'react';
import type { BalanceTotals, StationBalance } from '@cniot/contract/stations/station-balance';
import { Card, Col, Empty, Row, Spin, Statistic } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../components/dict.tsx';
import { formatNumber, formatPercent } from '../../../lib/format.ts';
import { EnergyFlow } from './energy-flow.tsx';
import { PeriodPicker } from './period-picker.tsx';
import { balanceQuery, flowQuery, type Period } from './station-queries.ts';

const BalanceChart = lazy(() => import('./balance-chart.tsx'));

const FIGURES: Array<keyof BalanceTotals> = ['production', 'consumption', 'gridImport', 'gridExport', 'batteryCharge', 'batteryDischarge', 'selfConsumption'];
const RATES = ['selfConsumptionRate', 'selfSufficiencyRate'] as const;

/** A step's axis label: the hour of a day's 5-minute steps, the day of a month, the month of a year, the year. */
function axisLabels(b: StationBalance): string[] {
  return b.series.map((p) => (b.step === 'day' ? String(Number(p.label)) : p.label));
}

/** The station's live energy flow, and its balance over a day, month, year or its life, in its calendar. */
export function BalancePanel({ stationId, timeZone }: { stationId: string; timeZone: string }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const [period, setPeriod] = useState<Period>('day');
  const [date, setDate] = useState<string>();
  const flow = useQuery(flowQuery(stationId));
  const balance = useQuery(balanceQuery(stationId, period, date));
  const label = (key: string) => t(`resources.station.balance.${key}`);
  const b = balance.data;
  const names = Object.fromEntries(FIGURES.map((k) => [k, label(k)])) as Record<(typeof FIGURES)[number], string>;
  const kwh = (v: number | null) => (v === null ? '—' : `${formatNumber(v, 2, lang)} kWh`);
  const pct = (v: number | null) => (v === null ? '—' : formatPercent(v, lang));

  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} xl={10}>
        <Card size="small" title={label('flow')}>
          {flow.data ? <EnergyFlow flow={flow.data} /> : <Spin />}
        </Card>
      </Col>
      <Col xs={24} xl={14}>
        <Card size="small" title={label('tab')} extra={<PeriodPicker period={period} onPeriod={setPeriod} shown={b?.date || date} onDate={setDate} />}>
          <Spin spinning={balance.isFetching}>
            {b ? (
              <>
                <Row gutter={[16, 8]}>
                  {FIGURES.map((k) => (
                    <Col key={k} xs={12} md={6}>
                      <Statistic title={label(k)} value={kwh(b.totals[k])} />
                    </Col>
                  ))}
                  {RATES.map((k) => (
                    <Col key={k} xs={12} md={6}>
                      <Statistic title={label(k)} value={pct(b.totals[k])} />
                    </Col>
                  ))}
                </Row>
                <section aria-label={label('chart')}>
                  <Suspense fallback={<Spin />}>
                    <BalanceChart
                      points={b.series}
                      labels={axisLabels(b)}
                      names={names}
                      axisName={t('resources.station.detail.zoneAxis', { zone: timeZone })}
                      lang={lang}
                      fiveMinutes={b.step === '5min'}
                    />
                  </Suspense>
                </section>
              </>
            ) : (
              !balance.isFetching && <Empty />
            )}
          </Spin>
        </Card>
      </Col>
    </Row>
  );
}
