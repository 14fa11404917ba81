import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configValue } from '../../../../src/modules/system/config/config-value.ts';
import { signedInApp, type TestApp } from '../../../helpers/app.ts';
import { userWithPerms } from '../../../helpers/users.ts';
import { formPost, readXlsx } from '../../../helpers/xlsx.ts';

let t: TestApp, admin: string, nobody: string;
beforeAll(async () => {
  ({ t, admin } = await signedInApp());
  nobody = (await userWithPerms(t.app.db, 'config_nobody', [])).token;
});
afterAll(() => t.close());

const byKey = (key: string, token: string | null = admin) => t.call(token, { url: `/cniotapi/system/config/configKey/${key}` });
const idOf = async (key: string) => (await t.call(admin, { url: `/cniotapi/system/config/list?configKey=${key}` })).json().rows[0].configId as number;

describe('GET /system/config/configKey/{key}', () => {
  it('answers the sign-in keys without a session, value in msg and data', async () => {
    const res = await byKey('sys.account.captchaEnabled', null);
    expect(res.json()).toEqual({ code: 200, msg: 'true', data: 'true' });
    expect((await byKey('sys.account.registerUser', null)).json().data).toBe('false');
  });

  it('keeps every other key behind a session and a permission', async () => {
    expect((await byKey('sys.account.lockTime', null)).statusCode).toBe(401);
    expect((await byKey('sys.account.lockTime', nobody)).statusCode).toBe(403);
    expect((await byKey('sys.account.lockTime')).json().data).toBe('10');
    const resetter = (await userWithPerms(t.app.db, 'config_resetter', ['system:user:resetPwd'])).token;
    expect((await byKey('sys.user.initPassword', resetter)).json().data).toBe('123456');
    expect((await byKey('sys.account.lockTime', resetter)).statusCode).toBe(403);
    expect((await byKey('no.such.key')).statusCode).toBe(404);
  });
});

describe('parameters', () => {
  it('creates, edits, finds and deletes a parameter; keys are unique', async () => {
    const created = await t.call(admin, { method: 'POST', url: '/cniotapi/system/config', payload: { configName: 'Test flag', configKey: 'test.flag', configValue: 'on' } });
    expect(created.json().code).toBe(200);
    const configId = created.json().data.id;
    expect((await byKey('test.flag')).json().data).toBe('on');

    const dup = await t.call(admin, { method: 'POST', url: '/cniotapi/system/config', payload: { configName: 'Again', configKey: 'test.flag', configValue: 'x' } });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().msg).toBe("Parameter key 'test.flag' already exists");

    await t.call(admin, { method: 'PUT', url: '/cniotapi/system/config', payload: { configId, configName: 'Test flag', configKey: 'test.flag2', configValue: 'off' } });
    expect((await t.call(admin, { url: `/cniotapi/system/config/${configId}` })).json().data).toMatchObject({ configKey: 'test.flag2', configValue: 'off', configType: 'N' });
    expect((await t.call(admin, { method: 'DELETE', url: `/cniotapi/system/config/${configId}` })).json().code).toBe(200);
  });

  it('never deletes, renames or un-marks a built-in key, but lets its value change', async () => {
    const id = await idOf('sys.account.lockTime');
    const del = await t.call(admin, { method: 'DELETE', url: `/cniotapi/system/config/${id}` });
    expect(del.statusCode).toBe(400);
    expect(del.json().msg).toBe("Built-in parameter 'sys.account.lockTime' cannot be deleted");

    const rename = await t.call(admin, { method: 'PUT', url: '/cniotapi/system/config', payload: { configId: id, configName: 'Lock', configKey: 'lock', configValue: '10' } });
    expect(rename.json().msg).toBe("The key of built-in parameter 'sys.account.lockTime' cannot be changed");

    const edit = await t.call(admin, {
      method: 'PUT',
      url: '/cniotapi/system/config',
      payload: { configId: id, configName: 'Lock time', configKey: 'sys.account.lockTime', configValue: '15', configType: 'N' },
    });
    expect(edit.json().code).toBe(200);
    expect((await t.call(admin, { url: `/cniotapi/system/config/${id}` })).json().data).toMatchObject({ configValue: '15', configType: 'Y' });
    expect(await configValue(t.app.db, 'sys.account.lockTime')).toBe(15);
  });

  it('gives typed values with the default for a garbled or missing value', async () => {
    expect(await configValue(t.app.db, 'sys.account.captchaEnabled')).toBe(true);
    expect(await configValue(t.app.db, 'sys.user.initPassword')).toBe('123456');
    await t.app.db.execute(sql`update sys_config set config_value = 'many' where config_key = 'sys.account.maxRetryCount'`);
    expect(await configValue(t.app.db, 'sys.account.maxRetryCount')).toBe(5);
    await t.app.db.execute(sql`delete from sys_config where config_key = 'sys.account.registerUser'`);
    expect(await configValue(t.app.db, 'sys.account.registerUser')).toBe(false);
  });

  it('explains a missing name and refuses odd keys', async () => {
    const noName = await t.call(admin, { method: 'POST', url: '/cniotapi/system/config', payload: { configName: '', configKey: 'a.b', configValue: '1' } });
    expect(noName.json().msg).toBe('Please enter a configuration name');
    const badKey = await t.call(admin, { method: 'POST', url: '/cniotapi/system/config', payload: { configName: 'x', configKey: 'a b;', configValue: '1' } });
    expect(badKey.json().msg).toBe('The parameter key may contain only letters, digits and . _ : -');
    const badDate = await t.call(admin, { url: '/cniotapi/system/config/list?beginTime=yesterday' });
    expect(badDate.statusCode).toBe(400);
    expect(badDate.json().msg).toBe('Please enter a valid date, e.g. 2026-01-31');
  });

  it('refreshes the cache and exports', async () => {
    expect((await t.call(admin, { method: 'DELETE', url: '/cniotapi/system/config/refreshCache' })).json().code).toBe(200);
    const rows = await readXlsx(await t.call(admin, formPost('/cniotapi/system/config/export', { configKey: 'sys.index', configType: 'Y' })));
    expect(rows[0][2]).toBe('Parameter key');
    expect(
      rows
        .slice(1)
        .map((r) => r[2])
        .sort(),
    ).toEqual(['sys.index.sideTheme', 'sys.index.skinName']);
    expect(rows[1][4]).toBe('Yes');
  });
});
