import { describe, expect, it } from 'vitest';
import { isProducingDaylight, localDate, sunTimes } from '../../../../src/modules/alarms/alarm-analytics/sun-times.ts';

const BERLIN = { latitude: 52.52, longitude: 13.405, timeZone: 'Europe/Berlin' };
const SYDNEY = { latitude: -33.8688, longitude: 151.2093, timeZone: 'Australia/Sydney' };
const TROMSO = { latitude: 69.6492, longitude: 18.9553, timeZone: 'Europe/Oslo' };

/** Minutes between a computed instant and an expected UTC time. */
const offBy = (at: Date, iso: string) => Math.abs(at.getTime() - Date.parse(iso)) / 60_000;

function normal(day: ReturnType<typeof sunTimes>) {
  if (day.kind !== 'normal') throw new Error(`expected sunrise and sunset, got ${day.kind}`);
  return day;
}

// Expected times are the published ones (timeanddate.com / NOAA's calculator), rounded to the minute.
describe('sunTimes (NOAA)', () => {
  it.each([
    ['Berlin midsummer', BERLIN, { year: 2024, month: 6, day: 21 }, '2024-06-21T02:43Z', '2024-06-21T19:33Z'],
    ['Berlin midwinter', BERLIN, { year: 2024, month: 12, day: 21 }, '2024-12-21T07:15Z', '2024-12-21T14:54Z'],
    ['Sydney in June (winter)', SYDNEY, { year: 2024, month: 6, day: 21 }, '2024-06-20T21:00Z', '2024-06-21T06:54Z'],
    ['Sydney in December (summer)', SYDNEY, { year: 2024, month: 12, day: 21 }, '2024-12-20T18:41Z', '2024-12-21T09:05Z'],
  ])('%s', (_name, place, date, rise, set) => {
    const day = normal(sunTimes(date, place.latitude, place.longitude));
    expect(offBy(day.sunrise, rise)).toBeLessThanOrEqual(2);
    expect(offBy(day.sunset, set)).toBeLessThanOrEqual(2);
  });

  it('knows the polar day and the polar night of Tromsø', () => {
    expect(sunTimes({ year: 2024, month: 6, day: 21 }, TROMSO.latitude, TROMSO.longitude).kind).toBe('polarDay');
    expect(sunTimes({ year: 2024, month: 12, day: 21 }, TROMSO.latitude, TROMSO.longitude).kind).toBe('polarNight');
    // Late March the sun rises and sets again there.
    expect(sunTimes({ year: 2024, month: 3, day: 21 }, TROMSO.latitude, TROMSO.longitude).kind).toBe('normal');
  });

  it('takes the date in the station zone', () => {
    expect(localDate(new Date('2024-06-20T21:30Z'), SYDNEY.timeZone)).toEqual({ year: 2024, month: 6, day: 21 });
    expect(localDate(new Date('2024-06-20T21:30Z'), BERLIN.timeZone)).toEqual({ year: 2024, month: 6, day: 20 });
  });
});

describe('isProducingDaylight', () => {
  const hour = 3_600_000;
  it('is day between sunrise and sunset less the margin', () => {
    expect(isProducingDaylight(new Date('2024-06-21T10:00Z'), BERLIN, hour)).toBe(true);
    expect(isProducingDaylight(new Date('2024-06-21T03:00Z'), BERLIN, hour)).toBe(false);
    expect(isProducingDaylight(new Date('2024-06-21T01:00Z'), BERLIN, 0)).toBe(false);
    expect(isProducingDaylight(new Date('2024-06-21T23:00Z'), BERLIN, 0)).toBe(false);
    // Sydney's winter noon is 02:00 UTC; 10:00 UTC is night there.
    expect(isProducingDaylight(new Date('2024-06-21T02:00Z'), SYDNEY, hour)).toBe(true);
    expect(isProducingDaylight(new Date('2024-06-21T10:00Z'), SYDNEY, hour)).toBe(false);
  });

  it('is always day in the midnight sun and never in the polar night', () => {
    expect(isProducingDaylight(new Date('2024-06-21T23:00Z'), TROMSO, hour)).toBe(true);
    expect(isProducingDaylight(new Date('2024-12-21T11:00Z'), TROMSO, hour)).toBe(false);
  });
});
