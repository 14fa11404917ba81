import { describe, expect, it } from 'vitest';
import { advance, periodStarts, type Cursor, type Reading } from '../../src/gateway/ingest/energy.ts';

const empty: Cursor = { low: null, high: null };
const r = (ts: number, totalWh: number): Reading => ({ ts, totalWh });

/** Total counted from readings taken in the given order. */
function count(readings: Reading[], rated = 0): number {
  let cursor = empty;
  let wh = 0;
  for (const reading of readings) {
    const step = advance(cursor, reading, rated);
    wh += step.deltaWh;
    cursor = step.next;
  }
  return wh;
}

function permutations<T>(list: T[]): T[][] {
  if (list.length <= 1) return [list];
  return list.flatMap((x, i) => permutations([...list.slice(0, i), ...list.slice(i + 1)]).map((p) => [x, ...p]));
}

describe('energy from a lifetime counter', () => {
  it('counts nothing for the first reading, then differences booked on the closing reading', () => {
    const a = advance(empty, r(1000, 5000));
    expect(a).toMatchObject({ deltaWh: 0, note: 'first' });
    expect(advance(a.next, r(2000, 5100))).toMatchObject({ deltaWh: 100, bookTs: 2000 });
  });

  it('counts the same whatever order the readings come in, duplicates included', () => {
    const readings = [r(1000, 5000), r(2000, 5100), r(3000, 5150), r(4000, 5300), r(3000, 5150)];
    for (const order of permutations(readings)) expect(count(order)).toBe(300);
  });

  it('books an older reading that extends the range on the day of the reading that closes it', () => {
    const cursor = { low: r(2000, 5100), high: r(3000, 5150) };
    expect(advance(cursor, r(1000, 5000))).toMatchObject({ deltaWh: 100, bookTs: 2000, next: { low: r(1000, 5000) } });
    expect(advance(cursor, r(2500, 5120))).toMatchObject({ deltaWh: 0, next: cursor, note: 'inside' });
  });

  it('counts a reset counter from zero, and a gap in full', () => {
    expect(advance({ low: r(0, 0), high: r(2000, 5100) }, r(3000, 40))).toMatchObject({ deltaWh: 40, note: 'reset' });
    expect(advance({ low: r(0, 0), high: r(0, 5100) }, r(3_600_000, 5700)).deltaWh).toBe(600);
  });

  it('takes a counter gone back by less than 1 Wh as rounding, and a reset to more than the device could make as corrupt', () => {
    const rounded = advance({ low: r(0, 0), high: r(1000, 924_037.4) }, r(301_000, 924_037), 800);
    expect(rounded).toMatchObject({ deltaWh: 0, next: { high: r(301_000, 924_037) } });
    expect(rounded.note).toBeUndefined();
    expect(advance(rounded.next, r(601_000, 924_040), 800).deltaWh).toBe(3);
    expect(advance({ low: r(0, 0), high: r(1000, 924_037) }, r(301_000, 900_000), 800)).toMatchObject({ deltaWh: 0, note: 'implausible' });
    expect(advance({ low: r(0, 0), high: r(1000, 924_037) }, r(301_000, 50), 800)).toMatchObject({ deltaWh: 50, note: 'reset' });
  });

  it('refuses a jump the rated power cannot explain, and rebases on it', () => {
    const step = advance({ low: r(0, 5000), high: r(0, 5000) }, r(60_000, 4_000_000_000), 800);
    expect(step).toMatchObject({ deltaWh: 0, note: 'implausible', next: { high: r(60_000, 4_000_000_000) } });
  });

  it('books periods in the station calendar', () => {
    const newYearBerlin = Date.UTC(2025, 11, 31, 23, 10);
    expect(periodStarts(newYearBerlin, 'Europe/Berlin')).toEqual({ d: '2026-01-01', m: '2026-01-01', y: '2026-01-01' });
    expect(periodStarts(newYearBerlin, 'UTC')).toEqual({ d: '2025-12-31', m: '2025-12-01', y: '2025-01-01' });
    expect(periodStarts(newYearBerlin, 'Not/AZone')).toEqual({ d: '2025-12-31', m: '2025-12-01', y: '2025-01-01' });
  });
});
