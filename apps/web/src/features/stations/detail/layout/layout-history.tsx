import { lazy, Suspense, useState } from 'react';
import { DatePicker, Empty, Space, Spin, Table, Tag, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { LayoutInputHistory } from '@cniot/contract/stations/station-layout-history';
import { useLanguage } from '../../../../components/dict.tsx';
import { formatEnergy, formatNumber, formatPower } from '../../../../lib/format.ts';
import { HeatLegend } from './heat-legend.tsx';
import { layoutHistoryQuery } from './history-query.ts';
import { historyPlaces, middayStep, type HistoryMode } from './history-view.ts';
import { inputName } from './input-name.ts';
import type { Layout } from './layout-ops.ts';
import { LayoutGrid } from './layout-grid.tsx';
import { ReplayControls } from './replay-controls.tsx';

const InputChart = lazy(() => import('./input-chart.tsx'));

/**
 * A chosen day of the station on its layout: each panel's power replayed in
 * 5-minute steps or its energy of the day as a heat map, and its PV inputs
 * compared per panel, the ones the underperformance analytics flagged marked.
 */
export function LayoutHistory({ layout, mode }: { layout: Layout; mode: HistoryMode }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const text = (key: string, params?: Record<string, unknown>) => t(`resources.stationLayout.history.${key}`, params);
  // Undefined: the station's today (its own calendar, not the browser's).
  const [date, setDate] = useState<string>();
  const query = useQuery(layoutHistoryQuery(layout.stationId, date));
  const history = query.data;
  const [chosen, setStep] = useState<number>();
  const [playing, setPlaying] = useState(false);
  if (!history) return <Spin spinning={query.isFetching}>{!query.isFetching && <Empty />}</Spin>;

  const step = Math.min(chosen ?? middayStep(history), history.times.length - 1);
  const places = historyPlaces(layout, history, mode, step);
  const texts = new Map([...places].map(([key, p]) => [key, p.value === null ? '–' : mode === 'energy' ? formatEnergy(p.value, lang) : formatPower(p.value, lang)]));
  const pick = (d: Dayjs | null) => {
    if (!d) return;
    setPlaying(false);
    setStep(undefined);
    setDate(d.format('YYYY-MM-DD'));
  };
  const columns = [
    { key: 'input', title: text('input'), render: (_: unknown, i: LayoutInputHistory) => inputName(i) },
    { key: 'panels', title: text('panels'), align: 'right' as const, render: (_: unknown, i: LayoutInputHistory) => formatNumber(i.panels, 0, lang) },
    { key: 'energy', title: text('energyPerPanel'), align: 'right' as const, render: (_: unknown, i: LayoutInputHistory) => formatNumber(i.energyWh, 0, lang) },
    { key: 'yield', title: text('energyPerKwp'), align: 'right' as const, render: (_: unknown, i: LayoutInputHistory) => formatNumber(i.energyPerKwp, 0, lang) },
    { key: 'flagged', title: text('analytics'), render: (_: unknown, i: LayoutInputHistory) => (i.flagged ? <Tag color="error">{text('flagged')}</Tag> : null) },
  ];

  return (
    <Spin spinning={query.isFetching}>
      <Space orientation="vertical" size={12} className="layout-history" style={{ width: '100%' }}>
        <Space wrap>
          <DatePicker allowClear={false} value={dayjs(history.date)} format="YYYY-MM-DD" aria-label={text('day')} onChange={pick} />
          <Typography.Text type="secondary">{t('resources.station.detail.zoneAxis', { zone: history.timeZone })}</Typography.Text>
        </Space>
        {mode === 'replay' && <ReplayControls labels={history.times.map((s) => s.label)} step={step} onStep={setStep} playing={playing} onPlaying={setPlaying} />}
        <LayoutGrid layout={layout} heat={new Map([...places].map(([key, p]) => [key, p.heat]))} texts={texts} />
        <HeatLegend label={text(mode === 'energy' ? 'legendEnergy' : 'legendReplay')} noData={t('resources.stationLayout.noData')} />
        <Typography.Title level={5}>{text('compare')}</Typography.Title>
        <Suspense fallback={<Spin />}>
          <InputChart
            history={history}
            step={mode === 'replay' ? step : null}
            axisName={t('resources.station.detail.zoneAxis', { zone: history.timeZone })}
            unit={text('wPerPanel')}
            flaggedText={text('flagged')}
            lang={lang}
          />
        </Suspense>
        <Table
          className="input-table"
          size="small"
          pagination={false}
          rowKey={(i) => `${i.wnId}:${i.pvIndex}`}
          columns={columns}
          dataSource={history.inputs}
          rowClassName={(i) => (i.flagged ? 'input-flagged' : '')}
        />
      </Space>
    </Spin>
  );
}
