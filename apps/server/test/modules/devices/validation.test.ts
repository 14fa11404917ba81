import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../helpers/app.ts';
import { addWn, code, json, signedIn } from './helpers.ts';

let t: TestApp;
let admin: string;

beforeAll(async () => ({ t, admin } = await signedIn()));
afterAll(() => t.close());

const post = (path: string, payload: Record<string, unknown>) => json(t, admin, { method: 'POST', url: `/cniotapi/iot/wn/${path}`, payload });

describe('settable parameters', () => {
  it('check precision, integers and range with the spec texts, before anything reaches a device', async () => {
    const wnId = code();
    await addWn(t, admin, { wnId });
    expect((await post('powerFactor', { wnId, value: 0.955 })).body).toEqual({ code: 500, msg: 'Enter up to 2 decimal places' });
    expect((await post('powerFactor', { wnId, value: -1.5 })).body.msg).toBe('value: must be at least -1');
    expect((await post('powerPercent', { wnId, value: 50.5 })).body.msg).toBe('Please enter an integer');
    expect((await post('powerPercent', { wnId, value: 101 })).body.msg).toBe('value: must be at most 100');
    expect((await post('timeBetweenDatae', { wnId, value: 3 })).body.msg).toBe('value: must be at least 5');
    expect((await post('reactivePowe', { wnId, value: 12.25 })).body.msg).toBe('Enter up to 1 decimal places');
    expect((await post('antiBackFlowPower', { wnId, value: '100' })).body.msg).toBe('value: must be a number');
    // A grid-profile value follows the precision and limits the profile gives.
    expect((await post('confChange', { wnId, configCode: 'ovp1', value: 1.25, precision: 1, configMin: 0, configMax: 2 })).body.msg).toBe('Enter up to 1 decimal places');
    expect((await post('confChange', { wnId, configCode: 'ovp1', value: 2.5, precision: 1, configMin: 0, configMax: 2 })).body.msg).toBe('value: must be at most 2');
    const de = await json(t, admin, { method: 'POST', url: '/cniotapi/iot/wn/powerPercent', payload: { wnId, value: 1.5 }, headers: { 'lang-type': 'de_DE' } });
    expect(de.body.msg).not.toBe('Please enter an integer');
    // Valid values pass validation and meet the device's state: this node runs no gateway.
    expect((await post('powerFactor', { wnId, value: -0.95 })).body).toEqual({ code: 500, msg: 'Device not online' });
    expect((await post('modifyServers', { wnId, url: 'http://x' })).body.msg).toBe('The server address must start with mqtt://, mqtts://, ws://, wss:// or tcp://');
    expect((await post('start', { wnId, wnIds: [wnId] })).body.msg).toBe('Send either one device (wnId) or a list of devices (wnIds)');
    expect((await post('start', {})).body.msg).toBe('Send either one device (wnId) or a list of devices (wnIds)');
  });
});

/** Every POST/PUT route of the device API that takes a JSON body. */
const DEVICE_ROUTE =
  /^\/cniotapi\/iot\/(wn|wnGroup|battery|meter|deviceCode|agentDevice|configChangeRecord|deviceParam|wnStatistics|wnGenerate|mqtt)(\/|$)|^\/cniotapi\/iot\/station\/(un)?bind(Battery|Meter)$/;
const MULTIPART = ['/cniotapi/iot/wn/import', '/cniotapi/iot/wn/importDeviceBindCompany', '/cniotapi/iot/agentDevice/import'];

describe('bad bodies', () => {
  const routes = () => t.app.routeRegistry.filter((r) => (r.method === 'POST' || r.method === 'PUT') && DEVICE_ROUTE.test(r.url));
  const concrete = (url: string) => url.replace(/:[A-Za-z_]+/g, '1');

  it('answer malformed JSON with a clear 400 on every route', async () => {
    expect(routes().length).toBeGreaterThan(50);
    const failures: string[] = [];
    for (const r of routes()) {
      const res = await t.call(admin, { method: r.method as 'POST', url: concrete(r.url), headers: { 'content-type': 'application/json' }, payload: '{"wnId": ' });
      if (res.statusCode !== 400 || res.json().msg !== 'The request body is not valid JSON') failures.push(`${r.method} ${r.url} → ${res.statusCode} ${res.body}`);
    }
    expect(failures).toEqual([]);
  });

  it('answer wrong types with a 400 naming the field, never a 500', async () => {
    const wrong = {
      id: 'x',
      wnId: 5,
      wnIds: 'x',
      meterId: [],
      stationId: 'abc',
      ids: 'x',
      value: 'high',
      groupName: 7,
      batteryId: 1,
      deviceType: 9,
      companyId: 'x',
      deviceIds: 3,
      generateCount: 'many',
      clientid: 1,
      topic: 2,
      enable: 'yes',
    };
    const failures: string[] = [];
    for (const r of routes()) {
      const res = await t.call(admin, { method: r.method as 'POST', url: concrete(r.url), payload: wrong });
      const body = res.json();
      // Uploads are refused for not being multipart; the batch export has no body to be wrong.
      const fine =
        MULTIPART.includes(r.url) || r.url.includes('exportDetail')
          ? res.statusCode === 400 || res.statusCode === 404
          : res.statusCode === 400 && body.code === 500 && !/Unknown system error/.test(body.msg);
      if (!fine) failures.push(`${r.method} ${r.url} → ${res.statusCode} ${res.body}`);
    }
    expect(failures).toEqual([]);
  });
});
