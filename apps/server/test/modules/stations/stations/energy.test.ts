import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../../../src/db/client.ts';
import type { TestApp } from '../../../helpers/app.ts';
import { boundInverter, createStation, get, ingest, json, readings, signedIn } from '../helpers.ts';

let t: TestApp;
let admin: string;
/** Re-zoned from UTC to Berlin after its data came in. */
let moved: number;
/** In Berlin from the start: what ingest books directly. */
let native: number;

const march = readings(Date.UTC(2026, 2, 28), Date.UTC(2026, 2, 30, 23, 55), 1000, 10);
const october = readings(Date.UTC(2026, 9, 24), Date.UTC(2026, 9, 26, 23, 55), 1000 + march.length * 10, 10);
const sum = (bars: { energyWh: number }[]) => bars.reduce((s, b) => s + b.energyWh, 0);
const stats = (kind: string, id: number, date?: string) => get(t, admin, `/iot/station/statisticsGenerateElectricity${kind}Data/${id}${date ? `?date=${date}` : ''}`);
const rollups = (id: number) =>
  rowsOf<{ period: string; start: string; wh: number }>(
    t.app.db,
    sql`select period, period_start::text as start, energy_wh::float8 as wh from iot_energy_station where station_id = ${id} order by period, period_start`,
  );

beforeAll(async () => {
  ({ t, admin } = await signedIn());
  moved = await createStation(t, admin, { timeZone: 'UTC' });
  native = await createStation(t, admin, { timeZone: 'Europe/Berlin' });
  for (const station of [moved, native]) {
    const wnId = await boundInverter(t, admin, station);
    await ingest(t, wnId, [...march, ...october]);
  }
});
afterAll(() => t.close());

describe('station energy', () => {
  it('answers bars in the station zone, naming it', async () => {
    const day = await stats('Day', moved, '2026-03-29');
    expect(day.body.data).toMatchObject({ stationId: moved, timeZone: 'UTC', bar: 'hour', date: '2026-03-29', totalWh: 24 * 120 });
    expect(day.body.data.bars).toHaveLength(24);
    expect(day.body.data.bars[0]).toEqual({ start: '2026-03-29T00:00:00+00:00', label: '00:00', energyWh: 120 });
  });

  it('re-books the energy in the new zone when the zone changes: a 23-hour and a 25-hour Berlin day add up, totals stay', async () => {
    const before = await stats('Total', moved);
    const edit = await json(t, admin, { method: 'PUT', url: '/cniotapi/iot/station', payload: { id: moved, stationName: 'Moved', timeZone: 'Europe/Berlin' } });
    expect(edit.body.code).toBe(200);

    const spring = (await stats('Day', moved, '2026-03-29')).body.data;
    expect(spring.timeZone).toBe('Europe/Berlin');
    expect(spring.bars).toHaveLength(23);
    expect(spring.bars.map((b: { label: string }) => b.label)).not.toContain('02:00');
    expect(spring.bars[2]).toEqual({ start: '2026-03-29T03:00:00+02:00', label: '03:00', energyWh: 120 });
    expect(spring.totalWh).toBe(23 * 120);

    const autumn = (await stats('Day', moved, '2026-10-25')).body.data;
    expect(autumn.bars).toHaveLength(25);
    expect(autumn.bars.filter((b: { label: string }) => b.label === '02:00').map((b: { start: string }) => b.start)).toEqual(['2026-10-25T02:00:00+02:00', '2026-10-25T02:00:00+01:00']);
    expect(autumn.totalWh).toBe(25 * 120);

    const month = (await stats('Month', moved, '2026-03')).body.data;
    expect(month.bars).toHaveLength(31);
    expect(month.bars[28]).toMatchObject({ label: '29', energyWh: spring.totalWh });
    expect((await stats('Month', moved, '2026-10-15')).body.data.bars[24].energyWh).toBe(autumn.totalWh);
    const year = (await stats('Year', moved, '2026')).body.data;
    expect(year.bars.map((b: { label: string }) => b.label)).toEqual(['01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11', '12']);
    expect(sum(year.bars)).toBe(sum(month.bars) + sum((await stats('Month', moved, '2026-10')).body.data.bars));

    const after = await stats('Total', moved);
    expect(after.body.data.totalWh).toBe(before.body.data.totalWh);
    // Exactly what ingest books for a station that was in Berlin all along.
    expect(await rollups(moved)).toEqual(await rollups(native));
    expect((await stats('Day', native, '2026-10-25')).body.data.bars).toEqual(autumn.bars);
  });

  it('draws the power curve of a local day from 5-minute points', async () => {
    const power = (await get(t, admin, `/iot/station/statisticsStationPowerData/${native}?date=2026-03-29`)).body.data;
    expect(power).toMatchObject({ timeZone: 'Europe/Berlin', date: '2026-03-29', intervalMinutes: 5 });
    expect(power.points).toHaveLength(23 * 12);
    expect(power.points[0]).toEqual({ time: '2026-03-29T00:00:00+01:00', label: '00:00', powerW: 120 });
    const empty = (await get(t, admin, `/iot/station/statisticsStationPowerData/${native}?date=2026-05-01`)).body.data;
    expect(empty.points.every((p: { powerW: number | null }) => p.powerW === null)).toBe(true);
  });

  it('shows the day, month, year and total on the overview and the devices with their energy', async () => {
    const detail = (await get(t, admin, `/iot/station/${native}`)).body.data;
    expect(detail.totalWh).toBe((await stats('Total', native)).body.data.totalWh);
    const devices = (await get(t, admin, `/iot/station/devices/${native}`)).body.data;
    expect(devices.inverters).toHaveLength(1);
    expect(devices.inverters[0]).toMatchObject({ totalWh: detail.totalWh, currentPower: 120, pv: [] });
    expect(devices).toMatchObject({ batteries: [], meters: [] });
  });

  it('refuses bad dates and ids with a clear 4xx', async () => {
    const msg = 'Please enter a valid date: YYYY-MM-DD for a day, YYYY-MM for a month, YYYY for a year';
    for (const [kind, date] of [
      ['Day', '2026-02-30'],
      ['Day', '2026-03'],
      ['Month', '2026-13'],
      ['Year', 'abcd'],
      ['Day', "2026-01-01' or 1=1"],
    ]) {
      expect(await stats(kind, native, date), `${kind} ${date}`).toMatchObject({ status: 400, body: { code: 500, msg } });
    }
    expect((await get(t, admin, `/iot/station/statisticsStationPowerData/${native}?date=yesterday`)).status).toBe(400);
    expect((await stats('Day', 0)).status).toBe(400);
    expect(await stats('Day', 987654)).toMatchObject({ status: 404, body: { msg: 'The power station does not exist' } });
  });
});
