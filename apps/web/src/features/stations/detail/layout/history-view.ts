import type { LayoutHistory } from '@cniot/contract/stations/station-layout-history';
import { heatColor, NO_DATA, placeKey, type Heat } from './heat-map.ts';
import type { Layout } from './layout-ops.ts';

/** What the layout shows of a day: each panel's power at one step of the replay, or its energy of the whole day. */
export type HistoryMode = 'replay' | 'energy';

export interface PlaceValue {
  /** Watts at the step, or watt-hours of the day; null where the input sent nothing. */
  value: number | null;
  heat: Heat;
}

/**
 * Each wired panel's value by place, coloured against the best panel of the
 * same moment (replay) or of the whole day (energy): a shaded row stays
 * darker than its neighbours whatever the sun does.
 */
export function historyPlaces(layout: Layout, history: LayoutHistory, mode: HistoryMode, step: number): Map<string, PlaceValue> {
  const inputs = new Map(history.inputs.map((i) => [`${i.wnId}:${i.pvIndex}`, i]));
  const values = layout.cells.flatMap((c) => {
    const input = c.wnId ? inputs.get(`${c.wnId}:${c.pvIndex}`) : undefined;
    if (!c.wnId) return [];
    const value = !input ? null : mode === 'energy' ? input.energyWh : (input.powerW[step] ?? null);
    return [{ key: placeKey(c.row, c.column), value }];
  });
  const best = Math.max(0, ...values.map((v) => v.value ?? 0));
  return new Map(values.map((v) => [v.key, { value: v.value, heat: v.value === null ? NO_DATA : heatColor(best > 0 ? v.value / best : 0) }]));
}

/** The step a replay opens at: midday on the station's clock, else the middle of the day. */
export const middayStep = (history: LayoutHistory): number => {
  const noon = history.times.findIndex((s) => s.label === '12:00');
  return noon >= 0 ? noon : Math.floor(history.times.length / 2);
};
