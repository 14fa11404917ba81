import { describe, expect, it } from 'vitest';
import { dayBounds, localHourStart, localSteps, zonedInstant } from '../../src/lib/zoned.ts';

describe('wall-clock arithmetic in IANA zones', () => {
  it('finds the instant a clock shows a time, past a skipped hour and at the first of a repeated one', () => {
    expect(new Date(zonedInstant('Europe/Berlin', 2026, 3, 29, 2, 30)).toISOString()).toBe('2026-03-29T01:30:00.000Z');
    expect(new Date(zonedInstant('Europe/Berlin', 2026, 10, 25, 2, 30)).toISOString()).toBe('2026-10-25T00:30:00.000Z');
    expect(new Date(zonedInstant('Asia/Kathmandu', 2026, 1, 1)).toISOString()).toBe('2025-12-31T18:15:00.000Z');
  });

  it('has days of 23, 24 and 25 hours', () => {
    const hours = (d: string, zone: string) => (dayBounds(d, zone).end - dayBounds(d, zone).start) / 3_600_000;
    expect([hours('2026-03-29', 'Europe/Berlin'), hours('2026-06-01', 'Europe/Berlin'), hours('2026-10-25', 'Europe/Berlin')]).toEqual([23, 24, 25]);
    expect(hours('2026-11-01', 'America/Los_Angeles')).toBe(25);
  });

  it('labels steps on the local clock, half-hour zones and repeated hours included', () => {
    const { start, end } = dayBounds('2026-10-25', 'Europe/Berlin');
    const hours = localSteps(start, end, 3_600_000, 'Europe/Berlin');
    expect(hours.map((h) => h.clock).slice(0, 5)).toEqual(['00:00', '01:00', '02:00', '02:00', '03:00']);
    expect(hours[3].iso).toBe('2026-10-25T02:00:00+01:00');
    const india = dayBounds('2026-01-01', 'Asia/Kolkata');
    const points = localSteps(india.start, india.end, 300_000, 'Asia/Kolkata');
    expect(points).toHaveLength(288);
    expect(points[7]).toMatchObject({ iso: '2026-01-01T00:35:00+05:30', clock: '00:35' });
    expect(localHourStart(Date.UTC(2026, 0, 1, 0, 10), 'Asia/Kolkata')).toBe(Date.UTC(2025, 11, 31, 23, 30));
  });
});
