import { useEffect, useRef, useState } from 'react';
import { Card, Empty, Segmented, Spin } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TableData } from '@cniot/contract/envelope';
import { BarChart } from 'echarts/charts';
import { GridComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { formatNumber } from '../../../lib/format.ts';
import { api } from '../../../lib/request/http.ts';
import { generationSeries, rangeStart, type Period } from './generation-series.ts';

// Only what this chart draws, so the statistics page's chunk stays small; no other page imports ECharts.
echarts.use([BarChart, GridComponent, TooltipComponent, CanvasRenderer]);

/** A year of days is the most one view shows. */
const MAX_POINTS = 400;

/** Energy of one inverter per day, month or year, in its station's calendar. */
export function GenerationChart({ wnId }: { wnId: string }) {
  const { t } = useTranslation();
  const [period, setPeriod] = useState<Period>('d');
  const el = useRef<HTMLDivElement>(null);
  const { data, isFetching } = useQuery({
    queryKey: ['wn-generate', wnId, period],
    queryFn: async () =>
      (await api.get<TableData<Record<string, unknown>>>('/iot/wnGenerate/list', { wnId, period, beginTime: rangeStart(period, new Date()), pageNum: 1, pageSize: MAX_POINTS })).rows ?? [],
  });
  const series = generationSeries(data ?? [], period);

  useEffect(() => {
    if (!el.current || !series.labels.length) return;
    const chart = echarts.init(el.current);
    chart.setOption({
      grid: { left: 56, right: 16, top: 24, bottom: 32 },
      tooltip: { trigger: 'axis', valueFormatter: (v: unknown) => `${formatNumber(v, 3)} kWh` },
      xAxis: { type: 'category', data: series.labels },
      yAxis: { type: 'value', name: 'kWh', axisLabel: { formatter: (v: number) => formatNumber(v, 3) } },
      series: [{ type: 'bar', name: t('resources.wnStatistics.energy'), data: series.kwh, itemStyle: { color: '#409EFF' } }],
    });
    const resize = new ResizeObserver(() => chart.resize());
    resize.observe(el.current);
    return () => {
      resize.disconnect();
      chart.dispose();
    };
  }, [series.labels.join(), series.kwh.join(), t]);

  return (
    <Card
      size="small"
      title={t('resources.wnStatistics.generation')}
      extra={<Segmented<Period> value={period} onChange={setPeriod} options={(['d', 'm', 'y'] as const).map((p) => ({ value: p, label: t(`resources.wnStatistics.periods.${p}`) }))} />}
      style={{ marginBottom: 16 }}
    >
      <Spin spinning={isFetching}>{series.labels.length ? <div ref={el} className="generation-chart" style={{ height: 280 }} /> : <Empty description={t('resources.wnStatistics.noEnergy')} />}</Spin>
    </Card>
  );
}
