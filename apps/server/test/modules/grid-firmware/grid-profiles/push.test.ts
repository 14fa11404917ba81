import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeviceSpec } from '@cniot/contract/devices/simulated-fleet';
import { VirtualInverter } from '@cniot/simulator/inverter';
import type { TestApp } from '../../../helpers/app.ts';
import { EXTERNAL, rawDevice, waitFor } from '../../../gateway/helpers.ts';
import { json } from '../../devices/helpers.ts';
import { createStation } from '../../stations/helpers.ts';
import { adminApp, api, profileId, registerWn } from './helpers.ts';

let t: TestApp;
let token: string;
let admin: ReturnType<typeof api>;
let url: string;
const stop: Array<() => Promise<unknown>> = [];

beforeAll(async () => {
  ({ t, token, admin } = await adminApp({ gateway: true }));
  url = EXTERNAL ?? `mqtt://127.0.0.1:${t.app.gateway!.port}`;
});
afterAll(async () => {
  for (const s of stop) await s().catch(() => {});
  await t.close();
});

async function online(spec: DeviceSpec): Promise<VirtualInverter> {
  const device = new VirtualInverter(spec, { url, intervalMs: 3_600_000, alarmRate: 0 });
  await device.start();
  stop.push(() => device.stop());
  await waitFor(() => t.app.gateway!.isOnline('wn', spec.id), 'device online');
  return device;
}

type Row = Record<string, unknown>;
const report = async (pushId: number) => (await admin.get(`/iot/gridProfile/push/${pushId}`)).body.data;
const settingsOf = async (wnId: string) => (await admin.get(`/iot/deviceSetting/device/${wnId}`)).body.data;
const setting = async (wnId: string, code: string) => (await settingsOf(wnId)).settings.find((s: Row) => s.code === code);
const statuses = (r: { devices: Row[] }) => Object.fromEntries(r.devices.map((d) => [d.wnId, d.status]));

