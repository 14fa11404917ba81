import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../helpers/app.ts';
import { Dept, Role, userWithRoles } from '../../system/helpers.ts';
import { boundInverter, createStation, get, ingest, json, post, readings, signedIn } from '../helpers.ts';

let t: TestApp;
let admin: string;
let dealer: string;
let inside: number;
let outside: number;
let outsideWn: string;

beforeAll(async () => {
  ({ t, admin } = await signedIn());
  dealer = (await userWithRoles(t, 'dealer-scope', [Role.agencyUser], Dept.solarTech)).token;
  inside = await createStation(t, admin, { stationName: 'Augsburg roof', deptId: Dept.solarTechTeam, timeZone: 'Europe/Berlin' });
  outside = await createStation(t, admin, { stationName: 'Warsaw roof', deptId: Dept.sunline, timeZone: 'Europe/Warsaw' });
  outsideWn = await boundInverter(t, admin, outside, { deptId: Dept.sunline });
  const now = Date.now();
  await ingest(t, outsideWn, readings(now - 3_600_000, now, 5000, 20));
});
afterAll(() => t.close());

const ids = (rows: { id?: number; stationId?: number }[]) => rows.map((r) => r.id ?? r.stationId);

describe('a dealer sees and edits only the stations of its organization and below', () => {
  it('lists only its stations', async () => {
    const res = await post(t, dealer, '/iot/station/list', { pageSize: 100 });
    expect(ids(res.body.rows)).toEqual([inside]);
  });

  it('answers 404 on every station call outside its scope, statistics included', async () => {
    const stats = ['DayData', 'MonthData', 'YearData', 'TotalData'].map((k) => `/iot/station/statisticsGenerateElectricity${k}/${outside}`);
    const reads = [
      `/iot/station/${outside}`,
      ...stats,
      `/iot/station/statisticsStationPowerData/${outside}`,
      `/iot/station/devices/${outside}`,
      `/iot/station/getStationLayout/${outside}`,
      `/iot/station/layoutHistory/${outside}`,
    ];
    for (const url of reads) expect((await get(t, dealer, url)).status, url).toBe(404);
    const writes: [string, string, Record<string, unknown>][] = [
      ['PUT', '/iot/station', { id: outside, stationName: 'Taken over' }],
      ['DELETE', `/iot/station/${outside}`, {}],
      ['POST', '/iot/station/saveStationLayout', { stationId: outside, layoutName: 'L', rows: 1, columns: 1, cells: [] }],
      ['POST', '/iot/station/transfer', { stationId: outside, deptId: Dept.solarTechTeam }],
      ['POST', '/iot/stationFavorite', { stationId: outside }],
      ['POST', '/iot/stationPower', { stationId: outside, runTime: '06:00', frequencyStatus: '0' }],
      ['POST', '/iot/station/bindBattery', { stationId: outside, ids: [1] }],
      ['POST', '/iot/wn/unbindWn', { stationId: outside, wnIds: [outsideWn] }],
    ];
    for (const [method, url, payload] of writes) {
      const res = await json(t, dealer, { method: method as 'POST', url: `/cniotapi${url}`, payload: method === 'DELETE' ? undefined : payload });
      expect(res.status, `${method} ${url}`).toBe(404);
    }
    const stationsIn = async (token: string, url: string) => (await get(t, token, url)).body.rows.map((r: { stationId?: number; key: string }) => r.stationId ?? Number(r.key.split(':')[0]));
    for (const url of ['/iot/generationStatistics/list?dimension=station&period=d', '/iot/pvMaintenance/list?level=station', '/iot/dealerFavorite/list']) {
      expect(await stationsIn(dealer, url), url).not.toContain(outside);
    }
    expect(await stationsIn(admin, '/iot/generationStatistics/list?dimension=station&period=d')).toContain(outside);
    expect(await stationsIn(admin, '/iot/pvMaintenance/list?level=station')).toContain(outside);
    expect((await get(t, admin, `/iot/station/${outside}`)).status).toBe(200);
  });

  it('creates stations only in organizations it sees', async () => {
    const own = await json(t, dealer, { method: 'POST', url: '/cniotapi/iot/station', payload: { stationName: 'Dealer plant', deptId: Dept.solarTechTeam } });
    expect(own.body.code).toBe(200);
    expect((await get(t, dealer, `/iot/station/${own.body.data.id}`)).body.data).toMatchObject({ createType: '1', deptId: Dept.solarTechTeam });
    const foreign = await json(t, dealer, { method: 'POST', url: '/cniotapi/iot/station', payload: { stationName: 'Foreign plant', deptId: Dept.sunline } });
    expect(foreign.status).toBe(400);
  });

  it('takes as owner and member only live app users the caller sees', async () => {
    const owner = async (deptId: number, mailbox: string) => (await post(t, admin, '/biz/user', { nickname: mailbox, mailbox, password: 'owner123', deptId })).body.data.id as number;
    const ownCustomer = await owner(Dept.solarTechTeam, 'own@home.example');
    const foreignCustomer = await owner(Dept.sunline, 'foreign@home.example');
    const created = await json(t, dealer, { method: 'POST', url: '/cniotapi/iot/station', payload: { stationName: 'Owned plant', owner: ownCustomer } });
    expect(created.body.code).toBe(200);
    expect((await get(t, dealer, `/iot/station/${created.body.data.id}`)).body.data).toMatchObject({ owner: ownCustomer, member: null });
    const foreign = await json(t, dealer, {
      method: 'PUT',
      url: '/cniotapi/iot/station',
      headers: { 'lang-type': 'de_DE' },
      payload: { id: created.body.data.id, stationName: 'Owned plant', member: foreignCustomer },
    });
    expect([foreign.status, foreign.body.msg]).toEqual([400, `Unter den für Sie sichtbaren Benutzern gibt es keinen App-Benutzer ${foreignCustomer}`]);
    expect((await json(t, admin, { method: 'PUT', url: '/cniotapi/iot/station', payload: { id: created.body.data.id, stationName: 'Owned plant', member: foreignCustomer } })).body.code).toBe(200);
    expect((await json(t, admin, { method: 'PUT', url: '/cniotapi/iot/station', payload: { id: created.body.data.id, stationName: 'Owned plant', owner: 999_999 } })).status).toBe(400);
  });

  it('follows a transfer: the station, its devices and the record move into the dealer scope', async () => {
    const moved = await post(t, admin, '/iot/station/transfer', { stationId: outside, deptId: Dept.solarTechTeam, remark: 'Dealer took over' });
    expect(moved.body.code).toBe(200);
    expect((await get(t, dealer, `/iot/station/${outside}`)).body.data).toMatchObject({ deptId: Dept.solarTechTeam, companyName: 'SolarTech Installation Team' });
    expect((await get(t, dealer, `/iot/station/devices/${outside}`)).body.data.inverters.map((i: { wnId: string }) => i.wnId)).toEqual([outsideWn]);
    expect((await get(t, dealer, `/iot/wn/list?wnId=${outsideWn}`)).body.total).toBe(1);
    expect((await get(t, dealer, `/iot/station/statisticsGenerateElectricityTotalData/${outside}`)).body.data.totalWh).toBeGreaterThan(0);
    const records = await get(t, dealer, `/iot/stationTransfer/list?stationId=${outside}`);
    expect(records.body.rows).toMatchObject([
      {
        stationName: 'Warsaw roof',
        oldDept: Dept.sunline,
        oldDeptName: 'Sunline Polska Sp. z o.o.',
        currentDeptName: 'SolarTech Installation Team',
        deviceCount: 1,
        remark: 'Dealer took over',
        createBy: 'admin',
      },
    ]);
    expect((await post(t, admin, '/iot/station/transfer', { stationId: outside, deptId: Dept.solarTechTeam, remark: 'again' })).body.msg).toBe(
      'The power station already belongs to this organization',
    );
    const back = await post(t, dealer, '/iot/station/transfer', { stationId: outside, deptId: Dept.sunline });
    expect(back.status).toBe(400);
    const sunline = (await userWithRoles(t, 'dealer-sunline', [Role.agencyUser], Dept.sunline)).token;
    expect((await get(t, sunline, `/iot/station/${outside}`)).status).toBe(404);
    expect((await get(t, sunline, '/iot/stationTransfer/list')).body.rows).toHaveLength(1);
  });
});
