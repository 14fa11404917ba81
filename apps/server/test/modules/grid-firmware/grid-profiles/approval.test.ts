import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../helpers/app.ts';
import { userWithPerms } from '../../../helpers/users.ts';
import { adminApp, api, profileId } from './helpers.ts';

let t: TestApp;
let admin: ReturnType<typeof api>;

beforeAll(async () => {
  ({ t, admin } = await adminApp());
});
afterAll(() => t.close());

type Row = Record<string, unknown>;
const config = async (id: number, code: string) => ((await admin.get(`/iot/config/list?profileId=${id}&pageSize=100`)).body.rows as Row[]).find((c) => c.configCode === code)!;
const platformUser = async (name: string, perms: string[]) => api(t, (await userWithPerms(t.app.db, name, perms, { deptId: 100, dataScope: '1' })).token);

describe('the second approval', () => {
  it('shows the approver every protection value changed since the last approval, old and new with the limits', async () => {
    const editor = await platformUser('diff_editor', ['iot:gridProfile:copy', 'iot:config:edit', 'iot:config:list', 'iot:config:remove']);
    const approver = await platformUser('diff_approver', ['iot:gridProfile:approve']);
    const v2 = (await editor.post(`/iot/gridProfile/copy/${await profileId(t, 'DE-VDE4105')}`, {})).body.data.profileId as number;
    const changes = async () => (await approver.get(`/iot/gridProfile/approval/${v2}`)).body.data;
    expect(await changes()).toEqual([]);

    const ovp = await config(v2, 'ovp2Value');
    expect((await editor.put('/iot/config', { ...ovp, defVal: 280, configMax: 300 })).body.code).toBe(200);
    const limit = await config(v2, 'activePowerLimit');
    expect((await editor.put('/iot/config', { ...limit, defVal: 70 })).body.code).toBe(200);
    const island = await config(v2, 'antiIslandEnable');
    await t.app.inject({
      method: 'DELETE',
      url: `/cniotapi/iot/config/${island.configId}`,
      headers: { authorization: `Bearer ${(await userWithPerms(t.app.db, 'diff_remover', ['iot:config:remove'], { deptId: 100 })).token}` },
    });
    expect(await changes()).toEqual([
      { configCode: 'ovp2Value', configName: 'Overvoltage stage 2 (U>>)', unit: 'V', before: { value: 287.5, min: 80, max: 350 }, after: { value: 280, min: 80, max: 300 } },
      { configCode: 'antiIslandEnable', configName: 'Active anti-islanding', unit: null, before: { value: 1, min: 0, max: 1 }, after: null },
    ]);

    expect((await approver.post(`/iot/gridProfile/approve/${v2}`, {})).body.code).toBe(200);
    expect(await changes()).toEqual([]);
    // The approved values are the new reference: the next change is compared with them.
    expect((await editor.put('/iot/config', { ...(await config(v2, 'ovp2Value')), defVal: 285 })).body.code).toBe(200);
    expect(await changes()).toMatchObject([{ configCode: 'ovp2Value', before: { value: 280 }, after: { value: 285 } }]);
  });

  it('is read only by those who may approve', async () => {
    const reader = await platformUser('diff_reader', ['iot:gridProfile:list']);
    expect((await reader.get(`/iot/gridProfile/approval/${await profileId(t, 'DE-VDE4105')}`)).body.code).toBe(403);
    expect((await admin.get('/iot/gridProfile/approval/999999')).body).toMatchObject({ code: 404 });
  });
});
