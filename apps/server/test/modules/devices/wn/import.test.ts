import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../helpers/app.ts';
import { userWithPerms } from '../../../helpers/users.ts';
import { addWn, code, json, signedIn, upload, workbook } from '../helpers.ts';

let t: TestApp;
let admin: string;

beforeAll(async () => ({ t, admin } = await signedIn()));
afterAll(() => t.close());

const send = async (url: string, rows: unknown[][], token = admin) => {
  const res = await t.call(token, upload(`/cniotapi${url}`, await workbook(rows)));
  return { status: res.statusCode, body: res.json() };
};

describe('inverter import (xlsx)', () => {
  it('creates the good rows, explains each bad one, and keeps one import record for the file', async () => {
    const [a, b, taken] = [code(), code(), code()];
    await addWn(t, admin, { wnId: taken });
    const res = await send('/iot/wn/import', [
      ['Device code', 'Key', 'Type', 'Model'],
      [a, 'Factory0Key1', 'towing4', 'PLC'],
      [Number(b), '', '', ''],
      ['1234567', '', '', ''],
      ['123456789012345', '', '', ''],
      ['1234567890123X', '', '', ''],
      [a, '', '', ''],
      [taken, '', '', ''],
      [code(), 'short', '', ''],
      [code(), '', '3', ''],
    ]);
    expect(res.status).toBe(200);
    expect(res.body.msg).toBe('2 of 9 rows imported');
    expect(res.body.data).toMatchObject({ total: 9, success: 2, failed: 7, batchNumber: expect.stringMatching(/^\d{18}$/) });
    expect(res.body.data.rows.map((r: { row: number; msg: string }) => [r.row, r.msg])).toEqual([
      [2, 'Imported'],
      [3, 'Imported'],
      [4, 'Please enter the 14-digit device code information'],
      [5, 'The device code is more than 14 digits'],
      [6, 'Please enter a correct Equipment ID'],
      [7, 'The device code appears more than once in the file'],
      [8, 'The device already exists'],
      [9, 'The key must be 8 to 64 letters or digits'],
      [10, 'Unknown inverter type, model or power'],
    ]);
    const created = (await json(t, admin, { url: `/cniotapi/iot/wn/list?wnId=${a}` })).body.rows[0];
    expect(created).toMatchObject({ wnType: '4', wnModel: '2', deptId: 100 });
    expect((await json(t, admin, { url: `/cniotapi/iot/wn/${created.id}` })).body.data.privateKey).toBe('Factory0Key1');

    const records = await json(t, admin, { url: `/cniotapi/iot/deviceCode/list?source=1` });
    expect(records.body.rows[0]).toMatchObject({ id: res.body.data.recordId, deviceType: 'wn', generateCount: 2, failCount: 7, generateId: a });
    const details = await json(t, admin, { url: `/cniotapi/iot/deviceCode/detail/list?recordId=${res.body.data.recordId}&status=1` });
    expect(details.body.total).toBe(7);
    expect(details.body.rows[0]).toMatchObject({ rowNum: 4, deviceId: '1234567', status: '1', message: 'Please enter the 14-digit device code information' });
  });

  it('reads a sheet without a header as code, key, type, model', async () => {
    const c = code();
    const res = await send('/iot/wn/import', [[c, 'AnotherKey99', '1', 'normal']]);
    expect(res.body.data).toMatchObject({ total: 1, success: 1 });
    expect((await json(t, admin, { url: `/cniotapi/iot/wn/list?wnId=${c}` })).body.rows[0]).toMatchObject({ wnType: '1', wnModel: '1' });
  });

  it('refuses what is not a workbook of device codes', async () => {
    const txt = await t.call(admin, upload('/cniotapi/iot/wn/import', Buffer.from('12345678901234\n'), 'devices.txt'));
    expect(txt.statusCode).toBe(400);
    const fake = await t.call(admin, upload('/cniotapi/iot/wn/import', Buffer.from('not a zip at all'), 'devices.xlsx'));
    expect(fake.statusCode).toBe(400);
    expect((await send('/iot/wn/import', [['Device code']])).body.msg).toBe('The file contains no device codes');
    const json_ = await json(t, admin, { method: 'POST', url: '/cniotapi/iot/wn/import', payload: { file: 'x' } });
    expect(json_.status).toBe(400);
  });
});

