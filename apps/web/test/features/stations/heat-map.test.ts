import { describe, expect, it } from 'vitest';
import { heatColor, heatMap, NO_DATA } from '../../../src/features/stations/detail/layout/heat-map.ts';

const panel = (column: number, ratio: number | null) => ({ row: 0, column, powerW: ratio === null ? null : ratio * 200, ratio });

describe('panel heat map', () => {
  it('sets each panel against the best one now: the shaded panel stands out', () => {
    const heat = heatMap([panel(0, 0.6), panel(1, 0.3), panel(2, 0.6), panel(3, null)]);
    expect(heat.get('0:0')?.relative).toBe(1);
    expect(heat.get('0:1')?.relative).toBe(0.5);
    expect(heat.get('0:3')).toBe(NO_DATA);
  });

  it('keeps the contrast at dusk, when every panel makes little', () => {
    const heat = heatMap([panel(0, 0.04), panel(1, 0.01)]);
    expect(heat.get('0:0')?.relative).toBe(1);
    expect(heat.get('0:1')?.relative).toBe(0.25);
  });

  it('draws every panel dark at night, when none makes anything', () => {
    const heat = heatMap([panel(0, 0), panel(1, 0)]);
    expect([...heat.values()].map((h) => h.relative)).toEqual([0, 0]);
  });

  it('runs from dark to sunny yellow, with readable text on both ends, clamped', () => {
    expect(heatColor(0)).toEqual({ relative: 0, background: 'rgb(43, 58, 85)', color: '#ffffff' });
    expect(heatColor(1)).toEqual({ relative: 1, background: 'rgb(255, 213, 79)', color: '#262626' });
    expect(heatColor(1.7)).toEqual(heatColor(1));
    expect(heatColor(-1)).toEqual(heatColor(0));
  });
});
