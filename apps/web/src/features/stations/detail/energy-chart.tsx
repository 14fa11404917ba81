import { useEffect, useRef } from 'react';
import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { formatNumber } from '../../../lib/format.ts';
import { valueText, type ChartData } from './energy-series.ts';

// Only what these charts draw; this file is loaded lazily, so ECharts comes with the station detail and no earlier.
echarts.use([BarChart, LineChart, GridComponent, TooltipComponent, CanvasRenderer]);

const BLUE = '#409EFF';
const SUN = '#f5a623';
const HOUR_POINTS = 12;

interface Props {
  data: ChartData;
  kind: 'bar' | 'line';
  /** The time axis' title, naming the station's zone. */
  axisName: string;
  seriesName: string;
  height?: number;
}

/** Energy bars or the power curve of a station. */
export default function EnergyChart({ data, kind, axisName, seriesName, height = 280 }: Props) {
  const el = useRef<HTMLDivElement>(null);
  const key = JSON.stringify(data);

  useEffect(() => {
    if (!el.current) return;
    const chart = echarts.init(el.current);
    chart.setOption({
      grid: { left: 64, right: 24, top: 32, bottom: 56 },
      tooltip: {
        trigger: 'axis',
        formatter: (items: { dataIndex: number; value: unknown }[]) => {
          const [first] = items;
          return first ? `${data.tooltips[first.dataIndex]}<br/>${seriesName}: <b>${valueText(first.value, data.unit)}</b>` : '';
        },
      },
      xAxis: {
        type: 'category',
        data: data.labels,
        name: axisName,
        nameLocation: 'middle',
        nameGap: 32,
        boundaryGap: kind === 'bar',
        // A day of 5-minute points is labelled by the hour.
        ...(kind === 'line' ? { axisLabel: { interval: (index: number) => index % HOUR_POINTS === 0 } } : {}),
      },
      yAxis: { type: 'value', name: data.unit, axisLabel: { formatter: (v: number) => formatNumber(v, 3) } },
      series: [
        kind === 'bar'
          ? { type: 'bar', name: seriesName, data: data.values, itemStyle: { color: BLUE } }
          : {
              type: 'line',
              name: seriesName,
              data: data.values,
              showSymbol: false,
              connectNulls: false,
              lineStyle: { color: SUN },
              itemStyle: { color: SUN },
              areaStyle: { color: SUN, opacity: 0.15 },
            },
      ],
    });
    const resize = new ResizeObserver(() => chart.resize());
    resize.observe(el.current);
    return () => {
      resize.disconnect();
      chart.dispose();
    };
  }, [key, kind, axisName, seriesName]);

  return <div ref={el} className="energy-chart" style={{ height }} />;
}
