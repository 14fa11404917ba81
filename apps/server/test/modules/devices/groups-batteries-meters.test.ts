import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../helpers/app.ts';
import { userWithPerms } from '../../helpers/users.ts';
import { formPost, readXlsx } from '../../helpers/xlsx.ts';
import { addWn, code, json, seedStation, signedIn } from './helpers.ts';

let t: TestApp;
let admin: string;

beforeAll(async () => ({ t, admin } = await signedIn()));
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, payload?: Record<string, unknown>, token = admin) => json(t, token, { method, url: `/cniotapi${path}`, payload });

describe('device groups', () => {
  it('keeps a name, a remark and members; names are unique per organization', async () => {
    const [a, b] = [code(), code()];
    await addWn(t, admin, { wnId: a });
    await addWn(t, admin, { wnId: b });
    const created = await call('POST', '/iot/wnGroup', { groupName: 'Roof east', remark: 'south side', wnList: [a, b, a] });
    expect(created.body.code).toBe(200);
    const id = created.body.data.id;
    expect((await call('GET', `/iot/wnGroup/${id}`)).body.data).toMatchObject({ groupName: 'Roof east', remark: 'south side', wnList: [a, b].sort(), wnCount: 2 });
    const outsider = code();
    await addWn(t, admin, { wnId: outsider });
    const members = (await call('GET', `/iot/wn/list?groupId=${id}&pageSize=50`)).body.rows.map((r: { wnId: string }) => r.wnId);
    expect(members.sort()).toEqual([a, b].sort());
    expect((await call('GET', '/iot/wnGroup/list?groupName=east')).body.rows).toMatchObject([{ id, wnCount: 2 }]);
    expect((await call('GET', '/iot/wnGroup/groupNameList?groupName=Roof&pageNum=1&pageSize=10')).body.rows).toEqual([{ id, groupName: 'Roof east' }]);

    expect((await call('POST', '/iot/wnGroup', { groupName: 'Roof east' })).body.msg).toBe('A device group named "Roof east" already exists');
    expect((await call('POST', '/iot/wnGroup', { groupName: 'Ghosts', wnList: ['99999999999999'] })).body.msg).toBe('These devices do not exist or are outside your data scope: 99999999999999');
    expect((await call('PUT', '/iot/wnGroup', { id, groupName: 'Roof east', wnList: [b] })).body.code).toBe(200);
    expect((await call('GET', `/iot/wnGroup/${id}`)).body.data.wnList).toEqual([b]);
    // Leaving wnList out keeps the members.
    expect((await call('PUT', '/iot/wnGroup', { id, groupName: 'Roof E' })).body.code).toBe(200);
    expect((await call('GET', `/iot/wnGroup/${id}`)).body.data).toMatchObject({ groupName: 'Roof E', wnList: [b] });

    const dealer = (await userWithPerms(t.app.db, 'group_dealer', ['iot:wnGroup:list', 'iot:wnGroup:query'], { deptId: 103, dataScope: '4' })).token;
    expect((await call('GET', `/iot/wnGroup/${id}`, undefined, dealer)).status).toBe(404);
    const sheet = await readXlsx(await t.call(admin, formPost('/cniotapi/iot/wnGroup/export', { groupName: 'Roof E' })));
    expect(sheet).toEqual([
      ['Group name', 'Devices', 'Remark', 'Created by', 'Created'],
      ['Roof E', 1, 'south side', 'admin', expect.anything()],
    ]);
    expect((await call('DELETE', `/iot/wnGroup/${id}`)).body.code).toBe(200);
    expect((await call('GET', '/iot/wnGroup/list?groupName=Roof')).body.total).toBe(0);
  });
});