describe('grid profiles over the real broker', { timeout: 120_000 }, () => {
  it('previews, pushes a profile to a group and reads it back per device: applied, drifted, refused, offline', async () => {
    const obeys = await registerWn(t, token, 'obey');
    const drifts = await registerWn(t, token, 'drift');
    const refuses = await registerWn(t, token, 'refuse');
    const offline = await registerWn(t, token, 'obey');
    for (const s of [obeys, drifts, refuses]) await online(s);
    const group = await admin.post('/iot/wnGroup', { groupName: 'Grid test', wnList: [obeys.id, drifts.id, refuses.id, offline.id] });
    const [{ id: groupId }] = (await admin.get('/iot/wnGroup/list?groupName=Grid%20test')).body.rows;
    expect(group.body.code).toBe(200);
    const de = await profileId(t, 'DE-VDE4105');

    const preview = (await admin.post('/iot/gridProfile/preview', { groupId, profileId: de })).body.data;
    expect(preview).toMatchObject({ total: 4, changing: 4, profile: { profileCode: 'DE-VDE4105', profileVersion: 1 } });
    expect(preview.diff.find((d: Row) => d.configCode === 'ovp1Value')).toMatchObject({ before: null, after: 253, devices: 4, unit: 'V' });

    const res = await admin.post('/iot/wn/gridChange', { groupId, profileId: de });
    expect(res.body).toMatchObject({ code: 200, msg: 'The command was issued to 3 of 4 devices', pushId: expect.any(Number) });
    expect(res.body.data.find((d: Row) => d.deviceId === offline.id)).toMatchObject({ ok: false, msg: 'Device not online' });

    const done = await waitFor(async () => {
      const r = await report(res.body.pushId);
      return Object.values(statuses(r)).includes('pending') ? null : r;
    }, 'every device answered');
    expect(statuses(done)).toEqual({ [obeys.id]: 'inSync', [drifts.id]: 'drifted', [refuses.id]: 'failed', [offline.id]: 'failed' });
    expect(done.devices.find((d: Row) => d.wnId === refuses.id).msg).toBe('grid code locked by the installer tool');
    expect(done.stations).toEqual([{ stationId: null, stationName: null, inSync: 1, pending: 0, drifted: 1, failed: 2 }]);

    // The device holds the values × configMul and says which profile they make.
    const applied = await settingsOf(obeys.id);
    expect(applied.grid).toMatchObject({ profileCode: 'DE-VDE4105', profileVersion: 1, reportedCode: 'DE-VDE4105', reportedVersion: 1, status: 'inSync' });
    expect(applied.settings.find((s: Row) => s.code === 'ovp1Value')).toMatchObject({ requested: '2530', applied: '2530', status: 'inSync' });
    expect((await settingsOf(drifts.id)).grid.status).toBe('drifted');

    // The report says why a device was refused in its reader's language.
    const german = await json(t, token, { url: `/cniotapi/iot/gridProfile/push/${res.body.pushId}`, headers: { 'lang-type': 'de_DE' } });
    expect(german.body.data.devices.find((d: Row) => d.wnId === offline.id)).toMatchObject({ status: 'failed', msg: 'Gerät ist nicht online' });

    // The fleet view lists what was asked and is not applied, the device refused when it was sent among them with its reason, not the device in sync;
    // the re-send goes out again.
    const fleet = (await admin.get('/iot/deviceSetting/list?pageSize=50')).body.rows as Row[];
    const listed = Object.fromEntries(fleet.map((r) => [r.wnId, r.status]));
    expect(listed).toMatchObject({ [drifts.id]: 'drifted', [refuses.id]: 'failed', [offline.id]: 'failed' });
    expect(listed[obeys.id]).toBeUndefined();
    const row = (id: string) => fleet.find((r) => r.wnId === id);
    expect(row(offline.id)).toMatchObject({ reasonCode: 'device.notOnline', profileName: 'VDE-AR-N 4105:2018 (Germany, low voltage) v1' });
    expect(row(refuses.id)).toMatchObject({ reason: 'grid code locked by the installer tool', reasonCode: null });
    expect((await settingsOf(offline.id)).grid).toMatchObject({ profileCode: 'DE-VDE4105', status: 'failed' });
    expect(await setting(offline.id, 'ovp1Value')).toMatchObject({ requested: '2530', applied: null, status: 'failed', error: 'Device not online' });
    const sheet = await t.app.inject({ method: 'POST', url: '/cniotapi/iot/deviceSetting/export', headers: { authorization: `Bearer ${token}`, 'lang-type': 'zh_CN' }, payload: { wnId: offline.id } });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(sheet.rawPayload as unknown as ArrayBuffer);
    expect((book.worksheets[0].getRow(1).values as unknown[]).includes('原因')).toBe(true);
    expect(book.worksheets[0].getRow(2).values as unknown[]).toContain('设备不在线');
    expect((await admin.get('/iot/deviceSetting/list?status=drifted')).body.rows.map((r: Row) => r.wnId)).toEqual([drifts.id]);
    const again = await admin.post('/iot/deviceSetting/resend', { wnIds: [drifts.id, obeys.id, '99999999999999'] });
    expect(again.body.data).toEqual([
      { deviceId: drifts.id, ok: true, msg: 'The command was issued successfully' },
      { deviceId: obeys.id, ok: false, msg: 'Nothing to send again: the settings are in sync' },
      { deviceId: '99999999999999', ok: false, msg: 'The device does not exist' },
    ]);

    const xlsx = await t.app.inject({ method: 'POST', url: `/cniotapi/iot/gridProfile/push/${res.body.pushId}/export`, headers: { authorization: `Bearer ${token}` } });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    // Its push report is what the installer handed over: the profile stays.
    const removed = await t.app.inject({ method: 'DELETE', url: `/cniotapi/iot/gridProfile/${de}`, headers: { authorization: `Bearer ${token}` } });
    expect(removed.json().msg).toBe('The profile "VDE-AR-N 4105:2018 (Germany, low voltage)" has been pushed to devices; make a new version instead of deleting it');
  });

  it('shows a changed setting as pending until the device reports it, and a different report as drift', async () => {
    const spec = await registerWn(t, token);
    const dev = await rawDevice(url, spec);
    stop.push(() => dev.forget());
    await dev.client.subscribeAsync(`cniot/v1/wn/${spec.id}/command`, { qos: 1 });
    dev.client.on('message', (_topic, payload) => void dev.publish('ack', { id: JSON.parse(payload.toString()).id, ts: Date.now(), state: 'success' }));
    await dev.online();
    await waitFor(() => t.app.gateway!.isOnline('wn', spec.id), 'device online');
    await dev.publish('params', { ts: Date.now(), values: { powerPercent: 100 } });
    await waitFor(async () => (await setting(spec.id, 'powerPercent'))?.applied === '100', 'first report');
    expect(await setting(spec.id, 'powerPercent')).toMatchObject({ requested: null, status: null });

    const sent = await admin.post('/iot/wn/powerPercent', { wnId: spec.id, value: 60 });
    expect(sent.body.msg).toBe('The command was issued successfully');
    await waitFor(async () => (await admin.get(`/iot/configChangeRecord/${sent.body.data.recordId}`)).body.data.recordStatus === '2', 'ack');
    // Acknowledged, but the device has not reported the new value: still pending, never the stale 100 as if applied.
    expect(await setting(spec.id, 'powerPercent')).toMatchObject({ requested: '60', applied: '100', status: 'pending' });

    await dev.publish('params', { ts: Date.now(), values: { powerPercent: 60.0 } });
    await waitFor(async () => (await setting(spec.id, 'powerPercent'))?.status === 'inSync', 'in sync');
    await dev.publish('params', { ts: Date.now() + 1000, values: { powerPercent: 55 } });
    await waitFor(async () => (await setting(spec.id, 'powerPercent'))?.status === 'drifted', 'drift seen');
    expect((await admin.get(`/iot/deviceSetting/list?wnId=${spec.id}`)).body.rows).toMatchObject([{ wnId: spec.id, status: 'drifted', drifted: 1 }]);
  });

  it('lists a setting and a profile refused because the device was offline as failed with the reason, until they are sent again', async () => {
    const spec = await registerWn(t, token);
    expect((await admin.post('/iot/wn/powerPercent', { wnId: spec.id, value: 70 })).body.msg).toBe('Device not online');
    expect(await setting(spec.id, 'powerPercent')).toMatchObject({ requested: '70', applied: null, status: 'failed', error: 'Device not online' });
    const us = await profileId(t, 'US-IEEE1547-B');
    expect((await admin.post('/iot/wn/gridChange', { wnId: spec.id, profileId: us })).body.msg).toBe('Device not online');
    expect((await settingsOf(spec.id)).grid).toMatchObject({ profileCode: 'US-IEEE1547-B', status: 'failed' });
    expect((await admin.get(`/iot/deviceSetting/list?wnId=${spec.id}`)).body.rows).toMatchObject([{ wnId: spec.id, status: 'failed', reasonCode: 'device.notOnline' }]);
    await online(spec);
    const again = await admin.post('/iot/deviceSetting/resend', { wnIds: [spec.id] });
    expect(again.body.data).toEqual([{ deviceId: spec.id, ok: true, msg: 'The command was issued successfully' }]);
    // The values go again with the profile they were asked as: the device's report of it matches.
    await waitFor(async () => (await settingsOf(spec.id)).grid.status === 'inSync' && (await setting(spec.id, 'powerPercent'))?.status === 'inSync', 'applied once sent again');
    expect((await admin.get(`/iot/deviceSetting/list?wnId=${spec.id}`)).body.rows).toEqual([]);
  });

  it('keeps a dealer to the inverters of its own organization', async () => {
    const mine = await registerWn(t, token);
    const theirs = await registerWn(t, token);
    // Germany is where the station is: both in Berlin.
    const berlin = await createStation(t, token, { timeZone: 'Europe/Berlin', latitude: 52.5, longitude: 13.4 });
    expect((await admin.post('/iot/wn/bindWn', { stationId: berlin, wnIds: [mine.id, theirs.id] })).body.code).toBe(200);
    await t.app.db.execute(sql`update iot_wn set dept_id = 103 where wn_id = ${mine.id}`);
    await online(mine);
    await online(theirs);
    const { userWithPerms } = await import('../../../helpers/users.ts');
    const dealer = api(t, (await userWithPerms(t.app.db, 'grid_dealer', ['iot:wn:config', 'iot:wn:query', 'iot:deviceSetting:list'], { deptId: 103, dataScope: '4' })).token);
    const de = await profileId(t, 'DE-VDE4105');
    expect((await dealer.post('/iot/wn/gridChange', { wnId: theirs.id, profileId: de })).body).toMatchObject({ code: 404, msg: 'The device does not exist' });
    expect((await dealer.get(`/iot/deviceSetting/device/${theirs.id}`)).body.code).toBe(404);
    // Germany, for this dealer, is its own inverters only.
    const res = await dealer.post('/iot/wn/gridChange', { countryCode: 'germany', profileId: de });
    expect(res.body.data.map((d: Row) => d.deviceId)).toEqual([mine.id]);
    expect((await dealer.post('/iot/wn/gridChange', { countryCode: 'japan', profileId: de })).body.msg).toBe('There are no inverters you can see in this scope');
  });
});
