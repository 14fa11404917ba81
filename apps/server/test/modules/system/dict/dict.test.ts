import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AgentDeviceType, AlarmLevel, CommandStatus, CreatorType, MeterSwitch, OnlineStatus, StationStatus, WN_MODELS, WN_TYPES, WnStatus } from '@cniot/contract/devices/device-enums';
import { signedInApp, type TestApp } from '../../../helpers/app.ts';
import { userWithPerms } from '../../../helpers/users.ts';
import { formPost, readXlsx } from '../../../helpers/xlsx.ts';

let t: TestApp, admin: string, nobody: string;
beforeAll(async () => {
  ({ t, admin } = await signedInApp());
  nobody = (await userWithPerms(t.app.db, 'dict_nobody', [])).token;
});
afterAll(() => t.close());

const byType = async (type: string, token = admin) => (await t.call(token, { url: `/cniotapi/system/dict/data/type/${type}` })).json();

describe('GET /system/dict/data/type/{type}', () => {
  it('gives any signed-in user the enabled entries in dictSort order', async () => {
    const body = await byType('iot_wn_type', nobody);
    expect(body.code).toBe(200);
    expect(body.data.map((d: { dictValue: string }) => d.dictValue)).toEqual(['1', '2', '4', '8']);
    expect(body.data[0]).toMatchObject({ dictLabel: '1-to-1', dictType: 'iot_wn_type', isDefault: 'Y', status: '0', remark: 'towing1' });
  });

  it('needs a session', async () => {
    expect((await t.call(null, { url: '/cniotapi/system/dict/data/type/sys_user_sex' })).statusCode).toBe(401);
  });

  it('answers an unknown type with no entries', async () => {
    expect((await byType('no_such_type')).data).toEqual([]);
  });

  it('labels every device enumeration code the device contract stores', async () => {
    const cases: [string, Record<string, string>][] = [
      ['iot_online_status', OnlineStatus],
      ['iot_wn_status', WnStatus],
      ['iot_wn_type', WN_TYPES],
      ['iot_wn_model', WN_MODELS],
      ['iot_command_status', CommandStatus],
      ['iot_alarm_level', AlarmLevel],
      ['iot_station_status', StationStatus],
      ['iot_anti_backflow', MeterSwitch],
      ['iot_agent_device_type', AgentDeviceType],
      ['iot_creator_type', CreatorType],
    ];
    for (const [type, codes] of cases) {
      const values = (await byType(type)).data.map((d: { dictValue: string }) => d.dictValue).sort();
      expect(values, type).toEqual([...new Set(Object.values(codes))].sort());
    }
  });

  it('seeds the enumerations of the spec', async () => {
    const types = (await t.call(admin, { url: '/cniotapi/system/dict/type/optionselect' })).json().data.map((d: { dictType: string }) => d.dictType);
    for (const type of ['sys_user_sex', 'sys_normal_disable', 'sys_job_status', 'sys_oper_type', 'iot_grid_config_type', 'iot_app_type', 'iot_feedback_problem', 'sys_language']) {
      expect(types).toContain(type);
    }
    expect((await byType('iot_grid_config_type')).data).toHaveLength(14);
    expect((await byType('iot_power_frequency')).data.map((d: { dictLabel: string }) => d.dictLabel)).toEqual(['Once', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']);
  });
});

describe('dictionary types and data', () => {
  it('creates, finds, edits, renames and deletes a type with its entries', async () => {
    const created = await t.call(admin, { method: 'POST', url: '/cniotapi/system/dict/type', payload: { dictName: 'Panel colour', dictType: 'test_colour', remark: 'test' } });
    expect(created.json()).toMatchObject({ code: 200 });
    const dictId = created.json().data.id;

    const list = (await t.call(admin, { url: '/cniotapi/system/dict/type/list?dictType=test_col&pageSize=10' })).json();
    expect(list.total).toBe(1);
    expect(list.rows[0]).toMatchObject({ dictId, dictName: 'Panel colour', status: '0' });

    for (const [sort, value, label] of [
      [2, 'b', 'Blue'],
      [1, 'r', 'Red'],
      [3, 'g', 'Green'],
    ] as const) {
      const res = await t.call(admin, {
        method: 'POST',
        url: '/cniotapi/system/dict/data',
        payload: { dictType: 'test_colour', dictSort: sort, dictValue: value, dictLabel: label, listClass: 'primary' },
      });
      expect(res.json().code, res.body).toBe(200);
    }
    const green = (await t.call(admin, { url: '/cniotapi/system/dict/data/list?dictType=test_colour&dictLabel=Gre' })).json().rows[0];
    await t.call(admin, { method: 'PUT', url: '/cniotapi/system/dict/data', payload: { ...green, status: '1', remark: 'off' } });
    expect((await byType('test_colour')).data.map((d: { dictLabel: string }) => d.dictLabel)).toEqual(['Red', 'Blue']);

    const renamed = await t.call(admin, { method: 'PUT', url: '/cniotapi/system/dict/type', payload: { dictId, dictName: 'Panel colour', dictType: 'test_color' } });
    expect(renamed.json().code).toBe(200);
    expect((await byType('test_color')).data).toHaveLength(2);
    expect((await t.call(admin, { url: `/cniotapi/system/dict/type/${dictId}` })).json().data.dictType).toBe('test_color');

    const inUse = await t.call(admin, { method: 'DELETE', url: `/cniotapi/system/dict/type/${dictId}` });
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json().msg).toBe("Dictionary type 'test_color' still has entries and cannot be deleted");

    const codes = (await t.call(admin, { url: '/cniotapi/system/dict/data/list?dictType=test_color' })).json().rows.map((r: { dictCode: number }) => r.dictCode);
    expect((await t.call(admin, { method: 'DELETE', url: `/cniotapi/system/dict/data/${codes.join(',')}` })).json().code).toBe(200);
    expect((await t.call(admin, { method: 'DELETE', url: `/cniotapi/system/dict/type/${dictId}` })).json().code).toBe(200);
  });

  it('refuses duplicate types and values, unknown types and badly named types', async () => {
    const dup = await t.call(admin, { method: 'POST', url: '/cniotapi/system/dict/type', payload: { dictName: 'Sex again', dictType: 'sys_user_sex' } });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().msg).toBe("Dictionary type 'sys_user_sex' already exists");

    const dupValue = await t.call(admin, { method: 'POST', url: '/cniotapi/system/dict/data', payload: { dictType: 'sys_user_sex', dictValue: '0', dictLabel: 'Another' } });
    expect(dupValue.statusCode).toBe(409);
    expect(dupValue.json().msg).toBe("Dictionary 'sys_user_sex' already has the value '0'");

    const missing = await t.call(admin, { method: 'POST', url: '/cniotapi/system/dict/data', payload: { dictType: 'not_there', dictValue: '0', dictLabel: 'x' } });
    expect(missing.json().msg).toBe("Dictionary type 'not_there' does not exist");

    const badName = await t.call(admin, { method: 'POST', url: '/cniotapi/system/dict/type', payload: { dictName: 'Bad', dictType: 'Bad-Type' } });
    expect(badName.statusCode).toBe(400);
    expect(badName.json().msg).toMatch(/must start with a lowercase letter/);
  });

  it('answers bad JSON and wrong types with a clear 400', async () => {
    const badJson = await t.call(admin, { method: 'POST', url: '/cniotapi/system/dict/data', headers: { 'content-type': 'application/json' }, payload: '{"dictType": ' });
    expect(badJson.statusCode).toBe(400);
    expect(badJson.json()).toEqual({ code: 500, msg: 'The request body is not valid JSON' });

    const wrongType = await t.call(admin, { method: 'POST', url: '/cniotapi/system/dict/data', payload: { dictType: 'sys_user_sex', dictValue: 5, dictLabel: 'x', dictSort: 'first' } });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().msg).toMatch(/dictValue/);

    const badSort = await t.call(admin, { url: '/cniotapi/system/dict/type/list?orderByColumn=dict_type;drop table x' });
    expect(badSort.statusCode).toBe(400);
  });

  it('guards the management routes by permission', async () => {
    expect((await t.call(nobody, { url: '/cniotapi/system/dict/type/list' })).statusCode).toBe(403);
    const reader = (await userWithPerms(t.app.db, 'dict_reader', ['system:dict:list'])).token;
    expect((await t.call(reader, { url: '/cniotapi/system/dict/data/list?dictType=sys_yes_no' })).json().total).toBe(2);
    expect((await t.call(reader, { method: 'POST', url: '/cniotapi/system/dict/type', payload: { dictName: 'x', dictType: 'x_y' } })).statusCode).toBe(403);
  });

  it('exports the filtered types and data as xlsx from a form post', async () => {
    const res = await t.call(admin, formPost('/cniotapi/system/dict/type/export', { dictType: 'sys_', status: '0', dictName: '' }));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const rows = await readXlsx(res);
    expect(rows[0]).toEqual(['Dictionary ID', 'Dictionary name', 'Dictionary type', 'Status', 'Remark', 'Created']);
    const types = rows.slice(1).map((r) => r[2]);
    expect(types).toContain('sys_user_sex');
    expect(types.every((x) => String(x).startsWith('sys_'))).toBe(true);
    expect(rows[1][3]).toBe('Normal');

    const data = await readXlsx(await t.call(admin, formPost('/cniotapi/system/dict/data/export', { dictType: 'iot_wn_type' })));
    expect(data.slice(1).map((r) => r[2])).toEqual(['1-to-1', '1-to-2', '1-to-4', '1-to-8']);
  });
});
