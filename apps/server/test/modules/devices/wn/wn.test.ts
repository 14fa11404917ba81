import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DevicePerm } from '@cniot/contract/devices/device-permissions';
import type { TestApp } from '../../../helpers/app.ts';
import { userWithPerms } from '../../../helpers/users.ts';
import { formPost, readXlsx } from '../../../helpers/xlsx.ts';
import { addWn, code, json, seedStation, signedIn } from '../helpers.ts';

let t: TestApp;
let admin: string;
let dealer: string;
const P = DevicePerm.wn;

beforeAll(async () => {
  ({ t, admin } = await signedIn());
  // A dealer (organization 103, "own organization and below") who may do everything with inverters but see keys.
  dealer = (await userWithPerms(t.app.db, 'wn_dealer', [P.list, P.query, P.add, P.edit, P.remove, P.export, P.bind], { deptId: 103, dataScope: '4' })).token;
});
afterAll(() => t.close());

const list = (query: string, token = admin) => json(t, token, { url: `/cniotapi/iot/wn/list?${query}` });

describe('inverters: CRUD', () => {
  it('adds, reads, edits and removes an inverter; the key shows only to key holders', async () => {
    const wnId = code();
    const id = await addWn(t, admin, { wnId, power: 800, wnType: '4', deptId: 104, pdMonth: '2025-03' });
    const listed = await list(`wnId=${wnId}`);
    expect(listed.body).toMatchObject({ code: 200, total: 1, rows: [{ id, wnId, wnType: '4', power: 800, deptId: 104, companyName: 'SolarTech Installation Team', onlineStatus: '0' }] });
    expect(listed.body.rows[0]).not.toHaveProperty('privateKey');

    const detail = await json(t, admin, { url: `/cniotapi/iot/wn/${id}` });
    expect(detail.body.data).toMatchObject({ wnId, online: false, lastValues: null, params: [] });
    expect(detail.body.data.privateKey).toMatch(/^[0-9A-Za-z]{16}$/);
    expect((await json(t, dealer, { url: `/cniotapi/iot/wn/${id}` })).body.data).not.toHaveProperty('privateKey');

    expect((await json(t, admin, { method: 'PUT', url: '/cniotapi/iot/wn', payload: { id, power: 600, remark: 'roof' } })).body.code).toBe(200);
    expect((await json(t, admin, { url: `/cniotapi/iot/wn/${id}` })).body.data).toMatchObject({ power: 600, remark: 'roof', wnType: '4' });

    expect((await json(t, admin, { method: 'DELETE', url: `/cniotapi/iot/wn/${id}` })).body.code).toBe(200);
    expect((await json(t, admin, { url: `/cniotapi/iot/wn/${id}` })).status).toBe(404);
    // A removed code can be registered again.
    expect(await addWn(t, admin, { wnId })).toBeGreaterThan(id);
  });

  it('checks the 14-digit device code with the three texts of the spec', async () => {
    const add = async (wnId: unknown) => (await json(t, admin, { method: 'POST', url: '/cniotapi/iot/wn', payload: { wnId } })).body;
    expect(await add('1234567')).toEqual({ code: 500, msg: 'Please enter the 14-digit device code information' });
    expect(await add('')).toMatchObject({ msg: 'Please enter the 14-digit device code information' });
    expect(await add(undefined)).toMatchObject({ msg: 'Please enter the 14-digit device code information' });
    expect(await add('123456789012345')).toMatchObject({ msg: 'The device code is more than 14 digits' });
    expect(await add('1234567890123A')).toMatchObject({ msg: 'Please enter a correct Equipment ID' });
    const wnId = code();
    await addWn(t, admin, { wnId: ` ${wnId} ` });
    const again = await json(t, admin, { method: 'POST', url: '/cniotapi/iot/wn', payload: { wnId, power: 1 } });
    expect(again).toMatchObject({ status: 409, body: { msg: `The device code ${wnId} already exists` } });
    const zh = await json(t, admin, { method: 'POST', url: '/cniotapi/iot/wn', payload: { wnId: '1' }, headers: { 'lang-type': 'zh_CN' } });
    expect(zh.body.msg).not.toBe('Please enter the 14-digit device code information');
  });

  it('filters, sorts through a whitelist and exports', async () => {
    const a = code();
    const b = code();
    await addWn(t, admin, { wnId: a, wnType: '8', wnModel: '2', deptId: 105 });
    await addWn(t, admin, { wnId: b, wnType: '8', deptId: 106 });
    expect((await list('wnType=8&wnModel=2')).body.rows.map((r: { wnId: string }) => r.wnId)).toEqual([a]);
    expect((await list('wnType=8&orderByColumn=wnId&isAsc=asc')).body.rows.map((r: { wnId: string }) => r.wnId)).toEqual([a, b].sort());
    expect((await list('orderByColumn=private_key')).body).toMatchObject({ code: 500, msg: 'Sorting by "private_key" is not allowed' });
    expect((await list('wnType=9')).status).toBe(400);

    const res = await t.call(admin, formPost('/cniotapi/iot/wn/export', { wnType: '8' }));
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const rows = await readXlsx(res);
    expect(rows[0]).toEqual(['Device code', 'Power station', 'Company', 'Online status', 'Rated power (W)', 'Inverter type', 'Inverter model', 'Software version', 'Binding time', 'Created']);
    expect(
      rows
        .slice(1)
        .map((r) => r[0])
        .sort(),
    ).toEqual([a, b].sort());
    expect(rows[1][5]).toBe('1-to-8');
  });
});

