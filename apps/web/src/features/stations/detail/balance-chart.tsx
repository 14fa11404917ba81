import { useEffect, useRef } from 'react';
import type { BalancePoint } from '@cniot/contract/stations/station-balance';
import type { Language } from '@cniot/contract/constants';
import { BarChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { formatNumber } from '../../../lib/format.ts';

// Loaded lazily with the station detail's balance, as energy-chart.tsx is.
echarts.use([BarChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

type Flow = 'production' | 'gridImport' | 'batteryDischarge' | 'consumption' | 'gridExport' | 'batteryCharge';
/** Sources stack above the axis, sinks below it: each step's two stacks are equal when the energy adds up. */
const FLOWS: Array<{ key: Flow; stack: 'in' | 'out'; color: string }> = [
  { key: 'production', stack: 'in', color: '#f5a623' },
  { key: 'gridImport', stack: 'in', color: '#8c8c8c' },
  { key: 'batteryDischarge', stack: 'in', color: '#52c41a' },
  { key: 'consumption', stack: 'out', color: '#1677ff' },
  { key: 'gridExport', stack: 'out', color: '#595959' },
  { key: 'batteryCharge', stack: 'out', color: '#95de64' },
];
/** A day of 5-minute steps is labelled every three hours. */
const LABEL_EVERY = 36;

interface Props {
  points: BalancePoint[];
  labels: string[];
  names: Record<Flow, string>;
  axisName: string;
  lang: Language;
  fiveMinutes: boolean;
}

/** The balance's stacked bars per step in kWh; a flow the station cannot measure (no meter, no battery) is left out. */
export default function BalanceChart({ points, labels, names, axisName, lang, fiveMinutes }: Props) {
  const el = useRef<HTMLDivElement>(null);
  const key = JSON.stringify([points, labels, names, axisName, lang]);

  useEffect(() => {
    if (!el.current) return;
    const chart = echarts.init(el.current);
    const shown = FLOWS.filter((f) => points.some((p) => p[f.key] !== null));
    chart.setOption({
      legend: { top: 0 },
      grid: { left: 64, right: 24, top: 72, bottom: 56 },
      tooltip: { trigger: 'axis', valueFormatter: (v: unknown) => `${formatNumber(Math.abs(Number(v)), 3, lang)} kWh` },
      xAxis: {
        type: 'category',
        data: labels,
        name: axisName,
        nameLocation: 'middle',
        nameGap: 32,
        ...(fiveMinutes ? { axisLabel: { interval: (index: number) => index % LABEL_EVERY === 0 } } : {}),
      },
      yAxis: { type: 'value', name: 'kWh', axisLabel: { formatter: (v: number) => formatNumber(Math.abs(v), 3, lang) } },
      series: shown.map((f) => ({
        type: 'bar',
        name: names[f.key],
        stack: f.stack,
        itemStyle: { color: f.color },
        data: points.map((p) => (f.stack === 'out' ? -(p[f.key] ?? 0) : (p[f.key] ?? 0))),
      })),
    });
    const resize = new ResizeObserver(() => chart.resize());
    resize.observe(el.current);
    return () => {
      resize.disconnect();
      chart.dispose();
    };
  }, [key, fiveMinutes]);

  return <div ref={el} className="energy-chart" style={{ height: 320 }} />;
}
