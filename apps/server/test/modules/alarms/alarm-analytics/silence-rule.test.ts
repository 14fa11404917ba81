import { describe, expect, it } from 'vitest';
import { STATION_KEY, silenceChanges } from '../../../../src/modules/alarms/alarm-analytics/silence-rule.ts';

const now = new Date('2024-06-21T10:00:00Z');
const ago = (minutes: number) => new Date(now.getTime() - minutes * 60_000);
const devices = (...lastMinutesAgo: (number | null)[]) => lastMinutesAgo.map((m, i) => ({ key: `wn:${i}`, lastDataTime: m === null ? null : ago(m) }));

describe('silenceChanges', () => {
  it('opens a device alarm for silence in daylight, none at night', () => {
    const fleet = devices(5, 90, 3);
    expect(silenceChanges({ now, daylight: true, devices: fleet, open: new Set() })).toEqual({ open: ['wn:1'], close: [] });
    expect(silenceChanges({ now, daylight: false, devices: fleet, open: new Set() })).toEqual({ open: [], close: [] });
  });

  it('keeps an open alarm through the night and clears it when the device reports', () => {
    expect(silenceChanges({ now, daylight: false, devices: devices(5, 600), open: new Set(['wn:1']) })).toEqual({ open: [], close: [] });
    expect(silenceChanges({ now, daylight: false, devices: devices(5, 2), open: new Set(['wn:1']) })).toEqual({ open: [], close: ['wn:1'] });
  });

  it('raises one station alarm when every device is silent, replacing the device alarms', () => {
    expect(silenceChanges({ now, daylight: true, devices: devices(60, 90, null), open: new Set(['wn:1']) })).toEqual({
      open: [STATION_KEY],
      close: ['wn:1'],
    });
    // Already raised: nothing changes while they stay silent.
    expect(silenceChanges({ now, daylight: true, devices: devices(60, 90, null), open: new Set([STATION_KEY]) })).toEqual({ open: [], close: [] });
  });

  it('clears the station alarm when one device reports and names those still silent', () => {
    expect(silenceChanges({ now, daylight: true, devices: devices(1, 90, 120), open: new Set([STATION_KEY]) })).toEqual({
      open: ['wn:1', 'wn:2'],
      close: [STATION_KEY],
    });
  });

  it('leaves a lone silent device as a device alarm, and a never-seen device counts as silent', () => {
    expect(silenceChanges({ now, daylight: true, devices: devices(null), open: new Set() })).toEqual({ open: ['wn:0'], close: [] });
  });

  it('closes the alarm of a device no longer bound to the station', () => {
    expect(silenceChanges({ now, daylight: true, devices: devices(1), open: new Set(['wn:7']) })).toEqual({ open: [], close: ['wn:7'] });
  });
});