describe('inverters: the live fleet first', () => {
  it('lists online devices first, then by last report, never-seen codes last, and can hide those or show only them', async () => {
    const [neverSeen, oldOffline, online, recentOffline] = [code(), code(), code(), code()];
    for (const wnId of [neverSeen, oldOffline, online, recentOffline]) await addWn(t, admin, { wnId, deptId: 107 });
    const report = (wnId: string, minutesAgo: number, onlineStatus: string) =>
      t.app.db.execute(
        sql`update iot_wn set online_status = ${onlineStatus}, last_seen_time = now() - make_interval(mins => ${minutesAgo}), last_data_time = now() - make_interval(mins => ${minutesAgo}) where wn_id = ${wnId}`,
      );
    await report(oldOffline, 600, '0');
    await report(online, 90, '1');
    await report(recentOffline, 5, '0');
    const codes = async (query: string) =>
      (await list(`deptId=107&pageSize=1000&${query}`)).body.rows.map((r: { wnId: string }) => r.wnId).filter((c: string) => [neverSeen, oldOffline, online, recentOffline].includes(c));

    expect(await codes('')).toEqual([online, recentOffline, oldOffline, neverSeen]);
    expect(await codes('seen=1')).toEqual([online, recentOffline, oldOffline]);
    expect(await codes('seen=0')).toEqual([neverSeen]);
    expect((await list('seen=2')).status).toBe(400);
  });
});

describe('inverters: data scope', () => {
  it('shows a dealer only the devices of its organization and below', async () => {
    const own = await addWn(t, admin, { wnId: code(), deptId: 103 });
    const team = await addWn(t, admin, { wnId: code(), deptId: 104 });
    const other = await addWn(t, admin, { wnId: code(), deptId: 105 });
    const seen = (await list('pageSize=1000', dealer)).body.rows.map((r: { id: number }) => r.id);
    expect(seen).toEqual(expect.arrayContaining([own, team]));
    expect(seen).not.toContain(other);
    expect((await list('deptId=104', dealer)).body.rows.map((r: { id: number }) => r.id)).toEqual([team]);

    expect((await json(t, dealer, { url: `/cniotapi/iot/wn/${other}` })).status).toBe(404);
    expect((await json(t, dealer, { method: 'PUT', url: '/cniotapi/iot/wn', payload: { id: other, power: 1 } })).status).toBe(404);
    expect((await json(t, dealer, { method: 'DELETE', url: `/cniotapi/iot/wn/${own},${other}` })).status).toBe(404);
    // Moving a device out of one's own organization, or registering one elsewhere, is refused.
    expect((await json(t, dealer, { method: 'PUT', url: '/cniotapi/iot/wn', payload: { id: own, deptId: 105 } })).status).toBe(400);
    expect((await json(t, dealer, { method: 'POST', url: '/cniotapi/iot/wn', payload: { wnId: code(), deptId: 105 } })).status).toBe(400);
    const mine = await addWn(t, dealer, { wnId: code() });
    expect((await json(t, admin, { url: `/cniotapi/iot/wn/${mine}` })).body.data.deptId).toBe(103);
  });
});

