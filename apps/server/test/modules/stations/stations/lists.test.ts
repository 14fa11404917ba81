import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../helpers/app.ts';
import { readXlsx } from '../../../helpers/xlsx.ts';
import { Dept, Role, userWithRoles } from '../../system/helpers.ts';
import { boundInverter, createStation, get, ingest, post, readings, signedIn } from '../helpers.ts';

let t: TestApp;
let admin: string;
let dealer: string;
let berlin: number;
let munich: number;

beforeAll(async () => {
  ({ t, admin } = await signedIn());
  dealer = (await userWithRoles(t, 'dealer-lists', [Role.agencyUser], Dept.solarTech)).token;
  berlin = await createStation(t, admin, { stationName: 'Berlin roof', deptId: Dept.solarTech, capacity: 2, timeZone: 'Europe/Berlin' });
  munich = await createStation(t, admin, { stationName: 'Munich roof', deptId: Dept.solarTechTeam, capacity: 3, timeZone: 'Europe/Berlin' });
  // 1–2 June 2026: 24 h × 12 × 10 Wh a day, booked on Berlin days.
  await ingest(t, await boundInverter(t, admin, berlin), readings(Date.UTC(2026, 4, 31, 22), Date.UTC(2026, 5, 2, 22), 0, 10));
  await ingest(t, await boundInverter(t, admin, munich), readings(Date.UTC(2026, 4, 31, 22), Date.UTC(2026, 5, 1, 22), 0, 20));
});
afterAll(() => t.close());

describe('favorites', () => {
  it('stars and un-stars stations for the caller; dealer favorites show who starred what', async () => {
    expect((await post(t, dealer, '/iot/stationFavorite', { stationId: munich })).body.code).toBe(200);
    expect((await post(t, admin, '/iot/stationFavorite', { stationId: berlin, status: '1' })).body.code).toBe(200);
    const mine = (await get(t, dealer, '/iot/stationFavorite/list')).body;
    expect(mine).toMatchObject({ total: 1, rows: [{ stationId: munich, stationName: 'Munich roof', companyName: 'SolarTech Installation Team', capacity: 3 }] });
    const dealers = (await get(t, admin, '/iot/dealerFavorite/list?status=1&orderByColumn=userName&isAsc=asc')).body.rows;
    expect(dealers.map((r: { userName: string; stationName: string }) => [r.userName, r.stationName])).toEqual([
      ['admin', 'Berlin roof'],
      ['dealer-lists', 'Munich roof'],
    ]);
    expect((await get(t, dealer, '/iot/dealerFavorite/list')).body.rows.map((r: { userName: string }) => r.userName)).toEqual(['dealer-lists']);
    await post(t, dealer, '/iot/stationFavorite', { stationId: munich, status: '0' });
    expect((await get(t, dealer, '/iot/stationFavorite/list')).body.total).toBe(0);
    expect((await get(t, admin, '/iot/dealerFavorite/list?status=0')).body.rows).toMatchObject([{ userName: 'dealer-lists', status: '0' }]);
  });
});

describe('power generation statistics', () => {
  it('sums per station, organization and fleet by day, month and year in each station calendar', async () => {
    const q = (s: string) => get(t, admin, `/iot/generationStatistics/list?beginTime=2026-06-01&endTime=2026-06-30&${s}`);
    const days = (await q('dimension=station&period=d&orderByColumn=periodStart&isAsc=asc')).body.rows;
    expect(days.map((r: Record<string, unknown>) => [r.name, r.periodStart, r.energyWh])).toEqual([
      ['Berlin roof', '2026-06-01', 24 * 12 * 10 - 10],
      ['Munich roof', '2026-06-01', 24 * 12 * 20 - 20],
      ['Berlin roof', '2026-06-02', 24 * 12 * 10],
      // The last reading of each closes the interval that ends at local midnight.
      ['Munich roof', '2026-06-02', 20],
      ['Berlin roof', '2026-06-03', 10],
    ]);
    const months = (await q('dimension=dept&period=m')).body.rows;
    expect(months.map((r: Record<string, unknown>) => [r.name, r.periodStart, r.stations])).toEqual([
      ['SolarTech Deutschland GmbH', '2026-06-01', 1],
      ['SolarTech Installation Team', '2026-06-01', 1],
    ]);
    const fleet = (await get(t, admin, '/iot/generationStatistics/list?dimension=fleet&period=y&beginTime=2026-01-01')).body.rows;
    expect(fleet).toMatchObject([{ key: 'fleet:2026-01-01', name: 'Whole fleet', stations: 2, capacity: 5, energyWh: 2870 + 2880 + 10 + 5740 + 20 }]);
    expect(fleet[0].specificYield).toBeCloseTo(fleet[0].energyWh / 1000 / 5);
    const below = (await q('dimension=station&period=m&deptId=104')).body.rows;
    expect(below.map((r: { name: string }) => r.name)).toEqual(['Munich roof']);
    expect((await q('orderByColumn=station_id')).status).toBe(400);
    expect((await q('period=w')).status).toBe(400);
  });

  it('exports the rows with the screen labels in the caller language', async () => {
    const res = await t.call(admin, {
      method: 'POST',
      url: '/cniotapi/iot/generationStatistics/export',
      headers: { 'lang-type': 'de_DE' },
      payload: { dimension: 'station', period: 'm', beginTime: '2026-06-01' },
    });
    const rows = await readXlsx(res);
    expect(rows[0]).toEqual(['Zeitraum', 'Name', 'Anlagen', 'Leistung (kWp)', 'Erzeugung (Wh)', 'Spezifischer Ertrag (kWh/kWp)']);
    expect(rows).toHaveLength(3);
  });
});

describe('time zones', () => {
  it('lists IANA zones with their offset now and a name in the caller language, searchable', async () => {
    const res = (await get(t, admin, '/iot/timeZone/list?zoneName=Shanghai', { 'lang-type': 'de_DE' })).body;
    expect(res.rows).toEqual([{ zoneName: 'Asia/Shanghai', offset: '+08:00', offsetMinutes: 480, label: expect.stringMatching(/^Chinesische/), language: 'de_DE' }]);
    const page = (await get(t, dealer, '/iot/timeZone/list?pageSize=5')).body;
    expect(page.total).toBeGreaterThan(400);
    expect(page.rows[0].offsetMinutes).toBeLessThanOrEqual(page.rows[4].offsetMinutes);
    expect((await get(t, admin, '/iot/timeZone/list?offset=%2B05:30&language=zh_CN')).body.rows).toContainEqual(
      expect.objectContaining({ offsetMinutes: 330, label: expect.stringContaining('印度') }),
    );
  });
});
