import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../../../src/db/client.ts';
import { sunElevation } from '../../../../src/modules/stations/stations/sun.ts';
import { DAYLIGHT_ELEVATION_DEG } from '../../../../src/modules/stations/stations/station-state.ts';
import type { TestApp } from '../../../helpers/app.ts';
import { readXlsx } from '../../../helpers/xlsx.ts';
import { Dept } from '../../system/helpers.ts';
import { boundInverter, createStation, get, json, post, signedIn } from '../helpers.ts';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  ({ t, admin } = await signedIn());
});
afterAll(() => t.close());

/** A station with no devices is offline while its sun is up and asleep at night (station-state.ts): the test runs at any hour. */
const berlinStatus = async () => {
  const [{ elevation }] = await rowsOf<{ elevation: number }>(t.app.db, sql`select ${sunElevation(sql`52.5`, sql`13.4`, sql`now()`)} as elevation`);
  return Number(elevation) < DAYLIGHT_ELEVATION_DEG ? '4' : '2';
};
const list = (payload: Record<string, unknown>, token = admin) => post(t, token, '/iot/station/list', payload);

describe('stations', () => {
  it('creates a station with every field of the spec; the offset derives from the zone, the creator is recorded', async () => {
    const id = await createStation(t, admin, {
      stationName: 'Rooftop Kreuzberg',
      stationAddress: 'Oranienstraße 1, Berlin',
      deptId: Dept.solarTech,
      capacity: 9.6,
      timeZone: 'Europe/Berlin',
      latitude: 52.5,
      longitude: 13.4,
      userType: '1',
      roleType: '1',
      userNickName: 'Jonas',
      userEmail: 'jonas@example.com',
      stationSort: 3,
    });
    const res = await get(t, admin, `/iot/station/${id}`);
    expect(res.body.data).toMatchObject({
      id,
      stationName: 'Rooftop Kreuzberg',
      companyName: 'SolarTech Deutschland GmbH',
      capacity: 9.6,
      timeZone: 'Europe/Berlin',
      offset: expect.stringMatching(/^\+0[12]:00$/),
      createType: '0',
      creatorEmail: 'admin@cniot.example',
      userType: '1',
      roleType: '1',
      favorite: false,
      systemStatus: await berlinStatus(),
      currentPower: 0,
      powerRatio: 0,
      dayWh: 0,
      totalWh: 0,
      network: { total: 0, online: 0, offline: 0, notReporting: 0 },
      installer: { deptId: Dept.solarTech, deptName: 'SolarTech Deutschland GmbH', leader: 'Jonas Becker' },
    });
    expect(res.body.data.delFlag).toBeUndefined();
  });

  it('lists with the query in a POST body: filters, company and below, sort whitelist, favorites of the caller', async () => {
    const a = await createStation(t, admin, { stationName: 'List Alpha', deptId: Dept.solarTechTeam, timeZone: 'Europe/Berlin' });
    const b = await createStation(t, admin, { stationName: 'List Beta', deptId: Dept.sunline, timeZone: 'Europe/Warsaw' });
    const byName = await list({ stationName: 'List ', pageNum: 1, pageSize: 10 });
    expect(byName.body).toMatchObject({ code: 200, total: 2 });
    const below = await list({ stationName: 'List', deptId: Dept.solarTech });
    expect(below.body.rows.map((r: { id: number }) => r.id)).toEqual([a]);
    const sorted = await list({ stationName: 'List', orderByColumn: 'stationName', isAsc: 'desc' });
    expect(sorted.body.rows.map((r: { id: number }) => r.id)).toEqual([b, a]);
    expect((await list({ orderByColumn: 'delFlag' })).body.msg).toBe('Sorting by "delFlag" is not allowed');
    expect((await post(t, admin, '/iot/stationFavorite', { stationId: b })).body.code).toBe(200);
    const starred = await list({ stationName: 'List', favorite: '1' });
    expect(starred.body.rows).toMatchObject([{ id: b, favorite: true }]);
    expect((await list({})).body.code).toBe(200);
  });

  it('refuses bad input with the spec texts in the caller language, never a 500', async () => {
    const bad = (payload: Record<string, unknown>, lang = 'en_US') => json(t, admin, { method: 'POST', url: '/cniotapi/iot/station', payload, headers: { 'lang-type': lang } });
    expect((await bad({ stationName: ' ' })).body.msg).toContain('Please enter the power station name');
    expect((await bad({ stationName: ' ' }, 'de_DE')).body.msg).toContain('Bitte geben Sie den Namen der Anlage ein');
    const zone = await bad({ stationName: 'Z', timeZone: 'Mars/Olympus' });
    expect([zone.status, zone.body.msg]).toEqual([400, expect.stringContaining('Please choose a time zone from the list')]);
    expect((await bad({ stationName: 'Z', latitude: 91 })).body.msg).toContain('The latitude must be between -90 and 90');
    expect((await bad({ stationName: 'Z', imgUrl: '/files/upload/nothing.png' })).body.msg).toBe('The image must be a png, jpg or jpeg file uploaded here first');
    expect((await bad({ stationName: 'Z', deptId: 99999 })).status).toBe(400);
    expect(await get(t, admin, '/iot/station/abc')).toMatchObject({ status: 400, body: { code: 500, msg: 'id: must be a number' } });
    expect(await get(t, admin, '/iot/station/statisticsGenerateElectricityTotalData/abc')).toMatchObject({ status: 400, body: { msg: 'Please give a valid power station id' } });
    expect((await get(t, admin, '/iot/station/987654')).status).toBe(404);
  });

  it('keeps the zone when an edit leaves it out, and names it when the edit changes it', async () => {
    const id = await createStation(t, admin, { timeZone: 'Asia/Shanghai' });
    const edit = await json(t, admin, { method: 'PUT', url: '/cniotapi/iot/station', payload: { id, stationName: 'Renamed', capacity: 5 } });
    expect(edit.body.code).toBe(200);
    expect((await get(t, admin, `/iot/station/${id}`)).body.data).toMatchObject({ stationName: 'Renamed', timeZone: 'Asia/Shanghai', offset: '+08:00' });
    // The organization changes only by a transfer (which moves the devices and is recorded), never by an edit.
    await json(t, admin, { method: 'PUT', url: '/cniotapi/iot/station', payload: { id, stationName: 'Renamed', deptId: Dept.sunline } });
    expect((await get(t, admin, `/iot/station/${id}`)).body.data.deptId).toBe(100);
    await json(t, admin, { method: 'PUT', url: '/cniotapi/iot/station', payload: { id, stationName: 'Renamed', timeZone: 'asia/kolkata' } });
    expect((await get(t, admin, `/iot/station/${id}`)).body.data).toMatchObject({ timeZone: 'Asia/Calcutta', offset: '+05:30' });
  });

  it('refuses to delete a station with bound devices (unbind first), then deletes it', async () => {
    const id = await createStation(t, admin);
    const wnId = await boundInverter(t, admin, id);
    const refused = await json(t, admin, { method: 'DELETE', url: `/cniotapi/iot/station/${id}` });
    expect([refused.status, refused.body.msg]).toEqual([400, 'The power station still has 1 bound devices; unbind them first']);
    const de = await json(t, admin, { method: 'DELETE', url: `/cniotapi/iot/station/${id}`, headers: { 'lang-type': 'de_DE' } });
    expect(de.body.msg).toBe('Der Anlage sind noch 1 Geräte zugeordnet; bitte lösen Sie diese zuerst');
    await post(t, admin, '/iot/wn/unbindWn', { stationId: id, wnIds: [wnId] });
    expect((await json(t, admin, { method: 'DELETE', url: `/cniotapi/iot/station/${id}` })).body.code).toBe(200);
    expect((await get(t, admin, `/iot/station/${id}`)).status).toBe(404);
    expect((await post(t, admin, '/iot/station/bindBattery', { stationId: id, ids: [999999] })).status).toBe(404);
  });

  it('exports the list with the screen labels and the derived offset', async () => {
    await createStation(t, admin, { stationName: 'Export Plant', timeZone: 'America/Sao_Paulo' });
    const res = await t.call(admin, { method: 'POST', url: '/cniotapi/iot/station/export', payload: { stationName: 'Export Plant' } });
    const rows = await readXlsx(res);
    expect(rows[0]).toContain('Power station');
    expect(rows[0]).toContain('UTC offset');
    expect(rows[1]).toContain('Export Plant');
    expect(rows[1]).toContain('-03:00');
  });
});