describe('inverters: remote selects and station binding', () => {
  it('lists unbound devices (answer in data), devices by code, and binds and unbinds them', async () => {
    const station = await seedStation(t, 103);
    const other = await seedStation(t, 103, 'Other');
    const outside = await seedStation(t, 105, 'Outside');
    const [x, y, z] = [code(), code(), code()];
    for (const wnId of [x, y, z]) await addWn(t, admin, { wnId, deptId: 103 });

    const unbound = await json(t, dealer, { url: `/cniotapi/iot/wn/unboundWn?wnId=${x.slice(0, 10)}&pageNum=1&pageSize=10` });
    expect(unbound.body).toMatchObject({ code: 200, total: expect.any(Number) });
    expect(unbound.body.data.map((r: { wnId: string }) => r.wnId)).toContain(x);

    expect((await json(t, dealer, { method: 'POST', url: '/cniotapi/iot/wn/bindWn', payload: { stationId: station, wnIds: [x, y] } })).body.code).toBe(200);
    expect((await list(`stationId=${station}`, dealer)).body.rows.map((r: { wnId: string }) => r.wnId).sort()).toEqual([x, y].sort());
    const byCodes = await json(t, dealer, { method: 'POST', url: '/cniotapi/iot/wn/getWnByWnIds?pageNum=1&pageSize=10', payload: { wnIds: [x, z] } });
    expect(byCodes.body.rows.map((r: { wnId: string; stationId: number | null }) => [r.wnId, r.stationId]).sort()).toEqual(
      [
        [x, station],
        [z, null],
      ].sort(),
    );

    // Bound devices leave the unbound list, unless they are on the station being edited or already chosen.
    const pick = (q: string) => json(t, dealer, { url: `/cniotapi/iot/wn/unboundWn?pageSize=1000&${q}` }).then((r) => r.body.data.map((d: { wnId: string }) => d.wnId));
    expect(await pick('')).not.toContain(x);
    expect(await pick(`id=${station}`)).toEqual(expect.arrayContaining([x, y]));
    expect(await pick(`wnIds=${x}`)).toContain(x);

    const twice = await json(t, dealer, { method: 'POST', url: '/cniotapi/iot/wn/bindWn', payload: { stationId: other, wnIds: [y, z] } });
    expect(twice).toMatchObject({ status: 400, body: { msg: `These devices are bound to another power station; unbind them there first: ${y}` } });
    const far = await json(t, dealer, { method: 'POST', url: '/cniotapi/iot/wn/bindWn', payload: { stationId: outside, wnIds: [z] } });
    expect(far).toMatchObject({ status: 404, body: { msg: 'The power station does not exist' } });
    const unknown = await json(t, dealer, { method: 'POST', url: '/cniotapi/iot/wn/bindWn', payload: { stationId: station, wnIds: ['99999999999999'] } });
    expect(unknown.body.msg).toBe('These devices do not exist or are outside your data scope: 99999999999999');

    expect((await json(t, dealer, { method: 'POST', url: '/cniotapi/iot/wn/unbindWn', payload: { stationId: station, wnIds: [x] } })).body.code).toBe(200);
    expect((await list(`stationId=${station}`, dealer)).body.rows.map((r: { wnId: string }) => r.wnId)).toEqual([y]);
  });
});
