import { describe, expect, it } from 'vitest';
import { dayBounds, localHourStart, zonedInstant } from '../../src/lib/zoned.ts';

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

  it('starts a local hour where a half-hour zone starts it', () => {
    expect(localHourStart(Date.UTC(2026, 0, 1, 0, 10), 'Asia/Kolkata')).toBe(Date.UTC(2025, 11, 31, 23, 30));
  });
});