describe('assigning inverters to a company (xlsx)', () => {
  it('moves the devices into the company, where its dealer sees them, and takes them back', async () => {
    const [a, b] = [code(), code()];
    await addWn(t, admin, { wnId: a, deptId: 101 });
    await addWn(t, admin, { wnId: b, deptId: 101 });
    const dealer = (await userWithPerms(t.app.db, 'agent_dealer', ['iot:wn:list', 'iot:agentDevice:list', 'iot:agentDevice:add'], { deptId: 103, dataScope: '4' })).token;
    expect((await json(t, dealer, { url: `/cniotapi/iot/wn/list?wnId=${a}` })).body.total).toBe(0);

    const res = await send('/iot/wn/importDeviceBindCompany?companyId=103', [['wnId'], [a], [b], ['99999999999999'], [a]]);
    expect(res.body.msg).toBe('2 of 4 rows imported');
    expect(res.body.data.rows.map((r: { msg: string }) => r.msg)).toEqual(['Imported', 'Imported', 'The device does not exist', 'The device code appears more than once in the file']);
    expect((await json(t, dealer, { url: `/cniotapi/iot/wn/list?wnId=${a}` })).body.rows[0]).toMatchObject({ deptId: 103, dealerId: 103 });
    const assigned = await json(t, dealer, { url: '/cniotapi/iot/agentDevice/list?companyId=103' });
    expect(assigned.body.rows.map((r: { deviceId: string }) => r.deviceId).sort()).toEqual([a, b].sort());
    expect(assigned.body.rows[0]).toMatchObject({ deviceType: '0', companyName: 'SolarTech Deutschland GmbH' });

    // A company outside the importer's scope is refused before the file is read.
    expect((await send('/iot/wn/importDeviceBindCompany?companyId=105', [[a]], dealer)).body.msg).toBe('The company does not exist or is outside your data scope');
    // Assigning elsewhere needs taking back first; the whole call is refused.
    const again = await json(t, admin, { method: 'POST', url: '/cniotapi/iot/agentDevice', payload: { companyId: 105, deviceType: '0', deviceIds: [a] } });
    expect(again.body.msg).toBe(`These devices could not be assigned: ${a} (The device is assigned to another company)`);

    const ids = assigned.body.rows.map((r: { id: number }) => r.id).join(',');
    expect((await json(t, admin, { method: 'DELETE', url: `/cniotapi/iot/agentDevice/${ids}` })).body.code).toBe(200);
    expect((await json(t, admin, { url: `/cniotapi/iot/wn/list?wnId=${a}` })).body.rows[0]).toMatchObject({ deptId: 101, dealerId: null });
    expect((await json(t, admin, { method: 'POST', url: '/cniotapi/iot/agentDevice', payload: { companyId: 106, deviceType: '0', deviceIds: [a] } })).body.code).toBe(200);
    // A removed device leaves its assignment behind it.
    const row = (await json(t, admin, { url: `/cniotapi/iot/wn/list?wnId=${a}` })).body.rows[0];
    await json(t, admin, { method: 'DELETE', url: `/cniotapi/iot/wn/${row.id}` });
    expect((await json(t, admin, { url: '/cniotapi/iot/agentDevice/list?companyId=106' })).body.total).toBe(0);
  });
});

describe('assigning batteries and meters to a company', () => {
  it('takes a sheet of battery codes (reading the code only) or a list of meters, and gives them back', async () => {
    const [battery, meter] = [code(), code()];
    const add = (url: string, payload: Record<string, unknown>) => json(t, admin, { method: 'POST', url: `/cniotapi${url}`, payload: { deptId: 101, ...payload } });
    expect((await add('/iot/battery', { batteryId: battery, capacity: 5, power: 2000 })).body.code).toBe(200);
    expect((await add('/iot/meter', { meterId: meter, meterModel: 'DDSU666' })).body.code).toBe(200);
    const dealer = (await userWithPerms(t.app.db, 'agent_dealer2', ['iot:battery:list', 'iot:meter:list', 'iot:agentDevice:list'], { deptId: 103, dataScope: '4' })).token;

    const res = await send('/iot/agentDevice/import?companyId=103&deviceType=1', [
      ['Device code', 'Key', 'Type'],
      [battery, 'not a key', 'x'],
      [meter, '', ''],
    ]);
    expect(res.body.msg).toBe('1 of 2 rows imported');
    expect(res.body.data.rows.map((r: { msg: string }) => r.msg)).toEqual(['Imported', 'The device does not exist']);
    expect((await json(t, dealer, { url: `/cniotapi/iot/battery/list?batteryId=${battery}` })).body.rows[0]).toMatchObject({ deptId: 103 });
    expect((await json(t, admin, { method: 'POST', url: '/cniotapi/iot/agentDevice', payload: { companyId: 103, deviceType: '2', deviceIds: [meter] } })).body.code).toBe(200);
    expect((await json(t, dealer, { url: `/cniotapi/iot/meter/list?meterId=${meter}` })).body.total).toBe(1);

    const listed = async (deviceType: string) =>
      (await json(t, dealer, { url: `/cniotapi/iot/agentDevice/list?companyId=103&deviceType=${deviceType}` })).body.rows as { id: number; deviceId: string }[];
    expect((await listed('1')).map((r) => r.deviceId)).toEqual([battery]);
    expect((await listed('2')).map((r) => r.deviceId)).toEqual([meter]);
    const ids = [...(await listed('1')), ...(await listed('2'))].map((r) => r.id).join(',');
    expect((await json(t, admin, { method: 'DELETE', url: `/cniotapi/iot/agentDevice/${ids}` })).body.code).toBe(200);
    expect((await json(t, dealer, { url: `/cniotapi/iot/meter/list?meterId=${meter}` })).body.total).toBe(0);
    expect((await json(t, admin, { url: `/cniotapi/iot/battery/list?batteryId=${battery}` })).body.rows[0]).toMatchObject({ deptId: 101 });
  });
});
