import { describe, expect, it } from 'vitest';
import { belowPeers, median } from '../../../../src/modules/alarms/alarm-analytics/peer-rule.ts';

const inputs = (...wh: number[]) => wh.map((energyWh, i) => ({ key: `pv${i + 1}`, energyWh, size: 1 }));

describe('belowPeers', () => {
  it('flags a shaded and a dead input with their shortfall against the median', () => {
    const found = belowPeers(inputs(1500, 1480, 1520, 700, 0, 1510), 150) ?? [];
    expect(found.map((f) => f.key)).toEqual(['pv4', 'pv5']);
    const shaded = found[0];
    expect(shaded.expectedWh).toBe(1490);
    expect(shaded.shortfallWh).toBe(790);
    expect(shaded.ratio).toBeCloseTo(700 / 1490, 6);
    expect(found[1].ratio).toBe(0);
  });

  it('leaves a normal spread alone (70 % of the median is not "far below")', () => {
    expect(belowPeers(inputs(1500, 1050, 1400, 1300), 150)).toEqual([]);
  });

  it('judges nothing on a dark day or with fewer than three peers', () => {
    expect(belowPeers(inputs(100, 0, 120), 150)).toBeNull();
    expect(belowPeers(inputs(1500, 0), 150)).toBeNull();
  });

  it('compares per unit of size: an input feeding two panels should make twice as much', () => {
    const members = [
      { key: 'a', energyWh: 3000, size: 2 },
      { key: 'b', energyWh: 1500, size: 1 },
      { key: 'c', energyWh: 1500, size: 1 },
      { key: 'd', energyWh: 1500, size: 2 },
    ];
    expect(belowPeers(members, 150)).toEqual([{ key: 'd', energyWh: 1500, expectedWh: 3000, shortfallWh: 1500, ratio: 0.5 }]);
  });

  it('takes the middle of an even count', () => {
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });
});
