import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { topicOf } from '@cniot/contract/devices/device-protocol';
import { VirtualMeter } from '@cniot/simulator/battery-meter';
import { VirtualInverter } from '@cniot/simulator/inverter';
import type { DeviceSpec } from '@cniot/contract/devices/simulated-fleet';
import type { TestApp } from '../../../helpers/app.ts';
import { userWithPerms } from '../../../helpers/users.ts';
import { EXTERNAL, rawDevice, waitFor } from '../../../gateway/helpers.ts';
import { code, json, signedIn } from '../helpers.ts';

let t: TestApp;
let admin: string;
let url: string;
const stop: Array<() => Promise<unknown>> = [];
const station = { id: 1, name: 'p', timeZone: 'Europe/Berlin', latitude: 52.5, longitude: 13.4 };

beforeAll(async () => {
  ({ t, admin } = await signedIn({}, { gateway: true }));
  url = EXTERNAL ?? `mqtt://127.0.0.1:${t.app.gateway!.port}`;
});
afterAll(async () => {
  for (const s of stop) await s().catch(() => {});
  await t.close();
});

/** A registered device (through the API) and its key. */
async function register(kind: 'wn' | 'meter'): Promise<DeviceSpec> {
  const id = code();
  const res = await json(t, admin, { method: 'POST', url: `/cniotapi/iot/${kind}`, payload: kind === 'wn' ? { wnId: id, power: 800 } : { meterId: id } });
  const detail = await json(t, admin, { url: `/cniotapi/iot/${kind}/${res.body.data.id}` });
  return { type: kind, id, key: detail.body.data[kind === 'wn' ? 'privateKey' : 'meterKey'], station, ratedPowerW: 800, inputs: 2 };
}

async function connected<T extends VirtualInverter | VirtualMeter>(device: T): Promise<T> {
  await device.start();
  stop.push(() => device.stop());
  await waitFor(() => t.app.gateway!.isOnline(device.spec.type, device.spec.id), 'device online');
  return device;
}

const post = (path: string, payload: unknown, token = admin) => json(t, token, { method: 'POST', url: `/cniotapi${path}`, payload: payload as Record<string, unknown> });
const record = async (id: number) => (await json(t, admin, { url: `/cniotapi/iot/configChangeRecord/${id}` })).body.data;
const settled = (id: number, what: string) => waitFor(async () => ((await record(id)).recordStatus >= '2' ? record(id) : null), what);