describe('batteries', () => {
  it('generate a 16-character key shown only to key holders, bind to stations and list their data', async () => {
    const batteryId = code();
    // A key in the form is ignored: batteries get theirs from the server's CSPRNG.
    const id = (await call('POST', '/iot/battery', { batteryId, capacity: 5.12, power: 2500, deptId: 103, batteryKey: 'mine' })).body.data.id;
    const listed = (await call('GET', `/iot/battery/list?batteryId=${batteryId}`)).body.rows[0];
    expect(listed).toMatchObject({ id, batteryId, capacity: 5.12, companyName: 'SolarTech Deutschland GmbH' });
    expect(listed).not.toHaveProperty('batteryKey');
    const sheet = await readXlsx(await t.call(admin, formPost('/cniotapi/iot/battery/export', { batteryId })));
    expect(sheet[0]).toEqual(['Battery ID', 'Power station', 'Company', 'Online status', 'Capacity (kWh)', 'Power (W)', 'Software version', 'Binding time']);
    expect([sheet[1][0], sheet[1][3], sheet[1][4]]).toEqual([batteryId, 'Offline', 5.12]);
    expect((await call('GET', `/iot/battery/${id}`)).body.data.batteryKey).toMatch(/^[0-9A-Za-z]{16}$/);
    expect((await call('GET', `/iot/battery/${id}`)).body.data.batteryKey).not.toBe('mine');
    const viewer = (await userWithPerms(t.app.db, 'battery_viewer', ['iot:battery:query', 'iot:battery:bind'], { deptId: 103, dataScope: '4' })).token;
    expect((await call('GET', `/iot/battery/${id}`, undefined, viewer)).body.data).not.toHaveProperty('batteryKey');

    const station = await seedStation(t, 103);
    expect((await call('POST', '/iot/station/bindBattery', { stationId: station, ids: [id] }, viewer)).body.code).toBe(200);
    expect((await call('GET', `/iot/battery/${id}`)).body.data).toMatchObject({ stationId: station, bindingTime: expect.any(String) });
    expect((await call('POST', '/iot/station/unbindBattery', { stationId: station, ids: [id] }, viewer)).body.code).toBe(200);
    expect((await call('GET', `/iot/battery/${id}`)).body.data).toMatchObject({ stationId: null, bindingTime: null });

    await t.app.db.execute(sql`select iot_ensure_month_partition('iot_battery_data', '2025-06-01T12:00:00Z')`);
    await t.app.db.execute(sql`insert into iot_battery_data (battery_id, ts, current, voltage, soc, soh, remain_capacity)
      values (${batteryId}, '2025-06-01T12:00:00Z', -1250, 5212, 76, 98, 7600), (${batteryId}, '2025-06-01T12:05:00Z', -1200, 5210, 75, 98, 7500)`);
    const data = await call('GET', `/iot/battery/data/list?batteryId=${batteryId}&beginTime=2025-06-01&endTime=2025-06-01`, undefined, viewer);
    expect(data.body).toMatchObject({ total: 2, rows: [{ current: -1200, voltage: 5210, soc: 75, remainCapacity: 7500 }, { current: -1250 }] });
    expect((await call('GET', `/iot/battery/data/list?batteryId=99999999999999`, undefined, viewer)).status).toBe(404);
  });
});

describe('meters', () => {
  it('CRUD with the key hidden, station binding, and commands refused while the meter is offline', async () => {
    const meterId = code();
    const id = (await call('POST', '/iot/meter', { meterId, meterModel: 'DDSU666' })).body.data.id;
    const row = (await call('GET', `/iot/meter/list?meterModel=DDSU`)).body.rows[0];
    expect(row).toMatchObject({ id, meterId, antiBackflowStatus: '0', plcStatus: '0', whitelist: [] });
    expect(row).not.toHaveProperty('meterKey');
    const sheet = await readXlsx(await t.call(admin, formPost('/cniotapi/iot/meter/export', { meterId })));
    expect(sheet[0]).toEqual(['Meter ID', 'Power station', 'Online status', 'Anti-backflow', 'PLC', 'Power-down threshold (W)', 'Power-up threshold (W)', 'Meter model', 'Binding time']);
    expect(sheet[1][7]).toBe('DDSU666');
    const station = await seedStation(t, null);
    expect((await call('POST', '/iot/station/bindMeter', { stationId: station, ids: [id] })).body.code).toBe(200);
    expect((await call('GET', `/iot/meter/list?stationId=${station}`)).body.total).toBe(1);
    expect((await call('POST', '/iot/station/unbindMeter', { stationId: station, ids: [id, 424242] })).body.msg).toBe('These devices do not exist or are outside your data scope: 424242');
    expect((await call('POST', '/iot/meter/closePlc', { meterId })).body).toEqual({ code: 500, msg: 'Device not online' });
    expect((await call('POST', '/iot/meter/whitelist', { meterId, wnIds: ['99999999999999'] })).body.msg).toBe('These devices do not exist or are outside your data scope: 99999999999999');
    expect((await call('GET', '/iot/meter/upgradeTemp/list')).body).toMatchObject({ code: 200, total: 0 });
  });
});
