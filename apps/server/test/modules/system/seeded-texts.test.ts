import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES, type Language } from '@cniot/contract/constants';
import { roleNameKey } from '@cniot/contract/dict-label-keys';
import { translate } from '@cniot/contract/i18n';
import { seededKeys } from '@cniot/contract/seeded-keys';
import { rowsOf } from '../../../src/db/client.ts';
import { signedInApp, type TestApp } from '../../helpers/app.ts';
import { readXlsx } from '../../helpers/xlsx.ts';

type Row = Record<string, string>;
let t: TestApp, admin: string;

const list = async (lang: Language, url: string): Promise<Row[]> =>
  (await t.call(admin, { url: `/cniotapi${url}${url.includes('?') ? '&' : '?'}pageSize=500`, headers: { 'lang-type': lang } })).json().rows;

/** Each seeded table, the fields the product wrote and the catalogue key of each field of a row. */
const TABLES: { url: string; id: string; fields: Record<string, (row: Row) => string> }[] = [
  { url: '/system/role/list', id: 'roleKey', fields: { roleName: (r) => roleNameKey(r.roleKey), remark: (r) => seededKeys.roleRemark(r.roleKey) } },
  { url: '/system/dict/type/list', id: 'dictType', fields: { dictName: (r) => seededKeys.dictType(r.dictType, 'name'), remark: (r) => seededKeys.dictType(r.dictType, 'remark') } },
  { url: '/system/config/list', id: 'configKey', fields: { configName: (r) => seededKeys.config(r.configKey, 'name'), remark: (r) => seededKeys.config(r.configKey, 'remark') } },
  { url: '/monitor/job/list', id: 'invokeTarget', fields: { jobName: (r) => seededKeys.job(r.invokeTarget, 'name'), remark: (r) => seededKeys.job(r.invokeTarget, 'remark') } },
];

beforeAll(async () => {
  ({ t, admin } = await signedInApp());
  // What the product writes itself: sign-ins in two languages (one refused), a browser it cannot name, operations, a sign-out.
  await t.app.inject({ method: 'POST', url: '/cniotapi/login', headers: { 'lang-type': 'de_DE' }, payload: { type: 'mailbox', username: 'admin', password: 'wrong1' } });
  await t.app.inject({
    method: 'POST',
    url: '/cniotapi/login',
    headers: { 'lang-type': 'zh_CN', 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/120.0 Safari/537.36' },
    payload: { type: 'mailbox', username: 'admin', password: 'admin123' },
  });
  await t.call(admin, { method: 'PUT', url: '/cniotapi/system/role/changeStatus', payload: { roleId: 3, status: '0' } });
  await t.call(admin, { method: 'DELETE', url: '/cniotapi/system/dict/type/refreshCache' });
  await t.call(await t.login(), { method: 'POST', url: '/cniotapi/logout' });
});
afterAll(() => t.close());

describe('texts the product seeds or writes itself (issue 25, item 5)', () => {
  it('shows every seeded row of roles, dictionary types, parameters and jobs in the reader’s language', async () => {
    for (const table of TABLES) {
      expect((await list('en_US', table.url)).length).toBeGreaterThan(0);
      for (const lang of LANGUAGES) {
        for (const row of await list(lang, table.url)) {
          for (const [field, keyOf] of Object.entries(table.fields)) {
            const where = `${table.url} ${row[table.id]}.${field} in ${lang}`;
            const key = keyOf(row);
            // Every row of a fresh database was seeded: each has its text in every language.
            expect(translate(lang, key), `${where}: no catalogue text ${key}`).not.toBe(key);
            expect(row[field], where).toBe(translate(lang, key));
          }
        }
      }
    }
  });

  it('shows the login log and the operation log in the reader’s language, whatever language the sign-in used', async () => {
    const logs = [
      { url: '/monitor/logininfor/list', id: 'infoId', fields: ['msg', 'browser', 'os'] },
      { url: '/monitor/operlog/list', id: 'operId', fields: ['title'] },
    ];
    for (const log of logs) {
      const english = new Map((await list('en_US', log.url)).map((r) => [r[log.id], r]));
      for (const lang of ['de_DE', 'zh_CN'] as const) {
        const rows = await list(lang, log.url);
        expect(rows.length).toBeGreaterThan(2);
        for (const row of rows)
          for (const field of log.fields) {
            const shown = String(row[field]);
            if (/^(Chrome|Linux) /.test(shown) || shown === 'Linux') continue;
            expect(shown, `${log.url} ${field}`).not.toMatch(/^(i18n:|\/)/);
            expect(shown, `${log.url} ${row[log.id]}.${field} in ${lang} is still English`).not.toBe(english.get(row[log.id])![field]);
          }
      }
    }
    const german = await list('de_DE', '/monitor/logininfor/list');
    expect(german.map((r) => r.msg)).toEqual(expect.arrayContaining([translate('de_DE', 'login.badCredentials'), translate('de_DE', 'login.success'), translate('de_DE', 'login.logout')]));
    expect(german.map((r) => r.browser)).toContain('Unbekannt');
    // A search by the text a reader sees finds the rows holding its key, in any language.
    expect((await list('en_US', `/monitor/operlog/list?title=${encodeURIComponent(translate('de_DE', seededKeys.operTitle('signOut')))}`)).map((r) => r.title)).toEqual(['Sign out']);
    expect((await list('de_DE', `/system/role/list?roleName=${encodeURIComponent('Systembenutzer')}`)).map((r) => r.roleKey)).toEqual(['sysUser']);
    const titles = (await list('zh_CN', '/monitor/operlog/list')).map((r) => r.title);
    expect(titles).toEqual(expect.arrayContaining([translate('zh_CN', seededKeys.operTitle('role')), translate('zh_CN', seededKeys.operTitle('signOut'))]));
  });

  it('exports them in the reader’s language', async () => {
    const sheet = await readXlsx(await t.call(admin, { method: 'POST', url: '/cniotapi/system/role/export', headers: { 'lang-type': 'de_DE' }, payload: {} }));
    const cells = sheet.flat().map(String);
    expect(cells).toContain(translate('de_DE', roleNameKey('sysUser')));
    expect(cells).not.toContain('System user');
    expect(cells.some((c) => c.startsWith('i18n:'))).toBe(false);
  });

  it('keeps a seeded name that an edit sends back unchanged, and shows a typed one as typed', async () => {
    const read = async (lang: Language) => (await t.call(admin, { url: '/cniotapi/system/role/2', headers: { 'lang-type': lang } })).json().data as Row;
    const german = await read('de_DE');
    expect(german.roleName).toBe(translate('de_DE', roleNameKey('sysUser')));
    const save = (role: Row) => t.call(admin, { method: 'PUT', url: '/cniotapi/system/role', headers: { 'lang-type': 'de_DE' }, payload: role });
    const { roleId, roleName, roleKey, roleSort, dataScope, status, remark } = german;
    expect((await save({ roleId, roleName, roleKey, roleSort, dataScope, status, remark } as Row)).json().code).toBe(200);
    expect((await read('en_US')).roleName).toBe('System user');
    expect((await read('en_US')).remark).toBe(translate('en_US', seededKeys.roleRemark('sysUser')));
    expect((await save({ roleId, roleName: 'Plattformteam', roleKey, roleSort, dataScope, status, remark } as Row)).json().code).toBe(200);
    expect((await read('zh_CN')).roleName).toBe('Plattformteam');
    const [stored] = await rowsOf<{ role_name: string }>(t.app.db, sql`select role_name from sys_role where role_id = 2`);
    expect(stored.role_name).toBe('Plattformteam');
  });
});
