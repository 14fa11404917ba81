import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../../../src/db/client.ts';
import { signedInApp, type TestApp } from '../../../helpers/app.ts';
import { readXlsx } from '../../../helpers/xlsx.ts';
import { Dept, Role, userWithRoles } from '../../system/helpers.ts';
import { insertAlarm } from './helpers.ts';

let t: TestApp;
let admin: string;
let dealer: string;
let station: number;
let mine: number;
let other: number;

const put = (token: string, url: string, payload: unknown, lang = 'en_US') => t.call(token, { method: 'PUT', url: `/cniotapi${url}`, payload: payload as object, headers: { 'lang-type': lang } });
const list = async (token: string, url: string, lang = 'en_US') => (await t.call(token, { method: 'GET', url: `/cniotapi${url}`, headers: { 'lang-type': lang } })).json();

beforeAll(async () => {
  ({ t, admin } = await signedInApp());
  dealer = (await userWithRoles(t, 'alarm-dealer', [Role.agencyUser], Dept.solarTech)).token;
  [{ id: station }] = await rowsOf<{ id: number }>(
    t.app.db,
    sql`insert into iot_station (station_name, dept_id, user_id) values ('Augsburg roof', ${Dept.solarTechTeam}, 1) returning id::float8 as id`,
  );
  mine = await insertAlarm(t.app.db, { deviceId: '71000000000001', stationId: station, deptId: Dept.solarTechTeam });
  other = await insertAlarm(t.app.db, { deviceId: '71000000000002', deptId: Dept.sunline, alarmType: 'pv2', bitNum: 2, alarmCode: 'PV_REVERSE', alarmLevel: '1' });
});
afterAll(() => t.close());

describe('current alarms and records', () => {
  it('name each alarm from its rule in the caller language, English where the rule has none', async () => {
    const de = await list(admin, '/iot/alarm/list?pageSize=50', 'de_DE');
    expect(de.rows.find((r: { id: number }) => r.id === mine)).toMatchObject({ alarmName: 'Netzüberspannung', alarmLevel: '2', stationName: 'Augsburg roof', state: '0', repeatCount: 1 });
    await t.app.db.execute(sql`delete from iot_alarm_rule where alarm_type = 'pv2' and bit_num = 2 and language = 'pl_PL'`);
    const pl = await list(admin, '/iot/alarm/list?pageSize=50', 'pl_PL');
    expect(pl.rows.find((r: { id: number }) => r.id === other).alarmName).toBe('PV input reverse polarity');
  });

  it('filter by level, type, station, device and time', async () => {
    const ids = async (q: string) => (await list(admin, `/iot/alarmRecord/list?pageSize=50&${q}`)).rows.map((r: { id: number }) => r.id);
    expect(await ids('alarmLevel=1')).toEqual([other]);
    expect(await ids('alarmType=mi')).toEqual([mine]);
    expect(await ids(`stationId=${station}`)).toEqual([mine]);
    expect(await ids('deviceId=0000000002')).toEqual([other]);
    expect(await ids('beginTime=2000-01-01&endTime=2000-01-02')).toEqual([]);
    const bad = await t.call(admin, { method: 'GET', url: '/cniotapi/iot/alarmRecord/list?alarmLevel=9' });
    expect(bad.statusCode).toBe(400);
  });

  it('show a dealer only its own fleet, and a 404 for anything else', async () => {
    expect((await list(dealer, '/iot/alarm/list')).rows.map((r: { id: number }) => r.id)).toEqual([mine]);
    expect((await list(dealer, '/iot/alarmRecord/list')).total).toBe(1);
    expect((await t.call(dealer, { method: 'GET', url: `/cniotapi/iot/alarm/${other}` })).statusCode).toBe(404);
    expect((await put(dealer, '/iot/alarm/ack', { ids: [other] })).statusCode).toBe(404);
    expect((await put(dealer, '/iot/alarm/ack', { ids: [mine, other] })).statusCode).toBe(404);
    expect((await put(dealer, '/iot/alarm/shelve', { ids: [other], minutes: 60, reason: 'not mine' })).statusCode).toBe(404);
    const [row] = await rowsOf<{ ack_time: string | null; shelved_until: string | null }>(t.app.db, sql`select ack_time, shelved_until from iot_alarm_record where id = ${other}`);
    expect(row).toEqual({ ack_time: null, shelved_until: null });
  });
});

