import { describe, expect, it } from 'vitest';
import type { EnergySeries, PowerSeries } from '@cniot/contract/stations/station-detail';
import { bridgeShortGaps, energyChart, powerChart, scaleFor } from '../../../src/features/stations/detail/energy-series.ts';

const series = (bar: EnergySeries['bar'], bars: EnergySeries['bars']): EnergySeries => ({ stationId: 1, timeZone: 'Europe/Berlin', bar, date: '', totalWh: 0, bars });

/** Berlin's 25-hour day: 02:00 comes twice, first in summer time then in winter time. */
function autumnDay(): EnergySeries {
  const hours = [0, 1, 2, 2, ...Array.from({ length: 21 }, (_, i) => i + 3)];
  return series(
    'hour',
    hours.map((h, i) => {
      const clock = `${String(h).padStart(2, '0')}:00`;
      return { start: `2026-10-25T${clock}:00${i <= 2 ? '+02:00' : '+01:00'}`, label: clock, energyWh: h === 12 ? 1500 : 100 };
    }),
  );
}

describe('energy bars', () => {
  it('shows a day of 25 hours with its repeated hour told apart by the UTC offset', () => {
    const chart = energyChart(autumnDay(), 'en_US');
    expect(chart.labels).toHaveLength(25);
    expect(chart.labels.slice(1, 5)).toEqual(['01:00', '02:00 (+02:00)', '02:00 (+01:00)', '03:00']);
    expect(chart.tooltips[0]).toBe('Oct 25, 2026 00:00');
  });

  it('picks one unit for all bars from the largest: a small day in Wh, a good one in kWh', () => {
    expect(energyChart(autumnDay()).unit).toBe('kWh');
    expect(energyChart(autumnDay()).values[12]).toBe(0.1);
    expect(energyChart(autumnDay()).values[13]).toBe(1.5);
    const small = series('hour', [{ start: '2026-06-01T12:00:00+02:00', label: '12:00', energyWh: 640 }]);
    expect(energyChart(small)).toMatchObject({ unit: 'Wh', values: [640] });
    expect(
      scaleFor(2.5e6, [
        { unit: 'MWh', factor: 1e6 },
        { unit: 'kWh', factor: 1e3 },
      ]).unit,
    ).toBe('MWh');
    expect(energyChart(series('year', [])).unit).toBe('Wh');
  });

  it('names days by their number and months by name, in the chosen language', () => {
    const month = series('day', [{ start: '2026-03-05T00:00:00+01:00', label: '05', energyWh: 1 }]);
    expect(energyChart(month, 'en_US')).toMatchObject({ labels: ['5'], tooltips: ['Thursday, March 5, 2026'] });
    const year = series('month', [{ start: '2026-03-01T00:00:00+01:00', label: '03', energyWh: 1 }]);
    expect(energyChart(year, 'de_DE')).toMatchObject({ labels: ['Mär'], tooltips: ['März 2026'] });
    expect(energyChart(year, 'pl_PL').labels[0]).toBe('mar');
    expect(energyChart(year, 'zh_CN').labels[0]).toBe('3月');
    const total = series('year', [{ start: '2025-01-01T00:00:00+01:00', label: '2025', energyWh: 1 }]);
    expect(energyChart(total).labels).toEqual(['2025']);
  });
});

describe('power curve', () => {
  const day = (values: (number | null)[]): PowerSeries => ({
    stationId: 1,
    timeZone: 'Asia/Kolkata',
    date: '2026-06-01',
    intervalMinutes: 5,
    points: values.map((powerW, i) => ({ time: `2026-06-01T10:${String(i * 5).padStart(2, '0')}:00+05:30`, label: `10:${String(i * 5).padStart(2, '0')}`, powerW })),
  });

  it('keeps a long silence a gap (never 0) and draws the slots a slower reporter leaves empty', () => {
    const chart = powerChart(day([1200, null, 1800, null, null, null, 600, 0]));
    expect(chart.unit).toBe('kW');
    expect(chart.values).toEqual([1.2, 1.5, 1.8, null, null, null, 0.6, 0]);
    expect(chart.tooltips[0]).toBe('10:00 (+05:30)');
  });

  it('bridges at most two empty slots, and never before the first or after the last report', () => {
    expect(bridgeShortGaps([null, 3, null, null, 6, null])).toEqual([null, 3, 4, 5, 6, null]);
    expect(bridgeShortGaps([1, null, null, null, 5])).toEqual([1, null, null, null, 5]);
  });

  it('reads a small station in W', () => {
    expect(powerChart(day([320, 410])).unit).toBe('W');
  });
});
