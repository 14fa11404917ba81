import { describe, expect, it } from 'vitest';
import { advance, periodStarts } from '../../src/gateway/ingest/energy.ts';

describe('energy from a lifetime counter', () => {
  const start = { totalWh: null, ts: null };

  it('counts nothing for the first record, then differences', () => {
    const a = advance(start, 1000, 5000);
    expect(a.deltaWh).toBe(0);
    const b = advance(a.next, 2000, 5100);
    expect(b.deltaWh).toBe(100);
  });

  it('ignores late and duplicate records: the newer difference already holds their energy', () => {
    const cursor = { totalWh: 5100, ts: 2000 };
    expect(advance(cursor, 1500, 5050)).toMatchObject({ deltaWh: 0, next: cursor, note: 'late' });
    expect(advance(cursor, 2000, 5100)).toMatchObject({ deltaWh: 0, next: cursor });
  });

  it('counts a reset counter from zero, and a gap in full', () => {
    expect(advance({ totalWh: 5100, ts: 2000 }, 3000, 40)).toMatchObject({ deltaWh: 40, note: 'reset' });
    expect(advance({ totalWh: 5100, ts: 0 }, 3_600_000, 5700).deltaWh).toBe(600);
  });

  it('refuses a jump the rated power cannot explain, and rebases on it', () => {
    const step = advance({ totalWh: 5000, ts: 0 }, 60_000, 4_000_000_000, 800);
    expect(step).toMatchObject({ deltaWh: 0, note: 'implausible', next: { totalWh: 4_000_000_000 } });
  });

  it('books periods in the station calendar', () => {
    const newYearBerlin = Date.UTC(2025, 11, 31, 23, 10);
    expect(periodStarts(newYearBerlin, 'Europe/Berlin')).toEqual({ d: '2026-01-01', m: '2026-01-01', y: '2026-01-01' });
    expect(periodStarts(newYearBerlin, 'UTC')).toEqual({ d: '2025-12-31', m: '2025-12-01', y: '2025-01-01' });
    expect(periodStarts(newYearBerlin, 'Not/AZone')).toEqual({ d: '2025-12-31', m: '2025-12-01', y: '2025-01-01' });
  });
});