describe('acknowledge and shelve', () => {
  it('acknowledges once, with who, when and the comment, in the operation log', async () => {
    const id = await insertAlarm(t.app.db, { deviceId: '71000000000003', deptId: Dept.solarTech });
    expect((await put(dealer, '/iot/alarm/ack', { ids: [id], comment: 'Installer on site tomorrow' })).json().code).toBe(200);
    const detail = (await t.call(dealer, { method: 'GET', url: `/cniotapi/iot/alarm/${id}` })).json().data;
    expect(detail).toMatchObject({ state: '1', ackBy: 'alarm-dealer', ackComment: 'Installer on site tomorrow' });
    expect(detail.alarmSuggestion).toMatch(/grid voltage/);
    const again = await put(dealer, '/iot/alarm/ack', { ids: [id] }, 'de_DE');
    expect([again.statusCode, again.json().msg]).toEqual([409, 'Diese Alarme sind bereits quittiert']);
    const log = await rowsOf<{ title: string }>(
      t.app.db,
      sql`select title from sys_oper_log where oper_url like '%/iot/alarm/ack' and oper_name = 'alarm-dealer' and oper_param like '%Installer on site tomorrow%'`,
    );
    expect(log).toEqual([{ title: 'i18n:menus.currentAlarm' }]);
  });

  it('refuses bad input with a clear message, never half-written', async () => {
    const id = await insertAlarm(t.app.db, { deviceId: '71000000000004', deptId: Dept.solarTech });
    const cases: [string, unknown, string][] = [
      ['/iot/alarm/ack', { ids: [] }, 'Choose 1 to 100 alarms'],
      ['/iot/alarm/ack', { ids: 'x' }, ''],
      ['/iot/alarm/shelve', { ids: [id], minutes: 60 }, 'Please give the reason for shelving'],
      ['/iot/alarm/shelve', { ids: [id], minutes: 60, reason: '   ' }, 'Please give the reason for shelving'],
      ['/iot/alarm/shelve', { ids: [id], minutes: 2, reason: 'storm' }, 'Shelve for 5 minutes to 30 days (43200 minutes)'],
      ['/iot/alarm/shelve', { ids: [id], minutes: 1e9, reason: 'storm' }, 'Shelve for 5 minutes to 30 days (43200 minutes)'],
    ];
    for (const [url, body, msg] of cases) {
      const res = await put(admin, url, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      if (msg) expect(res.json().msg).toContain(msg);
    }
    const cleared = await insertAlarm(t.app.db, { deviceId: '71000000000005', deptId: Dept.solarTech, status: '1' });
    const res = await put(admin, '/iot/alarm/shelve', { ids: [id, cleared], minutes: 60, reason: 'storm' });
    expect([res.statusCode, res.json().msg]).toEqual([400, `Only open alarms can be shelved; alarm ${cleared} has cleared`]);
    const [row] = await rowsOf<{ n: number }>(t.app.db, sql`select count(*)::int as n from iot_alarm_record where shelved_until is not null and id in (${id}, ${cleared})`);
    expect(row.n).toBe(0);
  });

  it('shelves for a time with a reason, and unshelves', async () => {
    const id = await insertAlarm(t.app.db, { deviceId: '71000000000006', deptId: Dept.solarTech });
    expect((await put(dealer, '/iot/alarm/shelve', { ids: [id], minutes: 120, reason: 'Roof works until noon' })).json().code).toBe(200);
    const shelved = (await t.call(dealer, { method: 'GET', url: `/cniotapi/iot/alarm/${id}` })).json().data;
    expect(shelved).toMatchObject({ state: '2', shelveBy: 'alarm-dealer', shelveReason: 'Roof works until noon' });
    const minutes = (new Date(shelved.shelvedUntil).getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(118);
    expect(minutes).toBeLessThanOrEqual(120);
    expect((await list(dealer, '/iot/alarm/list?state=2')).rows.map((r: { id: number }) => r.id)).toEqual([id]);
    expect((await put(dealer, '/iot/alarm/unshelve', { ids: [id] })).json().code).toBe(200);
    expect((await t.call(dealer, { method: 'GET', url: `/cniotapi/iot/alarm/${id}` })).json().data).toMatchObject({ state: '0', shelveReason: 'Roof works until noon' });
  });
});

describe('rules', () => {
  it('keep level and code of a bit equal across its languages, and refuse a second row for the same bit and language', async () => {
    const [rule] = await rowsOf<{ id: number }>(t.app.db, sql`select id::float8 as id from iot_alarm_rule where alarm_type = 'mi' and bit_num = 6 and language = 'de_DE'`);
    const body = { id: rule.id, alarmType: 'mi', bitNum: 6, alarmCode: 'OVER_TEMP', alarmLevel: '0', language: 'de_DE', alarmName: 'Übertemperatur', alarmSuggestion: 'Belüftung prüfen' };
    expect((await put(admin, '/iot/alarmRule', body)).json().code).toBe(200);
    const levels = await rowsOf<{ alarm_level: string }>(t.app.db, sql`select distinct alarm_level from iot_alarm_rule where alarm_type = 'mi' and bit_num = 6`);
    expect(levels).toEqual([{ alarm_level: '0' }]);
    const twice = await t.call(admin, { method: 'POST', url: '/cniotapi/iot/alarmRule', payload: { ...body, id: undefined } });
    expect(twice.statusCode).toBe(409);
    const badBit = await t.call(admin, { method: 'POST', url: '/cniotapi/iot/alarmRule', payload: { ...body, id: undefined, bitNum: 32 }, headers: { 'lang-type': 'pl_PL' } });
    expect([badBit.statusCode, badBit.json().msg]).toEqual([400, 'Numer bitu musi być liczbą całkowitą od 0 do 31']);
    expect((await t.call(dealer, { method: 'PUT', url: '/cniotapi/iot/alarmRule', payload: body })).statusCode).toBe(403);
  });

  it('hold the seeded catalogue in five languages', async () => {
    const rows = await rowsOf<{ language: string; n: number }>(t.app.db, sql`select language, count(*)::int as n from iot_alarm_rule where alarm_type = 'mi' group by language order by language`);
    expect(rows.map((r) => r.language)).toEqual(['de_DE', 'en_US', 'it_IT', 'pl_PL', 'zh_CN']);
    expect(new Set(rows.map((r) => r.n)).size).toBe(1);
    const base = await list(admin, '/iot/batteryAlarmBase/list?language=de_DE&alarmType=protect&pageSize=50');
    expect(base.rows[0]).toMatchObject({ bitNum: 0, alarmName: 'Überladeschutz' });
  });

  it('speak Italian in the Italian catalogue: no seeded rule or battery alarm keeps the English words (issue 25, item 6)', async () => {
    const english = await rowsOf<{ n: number }>(
      t.app.db,
      sql`
      select (select count(*) from iot_alarm_rule it join iot_alarm_rule en on en.alarm_type = it.alarm_type and en.bit_num = it.bit_num and en.language = 'en_US'
              where it.language = 'it_IT' and (it.alarm_name = en.alarm_name or it.alarm_suggestion = en.alarm_suggestion))
           + (select count(*) from iot_battery_alarm_base it join iot_battery_alarm_base en on en.alarm_type = it.alarm_type and en.bit_num = it.bit_num and en.language = 'en_US'
              where it.language = 'it_IT' and it.alarm_name = en.alarm_name) as n`,
    );
    expect(english[0].n).toBe(0);
    const rules = await list(admin, '/iot/alarmRule/list?language=it_IT&alarmType=pv1&pageSize=50');
    expect(rules.rows.find((r: { alarmCode: string }) => r.alarmCode === 'PV_OPEN')).toMatchObject({ alarmName: 'Ingresso FV aperto' });
  });
});

describe('rule lists', () => {
  it('show each bit once, in the reader language, unless the search names another', async () => {
    for (const url of ['/iot/alarmRule/list?alarmType=mi&pageSize=100', '/iot/batteryAlarmBase/list?alarmType=protect&pageSize=100']) {
      const german = await list(admin, url, 'de_DE');
      const bits = german.rows.map((r: { bitNum: number }) => r.bitNum);
      expect(bits.length, url).toBeGreaterThan(3);
      expect(new Set(bits).size, url).toBe(bits.length);
      expect(german.total, url).toBe(bits.length);
      expect(new Set(german.rows.map((r: { language: string }) => r.language)), url).toEqual(new Set(['de_DE']));
      const polish = await list(admin, `${url}&language=pl_PL`, 'de_DE');
      expect(new Set(polish.rows.map((r: { language: string }) => r.language)), url).toEqual(new Set(['pl_PL']));
      expect(polish.total, url).toBe(german.total);
    }
    const named = await list(admin, '/iot/alarmRule/list?alarmType=platform&alarmCode=underperformance', 'zh_CN');
    expect(named.rows.map((r: { alarmName: string }) => r.alarmName)).toEqual(['发电量偏低']);
  });
});

describe('export', () => {
  it('writes the current alarms in the caller language, limited to its fleet', async () => {
    const res = await t.call(dealer, { method: 'POST', url: '/cniotapi/iot/alarm/export', payload: {}, headers: { 'lang-type': 'de_DE' } });
    expect(res.statusCode).toBe(200);
    const rows = await readXlsx(res);
    expect(rows[0]).toContain('Alarm-ID');
    expect(rows[0]).toContain('Stufe');
    const ids = rows.slice(1).map((r) => Number(r[0]));
    expect(ids).toContain(mine);
    expect(ids).not.toContain(other);
    expect(rows.slice(1).find((r) => Number(r[0]) === mine)).toContain('Stufe 2');
  });
});

describe('maintenance windows', () => {
  const post = (token: string, payload: object, lang = 'en_US') => t.call(token, { method: 'POST', url: '/cniotapi/iot/alarmMaintenance', payload, headers: { 'lang-type': lang } });
  const hour = (h: number) => new Date(Date.now() + h * 3_600_000).toISOString();

  it('belong to the organization of their station or device, which the caller must see', async () => {
    expect((await post(dealer, { stationId: station, startTime: hour(0), endTime: hour(2), reason: 'Inverter exchange' })).json().code).toBe(200);
    const mine = (await list(dealer, '/iot/alarmMaintenance/list')).rows;
    expect(mine).toMatchObject([{ stationId: station, stationName: 'Augsburg roof', deptId: Dept.solarTechTeam, reason: 'Inverter exchange' }]);

    const [{ id: foreign }] = await rowsOf<{ id: number }>(
      t.app.db,
      sql`insert into iot_station (station_name, dept_id, user_id) values ('Warsaw roof', ${Dept.sunline}, 1) returning id::float8 as id`,
    );
    await t.app.db.execute(sql`insert into iot_wn (wn_id, dept_id, user_id, power, private_key) values ('71000000000099', ${Dept.sunline}, 1, 800, 'k')`);
    expect((await post(dealer, { stationId: foreign, startTime: hour(0), endTime: hour(2) })).statusCode).toBe(404);
    const device = await post(dealer, { deviceType: 'wn', deviceId: '71000000000099', startTime: hour(0), endTime: hour(2) });
    expect([device.statusCode, device.json().msg]).toEqual([404, 'There is no wn 71000000000099 among the devices you can see']);
    expect((await post(admin, { deviceType: 'wn', deviceId: '71000000000099', startTime: hour(0), endTime: hour(2) })).json().code).toBe(200);
    expect((await list(dealer, '/iot/alarmMaintenance/list')).total).toBe(1);
  });

  it("read a typed time on the station's clock, the device's station's for a device, UTC without one, and answer the zone", async () => {
    const [{ id: recife }] = await rowsOf<{ id: number }>(
      t.app.db,
      sql`insert into iot_station (station_name, dept_id, user_id, time_zone) values ('Recife roof', ${Dept.solarTechTeam}, 1, 'America/Recife') returning id::float8 as id`,
    );
    const [{ id: tokyo }] = await rowsOf<{ id: number }>(
      t.app.db,
      sql`insert into iot_station (station_name, dept_id, user_id, time_zone) values ('Tokyo roof', ${Dept.solarTechTeam}, 1, 'Asia/Tokyo') returning id::float8 as id`,
    );
    await t.app.db.execute(sql`insert into iot_wn (wn_id, station_id, dept_id, user_id, power, private_key) values ('71000000000077', ${tokyo}, ${Dept.solarTechTeam}, 1, 800, 'k'),
      ('71000000000078', null, ${Dept.solarTechTeam}, 1, 800, 'k')`);
    const windows: [object, string, string, string][] = [
      [{ stationId: recife }, '2026-12-01T11:00:00.000Z', '2026-12-01T13:30:00.000Z', 'America/Recife'],
      [{ deviceType: 'wn', deviceId: '71000000000077' }, '2026-11-30T23:00:00.000Z', '2026-12-01T01:30:00.000Z', 'Asia/Tokyo'],
      [{ deviceType: 'wn', deviceId: '71000000000078' }, '2026-12-01T08:00:00.000Z', '2026-12-01T10:30:00.000Z', 'UTC'],
    ];
    for (const [subject, start, end, zone] of windows) {
      const res = await post(dealer, { ...subject, startTime: '2026-12-01 08:00', endTime: '2026-12-01T10:30', reason: zone });
      expect(res.json().code, res.body).toBe(200);
      const row = (await list(dealer, `/iot/alarmMaintenance/list?pageSize=50`)).rows.find((r: { reason: string }) => r.reason === zone);
      expect([new Date(row.startTime).toISOString(), new Date(row.endTime).toISOString(), row.timeZone]).toEqual([start, end, zone]);
    }
    // An instant with its offset stays that instant.
    const exact = await post(dealer, { stationId: recife, startTime: '2026-12-02T08:00:00Z', endTime: '2026-12-02T10:00:00+01:00', reason: 'exact' });
    expect(exact.json().code).toBe(200);
    const row = (await list(dealer, `/iot/alarmMaintenance/list?pageSize=50`)).rows.find((r: { reason: string }) => r.reason === 'exact');
    expect(new Date(row.endTime).toISOString()).toBe('2026-12-02T09:00:00.000Z');
    expect((await post(dealer, { stationId: recife, startTime: '2026-12-02T10:00:00Z', endTime: '2026-12-02 06:30' }, 'de_DE')).json().msg).toBe('Das Ende muss nach dem Beginn liegen');
  });

  it('refuse a window without a clear subject or period', async () => {
    const cases: [object, string][] = [
      [{ stationId: station, startTime: hour(2), endTime: hour(1) }, 'Das Ende muss nach dem Beginn liegen'],
      [{ stationId: station, startTime: '2026-12-01 10:00', endTime: '2026-12-01 09:00' }, 'Das Ende muss nach dem Beginn liegen'],
      [{ stationId: station, startTime: 'soon', endTime: hour(1) }, 'Bitte ein gültiges Datum mit Uhrzeit eingeben'],
      [{ startTime: hour(0), endTime: hour(1) }, 'Entweder eine Anlage oder ein Gerät (Typ und ID) wählen'],
    ];
    for (const [body, msg] of cases) {
      const res = await post(admin, body, 'de_DE');
      expect([res.statusCode, res.json().msg], JSON.stringify(body)).toEqual([400, msg]);
    }
  });
});

describe('station transfer', () => {
  it('moves the station alarms into the new organization', async () => {
    const [{ id: moved }] = await rowsOf<{ id: number }>(t.app.db, sql`insert into iot_station (station_name, dept_id, user_id) values ('Kraków roof', ${Dept.sunline}, 1) returning id::float8 as id`);
    const alarm = await insertAlarm(t.app.db, { deviceId: null, deviceType: null, stationId: moved, alarmType: 'station', bitNum: null, alarmCode: 'not_reporting', deptId: Dept.sunline });
    expect((await t.call(dealer, { method: 'GET', url: `/cniotapi/iot/alarm/${alarm}` })).statusCode).toBe(404);
    expect((await t.call(admin, { method: 'POST', url: '/cniotapi/iot/station/transfer', payload: { stationId: moved, deptId: Dept.solarTechTeam } })).json().code).toBe(200);
    const seen = (await t.call(dealer, { method: 'GET', url: `/cniotapi/iot/alarm/${alarm}` })).json().data;
    expect(seen).toMatchObject({ stationName: 'Kraków roof', alarmName: 'Not reporting', deviceId: null, alarmType: 'station' });
  });
});