describe('commands over the real broker', { timeout: 90_000 }, () => {
  it('round trip: the device obeys, its answer completes the record', async () => {
    const spec = await register('wn');
    const inverter = await connected(new VirtualInverter(spec, { url, intervalMs: 3_600_000, alarmRate: 0 }));
    const res = await post('/iot/wn/powerPercent', { wnId: spec.id, value: 40 });
    expect(res.body).toMatchObject({ code: 200, msg: 'The command was issued successfully', data: { recordId: expect.any(Number) } });
    const done = await settled(res.body.data.recordId, 'answer');
    expect(done).toMatchObject({
      deviceType: 'wn',
      deviceId: spec.id,
      command: 'setPowerPercent',
      params: { value: 40 },
      configCode: 'powerPercent',
      defVal: '40',
      recordStatus: '2',
      result: { powerPercent: 40 },
      createBy: 'admin',
    });
    expect(inverter.params.powerPercent).toBe(40);

    // The same call again within a second is the duplicate-submit rule's, not the device's.
    expect((await post('/iot/wn/powerPercent', { wnId: spec.id, value: 40 })).body.msg).toBe('Data is being processed, please do not resubmit');
    // A refusal by the device ends as failed, with its reason.
    await settled((await post('/iot/wn/clearTotalPowerEnable', { wnId: spec.id, enable: false })).body.data.recordId, 'disable clearing');
    const refused = await settled((await post('/iot/wn/batchClearTotalPower', { wnIds: [spec.id] })).body.data[0].recordId, 'clear refused');
    expect(refused).toMatchObject({ recordStatus: '3', errorMsg: 'clearing total power is disabled' });

    const shown = await json(t, admin, { url: `/cniotapi/iot/configChangeRecord/list?deviceId=${spec.id}&recordStatus=2` });
    expect(shown.body.rows.map((r: { command: string }) => r.command)).toEqual(['setClearTotalPowerEnable', 'setPowerPercent']);
  });

  it('refuses a device that is not connected at once, with no record', async () => {
    const spec = await register('wn');
    const res = await post('/iot/wn/restart', { wnId: spec.id });
    expect(res).toMatchObject({ status: 400, body: { code: 500, msg: 'Device not online' } });
    expect((await json(t, admin, { url: `/cniotapi/iot/configChangeRecord/list?deviceId=${spec.id}` })).body.total).toBe(0);
    expect((await post('/iot/wn/restart', { wnId: '99999999999999' })).body).toMatchObject({ code: 404, msg: 'The device does not exist' });
  });

  it('times a silent device out after the configured deadline', async () => {
    const spec = await register('wn');
    const dev = await rawDevice(url, spec);
    stop.push(() => dev.forget());
    await dev.client.subscribeAsync(topicOf('wn', spec.id, 'command'), { qos: 1 });
    await dev.online();
    await waitFor(() => t.app.gateway!.isOnline('wn', spec.id), 'device online');
    await t.app.db.execute(sql`update sys_config set config_value = '1' where config_key = 'iot.command.timeoutSeconds'`);
    try {
      const res = await post('/iot/wn/getParam', { wnId: spec.id, codes: ['powerPercent'] });
      expect(res.body.msg).toBe('The command was issued successfully');
      expect((await record(res.body.data.recordId)).recordStatus).toBe('1');
      expect(await settled(res.body.data.recordId, 'time-out')).toMatchObject({ recordStatus: '4', command: 'getParams', params: { codes: ['powerPercent'] } });
    } finally {
      await t.app.db.execute(sql`update sys_config set config_value = '30' where config_key = 'iot.command.timeoutSeconds'`);
    }
  });

  it('answers a batch per device: online, offline and unknown', async () => {
    const on = await register('wn');
    const off = await register('wn');
    await connected(new VirtualInverter(on, { url, intervalMs: 3_600_000, alarmRate: 0 }));
    const res = await post('/iot/wn/batchClearTotalPower', { wnIds: [on.id, off.id, '99999999999999'] });
    expect(res.body).toMatchObject({
      code: 200,
      msg: 'The command was issued to 1 of 3 devices',
      data: [
        { deviceId: on.id, ok: true, msg: 'The command was issued successfully', recordId: expect.any(Number) },
        { deviceId: off.id, ok: false, msg: 'Device not online' },
        { deviceId: '99999999999999', ok: false, msg: 'The device does not exist' },
      ],
    });
    await settled(res.body.data[0].recordId, 'clear');
    const ops = await json(t, admin, { method: 'POST', url: '/cniotapi/iot/wn/clearTotalPowerOperateRecord?pageNum=1&pageSize=10', payload: { wnId: on.id } });
    expect(ops.body).toMatchObject({ total: 1, rows: [{ wnId: on.id, recordStatus: '2', createBy: 'admin' }] });
    const sorted = (column: string) => json(t, admin, { method: 'POST', url: `/cniotapi/iot/wn/clearTotalPowerOperateRecord?orderByColumn=${column}&isAsc=asc`, payload: { wnId: on.id } });
    expect((await sorted('wnId')).body.total).toBe(1);
    expect((await sorted('errorMsg')).body).toMatchObject({ code: 500, msg: 'Sorting by "errorMsg" is not allowed' });
    // Any command takes wnIds the same way.
    const starts = await post('/iot/wn/start', { wnIds: [on.id, off.id] });
    expect(starts.body.data.map((d: { ok: boolean }) => d.ok)).toEqual([true, false]);
  });

  it('keeps a dealer to its own devices', async () => {
    const spec = await register('wn');
    await connected(new VirtualInverter(spec, { url, intervalMs: 3_600_000, alarmRate: 0 }));
    const dealer = (await userWithPerms(t.app.db, 'cmd_dealer', ['iot:wn:restart'], { deptId: 103, dataScope: '4' })).token;
    expect((await post('/iot/wn/restart', { wnId: spec.id }, dealer)).body).toMatchObject({ code: 404, msg: 'The device does not exist' });
    expect((await post('/iot/wn/shutdown', { wnId: spec.id }, dealer)).status).toBe(403);
  });

  it('switches a meter and records the anti-backflow step', async () => {
    const spec = await register('meter');
    await connected(new VirtualMeter(spec, { url, intervalMs: 3_600_000, alarmRate: 0 }));
    const res = await post('/iot/meter/openAntiBackflow', { meterId: spec.id });
    expect(res.body.msg).toBe('The command was issued successfully');
    await settled(res.body.data.recordId, 'meter answer');
    const meter = async () => (await json(t, admin, { url: `/cniotapi/iot/meter/list?meterId=${spec.id}` })).body.rows[0];
    await waitFor(async () => (await meter()).antiBackflowStatus === '1', 'anti-backflow open');
    const steps = await waitFor(async () => {
      const rows = (await json(t, admin, { url: `/cniotapi/iot/meter/upgradeTemp/list?meterId=${spec.id}` })).body.rows;
      return rows[0]?.upgradeStatus === '3' ? rows : null;
    }, 'step completed');
    expect(steps).toMatchObject([{ meterId: spec.id, upgradeType: '3', upgradeStatus: '3' }]);

    await settled((await post('/iot/meter/powerThreshold', { meterId: spec.id, powerDownThreshold: 100, powerUpThreshold: 250.5 })).body.data.recordId, 'thresholds');
    await waitFor(async () => (await meter()).powerUpThreshold === 250.5, 'thresholds stored');
    expect((await post('/iot/meter/powerThreshold', { meterId: spec.id, powerDownThreshold: 300, powerUpThreshold: 200 })).body.msg).toBe(
      'The power-up threshold must not be below the power-down threshold',
    );
  });
});
