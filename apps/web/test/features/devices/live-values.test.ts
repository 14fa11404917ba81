import { describe, expect, it } from 'vitest';
import { liveItems, pvInputs, runState } from '../../../src/features/devices/inverter/live-values.ts';
import { generationSeries, rangeStart } from '../../../src/features/devices/statistics/generation-series.ts';
import { scaled } from '../../../src/features/devices/units.ts';

const telemetry = {
  acPower: 412.53,
  acVoltage: 231.2,
  acFrequency: 50.014,
  temp: 41.3,
  totalWh: 1523840,
  dayWh: 2210,
  powerLimit: 100,
  state: 'running',
  pv: [
    { v: 36.1, i: 5.8, p: 209.4, totalWh: 771020, dayWh: 1120 },
    { v: 35.7, i: 5.7, p: 203.5 },
  ],
};

describe('live values of an inverter', () => {
  it('shows each value in its unit, energy in kWh', () => {
    expect(liveItems(telemetry)).toEqual([
      { key: 'acPower', text: '412.5 W' },
      { key: 'acVoltage', text: '231.2 V' },
      { key: 'acFrequency', text: '50.01 Hz' },
      { key: 'temp', text: '41.3 °C' },
      { key: 'powerLimit', text: '100 %' },
      { key: 'dayWh', text: '2.21 kWh' },
      { key: 'totalWh', text: '1,523.84 kWh' },
    ]);
  });

  it('leaves out what the device did not send instead of showing 0', () => {
    expect(liveItems({ acPower: 0, temp: null })).toEqual([{ key: 'acPower', text: '0 W' }]);
    expect(liveItems(null)).toEqual([]);
  });

  it('numbers the DC inputs from 1 and keeps missing values absent', () => {
    const pv = pvInputs(telemetry);
    expect(pv.map((p) => p.port)).toEqual([1, 2]);
    expect(pv[1]).toEqual({ port: 2, v: 35.7, i: 5.7, p: 203.5, dayWh: undefined, totalWh: undefined });
    expect(pvInputs({})).toEqual([]);
  });

  it('knows the three run states only', () => {
    expect(runState(telemetry)).toBe('running');
    expect(runState({ state: 'exploded' })).toBeUndefined();
  });
});

describe('device units', () => {
  it('converts hundredths and watt-hours, dropping trailing zeros', () => {
    expect(scaled(-1250, 0.01, 'A')).toBe('-12.5 A');
    expect(scaled(5212, 0.01, 'V')).toBe('52.12 V');
    expect(scaled(1842.117, 1, 'kWh', 3)).toBe('1,842.117 kWh');
    expect(scaled(76, 1, '%')).toBe('76 %');
    expect(scaled(null, 1, 'W')).toBe('');
    expect(scaled('abc', 1, 'W')).toBe('');
  });
});

describe('generation chart series', () => {
  it('draws oldest first in kWh, labelled by the period', () => {
    const rows = [
      { staticTime: '2025-03-01', energyWh: 2500 },
      { staticTime: '2025-02-01', energyWh: 1234.6 },
    ];
    expect(generationSeries(rows, 'm')).toEqual({ labels: ['2025-02', '2025-03'], kwh: [1.235, 2.5] });
    expect(generationSeries(rows, 'y').labels).toEqual(['2025', '2025']);
    expect(generationSeries([], 'd')).toEqual({ labels: [], kwh: [] });
  });

  it('looks back a month of days, two years of months, all years', () => {
    const today = new Date(Date.UTC(2025, 2, 15));
    expect(rangeStart('d', today)).toBe('2025-02-13');
    expect(rangeStart('m', today)).toBe('2023-04-01');
    expect(rangeStart('y', today)).toBeUndefined();
  });
});
