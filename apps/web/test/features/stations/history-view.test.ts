import { describe, expect, it } from 'vitest';
import type { LayoutHistory } from '@cniot/contract/stations/station-layout-history';
import { heatColor, NO_DATA } from '../../../src/features/stations/detail/layout/heat-map.ts';
import { historyPlaces, middayStep } from '../../../src/features/stations/detail/layout/history-view.ts';
import type { Layout } from '../../../src/features/stations/detail/layout/layout-ops.ts';

const layout: Layout = {
  stationId: 1,
  layoutName: 'Roof',
  panelDirection: '0',
  orientationAngle: 180,
  tiltAngle: 30,
  rows: 2,
  columns: 2,
  cells: [
    { row: 0, column: 0, wnId: 'A', pvIndex: 1 },
    { row: 0, column: 1, wnId: 'A', pvIndex: 2 },
    { row: 1, column: 0, wnId: 'B', pvIndex: 1 },
    { row: 1, column: 1, wnId: null, pvIndex: null },
  ],
};

const input = (wnId: string, pvIndex: number, powerW: (number | null)[], energyWh: number) => ({ wnId, pvIndex, panels: 1, flagged: false, powerW, energyWh, energyPerKwp: null });
const history: LayoutHistory = {
  stationId: 1,
  timeZone: 'Europe/Berlin',
  date: '2026-06-01',
  intervalMinutes: 5,
  times: ['11:55', '12:00', '12:05'].map((label) => ({ time: `2026-06-01T${label}:00+02:00`, label })),
  inputs: [input('A', 1, [100, 200, 0], 500), input('A', 2, [50, 80, 0], 200), input('B', 1, [null, 160, null], 100)],
};

describe('the layout replayed over a day', () => {
  it('colours each panel against the best panel of the same step, and a step without a report as no data', () => {
    const noon = historyPlaces(layout, history, 'replay', 1);
    expect([...noon.keys()]).toEqual(['0:0', '0:1', '1:0']);
    expect(noon.get('0:0')).toEqual({ value: 200, heat: heatColor(1) });
    expect(noon.get('0:1')).toEqual({ value: 80, heat: heatColor(0.4) });
    expect(noon.get('1:0')).toEqual({ value: 160, heat: heatColor(0.8) });
    expect(historyPlaces(layout, history, 'replay', 0).get('1:0')).toEqual({ value: null, heat: NO_DATA });
  });

  it('keeps every panel dark when none makes anything, and colours the day by energy against the best panel', () => {
    const night = historyPlaces(layout, history, 'replay', 2);
    expect(night.get('0:0')).toEqual({ value: 0, heat: heatColor(0) });
    const day = historyPlaces(layout, history, 'energy', 0);
    expect([...day.values()].map((p) => p.value)).toEqual([500, 200, 100]);
    expect(day.get('0:1')!.heat).toEqual(heatColor(0.4));
  });

  it('shows a wired panel whose input never reported as no data', () => {
    const only = { ...history, inputs: history.inputs.slice(0, 2) };
    expect(historyPlaces(layout, only, 'energy', 0).get('1:0')).toEqual({ value: null, heat: NO_DATA });
  });

  it('opens at midday on the station clock, or the middle of a day without a 12:00 step', () => {
    expect(middayStep(history)).toBe(1);
    expect(middayStep({ ...history, times: history.times.slice(2) })).toBe(0);
  });
});
