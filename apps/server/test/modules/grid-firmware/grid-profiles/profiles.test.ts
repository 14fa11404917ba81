import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../helpers/app.ts';
import { userWithPerms } from '../../../helpers/users.ts';
import { adminApp, api, profileId } from './helpers.ts';

let t: TestApp;
let token: string;
let admin: ReturnType<typeof api>;

beforeAll(async () => {
  ({ t, token, admin } = await adminApp());
});
afterAll(() => t.close());

type Row = Record<string, unknown>;
const configs = async (id: number) => (await admin.get(`/iot/config/list?profileId=${id}&pageSize=100`)).body.rows as Row[];
const config = async (id: number, code: string) => (await configs(id)).find((c) => c.configCode === code)!;
const profile = async (id: number) => (await admin.get(`/iot/gridProfile/${id}`)).body.data;
const platformUser = async (name: string, perms: string[]) => api(t, (await userWithPerms(t.app.db, name, perms, { deptId: 100, dataScope: '1' })).token);

describe('grid profiles', () => {
  it('seeds the five countries with real profiles, each parameter with its unit, limits, precision and installer right', async () => {
    const rows = (await admin.get('/iot/gridProfile/list?pageSize=50')).body.rows as Row[];
    expect(rows.map((r) => r.profileCode).sort()).toEqual(['BR-NBR16149', 'DE-VDE4105', 'JP-JET-50', 'JP-JET-60', 'PH-PGC-DSOAR', 'US-CA-RULE21', 'US-IEEE1547-B']);
    expect(rows.every((r) => r.paramCount === 43 && r.approvalStatus === '0')).toBe(true);
    const rule21 = await profileId(t, 'US-CA-RULE21');
    expect(await config(rule21, 'uvp1Time')).toMatchObject({
      defVal: 21,
      unit: 's',
      configMul: 1000,
      precision: 2,
      configType: 'voltageProtection',
      countryCode: 'america',
      areaCode: 'CA',
      installerEditable: '0',
    });
    expect(await config(await profileId(t, 'JP-JET-60'), 'ufp1Value')).toMatchObject({ defVal: 57, unit: 'Hz' });
    expect(await config(rule21, 'activePowerLimit')).toMatchObject({ installerEditable: '1' });
    const types = new Set((await configs(rule21)).map((c) => c.configType));
    expect(types).toEqual(
      new Set([
        'standard',
        'voltageProtection',
        'frequencyProtection',
        'faultRideThrough',
        'activeIslanding',
        'reconnection',
        'slowStart',
        'frequencyWatt',
        'activePower',
        'fixedPowerFactor',
        'wattPowerFactor',
        'reactivePower',
        'reactiveSpeed',
        'voltVar',
        'voltWatt',
      ]),
    );
  });

  it('refuses bad input with the spec texts, in the caller language, and writes nothing', async () => {
    const de = await profileId(t, 'DE-VDE4105');
    const base = { profileId: de, configName: 'Test', configCode: 'testValue', configType: 'others', defVal: 1, precision: 1, configMin: 0, configMax: 10 };
    expect((await admin.post('/iot/config', { ...base, configName: ' ' })).body).toMatchObject({ code: 500, msg: 'Please enter a configuration name' });
    expect((await admin.post('/iot/config', { ...base, defVal: 1.25 })).body.msg).toBe('Enter up to 1 decimal places');
    expect((await admin.post('/iot/config', { ...base, precision: 0, defVal: 1.5 })).body.msg).toBe('Please enter an integer');
    expect((await admin.post('/iot/config', { ...base, configMin: 20 })).body.msg).toBe('The minimum must not be greater than the maximum');
    expect((await admin.post('/iot/config', { ...base, configType: 'magic' })).status).toBe(400);
    expect((await admin.post('/iot/gridProfile', { profileName: '', profileCode: 'X-1', countryCode: 'germany' })).body.msg).toBe('Please enter the profile name');
    expect((await admin.post('/iot/gridProfile', { profileName: 'X', profileCode: 'X-1', countryCode: 'france' })).status).toBe(400);
    const zh = await t.app.inject({ method: 'POST', url: '/cniotapi/iot/config', headers: { authorization: `Bearer ${token}`, 'lang-type': 'zh_CN' }, payload: { ...base, configName: '' } });
    expect(zh.json().msg).toBe('请输入配置名称');
    expect((await configs(de)).some((c) => c.configCode === 'testValue')).toBe(false);

    expect((await admin.post('/iot/wn/gridChange', { wnId: '86000000000001', groupId: 1, profileId: de })).body.msg).toBe(
      'Send to exactly one of: an inverter (wnId), a list of inverters (wnIds), a group, a power station or a country',
    );
    expect((await admin.post('/iot/wn/gridChange', { wnId: '86000000000001' })).body.msg).toBe('Send either a stored profile (profileId) or the values, not both');
    expect((await admin.post('/iot/wn/gridChange', { wnId: '86000000000001', profileId: 999999 })).body).toMatchObject({ code: 404, msg: 'The grid profile does not exist' });
    expect((await admin.post('/iot/wn/gridChange', { groupId: 999999, profileId: de })).body).toMatchObject({ code: 404, msg: 'The device group does not exist' });
    expect((await admin.post('/iot/wn/gridChange', { wnId: '86000000000001', values: { ovp1Value: 2530 } })).body.msg).toBe(
      'Protection and anti-islanding settings are pushed only with an approved profile: ovp1Value',
    );
    const ovp = await config(de, 'ovp1Value');
    expect((await admin.post('/iot/wn/confChange', { wnId: '86000000000001', configId: ovp.configId, configCode: 'ovp1Value', value: 250 })).body.msg).toBe(
      'This protection setting is pushed only with the approved value of its profile (253)',
    );
    expect((await admin.post('/iot/wn/confChange', { wnId: '86000000000001', configId: ovp.configId, configCode: 'ovp1Value', value: 400 })).body.msg).toBe('The value must be at most 350');
    expect((await admin.post('/iot/wn/confChange', { wnId: '86000000000001', configId: ovp.configId, configCode: 'ovp1Value', value: 253.25 })).body.msg).toBe('Enter up to 1 decimal places');
  });

  it('needs a second platform user to approve a protection change before the profile is pushed', async () => {
    const editor = await platformUser('grid_editor', ['iot:gridProfile:copy', 'iot:gridProfile:approve', 'iot:config:edit', 'iot:config:list', 'iot:wn:config']);
    const approver = await platformUser('grid_approver', ['iot:gridProfile:approve']);
    const copied = await editor.post(`/iot/gridProfile/copy/${await profileId(t, 'DE-VDE4105')}`, {});
    const v2 = copied.body.data.profileId as number;
    expect(await profile(v2)).toMatchObject({ profileCode: 'DE-VDE4105', profileVersion: 2, approvalStatus: '0' });

    // A value an installer may set changes nothing about approval; a trip setting does.
    const limit = await config(v2, 'activePowerLimit');
    expect((await editor.put('/iot/config', { ...limit, defVal: 70 })).body.code).toBe(200);
    expect((await profile(v2)).approvalStatus).toBe('0');
    const ovp = await config(v2, 'ovp2Value');
    expect((await editor.put('/iot/config', { ...ovp, defVal: 280 })).body.code).toBe(200);
    expect((await profile(v2)).approvalStatus).toBe('1');
    expect((await config(v2, 'ovp2Value')).countryCode).toBe('germany');

    expect((await editor.post('/iot/wn/gridChange', { countryCode: 'germany', profileId: v2 })).body.msg).toBe(
      'Protection or anti-islanding settings of this profile were changed: another user must approve the profile before it is pushed',
    );
    expect((await editor.post(`/iot/gridProfile/approve/${v2}`, {})).body.msg).toBe('You changed the protection settings yourself: another platform user must approve them');
    expect((await approver.post(`/iot/gridProfile/approve/${v2}`, {})).body.code).toBe(200);
    expect(await profile(v2)).toMatchObject({ approvalStatus: '0', approvedBy: 'grid_approver' });
    // Approved, it is pushed (here to no device at all).
    expect((await editor.post('/iot/wn/gridChange', { countryCode: 'japan', profileId: v2 })).body.msg).toBe('There are no inverters you can see in this scope');
    // Removing a protection setting also waits for approval.
    const island = await config(v2, 'antiIslandEnable');
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/cniotapi/iot/config/${island.configId}`,
          headers: { authorization: `Bearer ${(await userWithPerms(t.app.db, 'grid_remover', ['iot:config:remove'], { deptId: 100 })).token}` },
        })
      ).statusCode,
    ).toBe(200);
    expect((await profile(v2)).approvalStatus).toBe('1');
  });

  it('keeps a parameter in other languages (the correction entity), one per language, with the same rule', async () => {
    const ovp = await config(await profileId(t, 'DE-VDE4105'), 'ovp1Value');
    const { configId, configName: _, ...fields } = ovp;
    // The seeded names in other languages aside: this test makes its own.
    await t.app.db.execute(sql`delete from iot_config_correction where config_id = ${configId}`);
    const zh = { ...fields, configId, language: 'zh_CN', symbol: '1', configName: '过压一段保护值' };
    expect((await admin.post('/iot/configCorrection', zh)).body.code).toBe(200);
    // One per language (a second body, so the duplicate-submit rule does not answer first).
    expect((await admin.post('/iot/configCorrection', { ...zh, symbol: '0' })).status).toBe(409);
    expect((await admin.post('/iot/configCorrection', { ...zh, language: 'de_DE', configName: '' })).body.msg).toBe('Please enter a configuration name');
    expect((await admin.post('/iot/configCorrection', { ...zh, language: 'de_DE', defVal: 253.25 })).body.msg).toBe('Enter up to 1 decimal places');
    const rows = (await admin.get(`/iot/configCorrection/list?configId=${configId}`)).body.rows;
    expect(rows).toMatchObject([{ language: 'zh_CN', symbol: '1', configName: '过压一段保护值', configCode: 'ovp1Value', unit: 'V', countryCode: 'germany' }]);
  });

  it('lets installers set only the parameters marked for them, and reads profiles without editing them', async () => {
    const installer = api(t, (await userWithPerms(t.app.db, 'grid_installer', ['iot:wn:config', 'iot:gridProfile:list', 'iot:config:list'], { deptId: 103, dataScope: '4' })).token);
    const de = await profileId(t, 'DE-VDE4105');
    const pf = await config(de, 'fixedPowerFactor');
    const ride = await config(de, 'lvrtEnable');
    expect((await installer.post('/iot/wn/confChange', { wnId: '86000000000001', configId: ride.configId, configCode: 'lvrtEnable', value: 0 })).body).toMatchObject({
      code: 403,
      msg: 'This parameter is set by the platform, not by installers',
    });
    // Allowed to set it: the device is the only thing missing.
    expect((await installer.post('/iot/wn/confChange', { wnId: '86000000000001', configId: pf.configId, configCode: 'fixedPowerFactor', value: 0.95 })).body).toMatchObject({
      code: 404,
      msg: 'The device does not exist',
    });
    expect((await installer.get('/iot/gridProfile/list')).body.total).toBeGreaterThanOrEqual(7);
    expect((await installer.put('/iot/config', { ...pf, defVal: 0.9 })).status).toBe(403);
  });
});
