import { useEffect, useRef } from 'react';
import { LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, MarkLineComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import type { LayoutHistory } from '@cniot/contract/stations/station-layout-history';
import type { Language } from '@cniot/contract/constants';
import { formatNumber } from '../../../../lib/format.ts';
import { inputName } from './input-name.ts';

// Loaded lazily with the layout's history, so neither ECharts nor this chart comes before the station detail.
echarts.use([LineChart, GridComponent, LegendComponent, MarkLineComponent, TooltipComponent, CanvasRenderer]);

const FLAGGED = '#cf1322';
const HOUR_POINTS = 12;
const marker = (step: number | null) => (step === null ? [] : [{ xAxis: step }]);

interface Props {
  history: LayoutHistory;
  /** The replay's step, marked on the time axis; null when the day is shown as a whole. */
  step: number | null;
  axisName: string;
  unit: string;
  /** Appended to the legend name of an input the underperformance analytics flagged. */
  flaggedText: string;
  lang: Language;
}

/** Each wired PV input's power per panel over the day, flagged inputs drawn red and dashed. */
export default function InputChart({ history, step, axisName, unit, flaggedText, lang }: Props) {
  const el = useRef<HTMLDivElement>(null);
  const chart = useRef<echarts.ECharts>(null);
  const labels = history.times.map((s) => s.label);
  const key = JSON.stringify([history.date, history.inputs, axisName, unit, flaggedText, lang]);

  useEffect(() => {
    if (!el.current) return;
    const c = echarts.init(el.current);
    chart.current = c;
    c.setOption({
      grid: { left: 64, right: 24, top: 48, bottom: 56 },
      legend: { type: 'scroll', top: 0 },
      tooltip: { trigger: 'axis', valueFormatter: (v: unknown) => (v == null ? '–' : `${formatNumber(v, 0, lang)} W`) },
      xAxis: { type: 'category', data: labels, name: axisName, nameLocation: 'middle', nameGap: 32, boundaryGap: false, axisLabel: { interval: (i: number) => i % HOUR_POINTS === 0 } },
      yAxis: { type: 'value', name: unit, axisLabel: { formatter: (v: number) => formatNumber(v, 0, lang) } },
      series: history.inputs.map((i, n) => ({
        type: 'line',
        name: i.flagged ? `${inputName(i)} · ${flaggedText}` : inputName(i),
        data: i.powerW,
        showSymbol: false,
        connectNulls: false,
        ...(i.flagged ? { lineStyle: { color: FLAGGED, type: 'dashed', width: 3 }, itemStyle: { color: FLAGGED } } : {}),
        ...(n === 0 ? { markLine: { symbol: 'none', silent: true, label: { show: false }, lineStyle: { color: '#595959' }, data: marker(step) } } : {}),
      })),
    });
    const resize = new ResizeObserver(() => c.resize());
    resize.observe(el.current);
    return () => {
      resize.disconnect();
      c.dispose();
      chart.current = null;
    };
    // The chart is drawn again only when its data or texts change; the step moves its marker below.
  }, [key]);

  useEffect(() => {
    chart.current?.setOption({ series: [{ markLine: { data: marker(step) } }] });
  }, [step, key]);

  return <div ref={el} className="input-chart" style={{ height: 300 }} />;
}
