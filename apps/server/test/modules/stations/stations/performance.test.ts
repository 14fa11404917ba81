import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayBounds, localDate } from '../../../../src/lib/zoned.ts';
import { expectedEnergyWh } from '../../../../src/modules/stations/stations/clear-sky.ts';
import { addDays, expectedYieldJob } from '../../../../src/modules/stations/stations/expected-yield.ts';
import type { TestApp } from '../../../helpers/app.ts';
import { createStation, get, post, signedIn } from '../helpers.ts';

let t: TestApp;
let admin: string;
let good: number;
let dark: number;
let nowhere: number;
const ZONE = 'Europe/Berlin';
const BERLIN = { latitude: 52.52, longitude: 13.405 };
// The days follow the station's own calendar: whatever the hour the test runs, yesterday is its last completed day.
const today = localDate(Date.now(), ZONE);
const yesterday = addDays(today, -1);
const month = yesterday.slice(0, 7);
const monthDays: string[] = [];
for (let d = `${month}-01`; d <= yesterday; d = addDays(d, 1)) monthDays.push(d);

const expected = (day: string, capacity: number, tilt: number, azimuth: number) => {
  const { start, end } = dayBounds(day, ZONE);
  return expectedEnergyWh({ ...BERLIN, capacity, tilt, azimuth }, start, end);
};
const runJob = () => expectedYieldJob.run(t.app, undefined);
const book = (station: number, day: string, wh: number) =>
  t.app.db.execute(sql`insert into iot_energy_station (station_id, period, period_start, energy_wh) values (${station}, 'd', ${day}::date, ${wh})
    on conflict (station_id, period, period_start) do update set energy_wh = excluded.energy_wh`);

beforeAll(async () => {
  ({ t, admin } = await signedIn());
  good = await createStation(t, admin, { stationName: 'PR good', capacity: 2, timeZone: ZONE, ...BERLIN });
  dark = await createStation(t, admin, { stationName: 'PR dark', capacity: 3, timeZone: ZONE, ...BERLIN });
  nowhere = await createStation(t, admin, { stationName: 'PR nowhere', capacity: 3, timeZone: ZONE });
  await post(t, admin, '/iot/station/saveStationLayout', { stationId: good, layoutName: 'Roof', orientationAngle: 200, tiltAngle: 35, rows: 1, columns: 1, cells: [] });
  // Every completed day of the month at 80 % of what its sky allowed, yesterday at 50 %; today's energy must not count.
  for (const day of monthDays) await book(good, day, (day === yesterday ? 0.5 : 0.8) * expected(day, 2, 35, 200));
  await book(good, today, 1234);
  await book(nowhere, yesterday, 5000);
  await runJob();
});
afterAll(() => t.close());

const monthRatio = () => {
  const e = monthDays.map((d) => expected(d, 2, 35, 200));
  const actual = monthDays.map((d, i) => (d === yesterday ? 0.5 : 0.8) * e[i]);
  return actual.reduce((a, b) => a + b, 0) / e.reduce((a, b) => a + b, 0);
};

describe('performance ratio', () => {
  it('is actual over expected for the last completed day and its month, from the layout geometry; — where not computable', async () => {
    const detail = (await get(t, admin, `/iot/station/${good}`)).body.data;
    expect(detail.prDay).toBeCloseTo(0.5, 4);
    expect(detail.prMonth).toBeCloseTo(monthRatio(), 4);
    expect((await get(t, admin, `/iot/station/${dark}`)).body.data).toMatchObject({ prDay: 0, prMonth: 0 });
    expect((await get(t, admin, `/iot/station/${nowhere}`)).body.data).toMatchObject({ prDay: null, prMonth: null });
  });

  it('answers each day of a month, with no ratio for a day not over', async () => {
    const res = (await get(t, admin, `/iot/station/performanceRatio/${good}?date=${today.slice(0, 7)}`)).body.data;
    const days = new Map<string, { ratio: number | null }>(res.days.map((d: { date: string; ratio: number | null }) => [d.date, d]));
    expect(days.get(today)).toMatchObject({ energyWh: 1234, expectedWh: null, ratio: null });
    if (today.slice(0, 7) === month) expect(days.get(yesterday)?.ratio).toBeCloseTo(0.5, 6);
    const last = (await get(t, admin, `/iot/station/performanceRatio/${good}?date=${month}`)).body.data;
    expect(last.ratio).toBeCloseTo(monthRatio(), 6);
    expect((await get(t, admin, `/iot/station/performanceRatio/${nowhere}?date=${month}`)).body.data).toMatchObject({ expectedWh: null, ratio: null });
    expect((await get(t, admin, `/iot/station/performanceRatio/${good}?date=2026-13`)).body.msg).toContain('valid date');
  });

  it('sorts the list by the month ratio through the whitelist, what is not computable after the ratios going up (where PostgreSQL puts nulls)', async () => {
    const order = async (isAsc: string) =>
      (await post(t, admin, '/iot/station/list', { stationName: 'PR ', orderByColumn: 'prMonth', isAsc, pageSize: 10 })).body.rows.map((r: { id: number }) => r.id);
    expect(await order('asc')).toEqual([dark, good, nowhere]);
    expect(await order('desc')).toEqual([nowhere, good, dark]);
    expect((await post(t, admin, '/iot/station/list', { orderByColumn: 'pr_month; drop table x', isAsc: 'asc' })).body.code).not.toBe(200);
  });

  it('lists the lowest ratios worst first on the dashboard', async () => {
    const lowest = (await get(t, admin, '/iot/dashboard')).body.data.lowestPerformance.map((s: { stationId: number }) => s.stationId);
    expect(lowest.indexOf(dark)).toBeLessThan(lowest.indexOf(good));
    expect(lowest).not.toContain(nowhere);
  });

  it('computes the days again when the array turns', async () => {
    await post(t, admin, '/iot/station/saveStationLayout', { stationId: good, layoutName: 'Roof', orientationAngle: 90, tiltAngle: 35, rows: 1, columns: 1, cells: [] });
    await runJob();
    const detail = (await get(t, admin, `/iot/station/${good}`)).body.data;
    expect(detail.prDay).toBeCloseTo((0.5 * expected(yesterday, 2, 35, 200)) / expected(yesterday, 2, 35, 90), 4);
  });
});
