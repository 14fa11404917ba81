import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Perm } from '@cniot/contract/system/permissions';
import { rowsOf } from '../../../../src/db/client.ts';
import { signedInApp, type TestApp } from '../../../helpers/app.ts';
import { userWithPerms } from '../../../helpers/users.ts';

const CONFIG_PERMS = [Perm.config.list, Perm.config.query, Perm.config.add, Perm.config.edit, Perm.config.remove];
const refusal = (key: string) => `The parameter '${key}' applies to every organization; only users who see all organizations may change it`;

let t: TestApp, admin: string, scoped: string, platform: string;

const rowOf = async (key: string) => (await rowsOf<{ config_id: number; config_value: string }>(t.app.db, sql`select config_id, config_value from sys_config where config_key = ${key}`))[0];
const put = (token: string, key: string, configValue: string, configId?: number) =>
  t.call(token, { method: 'PUT', url: '/cniotapi/system/config', payload: { configId, configName: key, configKey: key, configValue } });

beforeAll(async () => {
  ({ t, admin } = await signedInApp());
  scoped = (await userWithPerms(t.app.db, 'dealerConfig', CONFIG_PERMS, { deptId: 103, dataScope: '4' })).token;
  platform = (await userWithPerms(t.app.db, 'platformConfig', CONFIG_PERMS, { deptId: 101, dataScope: '1' })).token;
});
afterAll(() => t.close());

/** Finding 8 of issue 13: lockout, captcha and registration hold for every organization. */
describe('platform-wide parameters', () => {
  it('are not changed by a user scoped to some organizations, who may still read them', async () => {
    for (const [key, value] of [
      ['sys.account.captchaEnabled', 'false'],
      ['sys.account.maxRetryCount', '1000'],
      ['sys.account.registerUser', 'true'],
      ['sys.user.initPassword', 'known1'],
      ['sys.log.retentionDays', '0'],
      ['iot.command.timeoutSeconds', '1'],
    ]) {
      const before = await rowOf(key);
      const res = await put(scoped, key, value, before.config_id);
      expect([res.statusCode, res.json().msg], key).toEqual([403, refusal(key)]);
      expect((await rowOf(key)).config_value).toBe(before.config_value);
      expect((await t.call(scoped, { url: `/cniotapi/system/config/${before.config_id}` })).json().data.configValue).toBe(before.config_value);
    }
    const id = (await rowOf('sys.account.lockTime')).config_id;
    const del = await t.call(scoped, { method: 'DELETE', url: `/cniotapi/system/config/${id}` });
    expect([del.statusCode, del.json().msg]).toEqual([403, refusal('sys.account.lockTime')]);
    expect((await t.call(scoped, { url: '/cniotapi/system/config/configKey/sys.account.lockTime' })).json().data).toBe('10');
  });

  it('cannot be created, renamed into or marked built-in by a scoped user', async () => {
    const create = (payload: Record<string, unknown>) => t.call(scoped, { method: 'POST', url: '/cniotapi/system/config', payload: { configName: 'x', configValue: '1', ...payload } });
    expect((await create({ configKey: 'sys.account.newSwitch' })).statusCode).toBe(403);
    expect((await create({ configKey: 'dealer.flag', configType: 'Y' })).statusCode).toBe(403);
    const own = await create({ configKey: 'dealer.banner', configValue: 'hello' });
    expect(own.json().code).toBe(200);
    const rename = await put(scoped, 'sys.account.banner', 'x', own.json().data.id);
    expect([rename.statusCode, rename.json().msg]).toEqual([403, refusal('sys.account.banner')]);
    expect((await put(scoped, 'dealer.banner', 'bye', own.json().data.id)).json().code).toBe(200);
    expect((await t.call(scoped, { method: 'DELETE', url: `/cniotapi/system/config/${own.json().data.id}` })).json().code).toBe(200);
    const count = await rowsOf<{ n: number }>(t.app.db, sql`select count(*)::int as n from sys_config where config_key in ('sys.account.newSwitch', 'dealer.flag', 'sys.account.banner')`);
    expect(count[0].n).toBe(0);
  });

  it('are changed by users who see every organization', async () => {
    const lock = await rowOf('sys.account.lockTime');
    expect((await put(platform, 'sys.account.lockTime', '20', lock.config_id)).json().code).toBe(200);
    expect((await put(admin, 'sys.account.lockTime', '10', lock.config_id)).json().code).toBe(200);
  });

  it("answers in the caller's language", async () => {
    const { config_id } = await rowOf('sys.account.registerUser');
    const res = await t.call(scoped, {
      method: 'PUT',
      url: '/cniotapi/system/config',
      headers: { 'lang-type': 'de_DE' },
      payload: { configId: config_id, configName: 'r', configKey: 'sys.account.registerUser', configValue: 'true' },
    });
    expect(res.json().msg).toBe("Der Parameter 'sys.account.registerUser' gilt für alle Organisationen; nur Benutzer, die alle Organisationen sehen, dürfen ihn ändern");
  });
});
