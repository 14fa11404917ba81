import { describe, expect, it } from 'vitest';
import { dayBounds, localHourStart, zonedInstant } from '../../src/lib/zoned.ts';
import { localDay } from '../../src/gateway/ingest/energy.ts';

/** What Intl itself says the zone's clock shows: the reference the remembered offsets must agree with. */
const clocks = new Map<string, Intl.DateTimeFormat>();
function intlClock(ts: number, zone: string) {
  if (!clocks.has(zone)) {
    clocks.set(zone, new Intl.DateTimeFormat('en-US', { timeZone: zone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' }));
  }
  const p = Object.fromEntries(
    clocks
      .get(zone)!
      .formatToParts(ts)
      .map((x) => [x.type, x.value]),
  );
  return { day: `${p.year}-${p.month}-${p.day}`, intoHourMs: (Number(p.minute) * 60 + Number(p.second)) * 1000 };
}

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

  it('agrees with Intl on the local day and hour every 7 minutes 13 seconds across daylight saving changes of whole-hour, half-hour and 45-minute zones', () => {
    const zones = ['Europe/Berlin', 'America/Los_Angeles', 'Australia/Lord_Howe', 'Asia/Kathmandu', 'Pacific/Chatham', 'America/St_Johns', 'Australia/Adelaide', 'UTC'];
    const changes = [Date.UTC(2026, 2, 28), Date.UTC(2026, 3, 4), Date.UTC(2026, 9, 3), Date.UTC(2026, 9, 24), Date.UTC(2026, 10, 1), Date.UTC(2026, 8, 26)];
    for (const zone of zones) {
      for (const from of changes) {
        for (let ts = from; ts < from + 2 * 86_400_000; ts += 433_000) {
          const clock = intlClock(ts, zone);
          expect(localDay(ts, zone), `${zone} ${new Date(ts).toISOString()}`).toBe(clock.day);
          expect(localHourStart(ts, zone), `${zone} ${new Date(ts).toISOString()}`).toBe(Math.floor(ts / 1000) * 1000 - clock.intoHourMs);
        }
      }
    }
  });

  it('books a station with a zone name Intl does not know in UTC', () => {
    expect(localDay(Date.UTC(2026, 5, 1, 23, 30), 'Mars/Olympus')).toBe('2026-06-01');
  });
});
