import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANG_HEADER, type Language } from '@cniot/contract/constants';
import type { TestApp } from '../helpers/app.ts';
import { formPost, readXlsx } from '../helpers/xlsx.ts';
import { addWn, code, signedIn } from '../modules/devices/helpers.ts';

let t: TestApp;
let admin: string;

beforeAll(async () => ({ t, admin } = await signedIn()));
afterAll(() => t.close());

const exported = async (url: string, fields: Record<string, string>, lang: Language) => {
  const post = formPost(url, fields);
  return readXlsx(await t.call(admin, { ...post, headers: { ...post.headers, [LANG_HEADER]: lang } }));
};

/** The cells of the named columns, below the header row. */
const columns = (rows: unknown[][], ...names: string[]) => rows.slice(1).map((r) => names.map((n) => r[rows[0].indexOf(n)]));

describe('dictionary columns of exports', () => {
  it('follow the language of the request, as their headers do', async () => {
    const url = '/cniotapi/system/dict/data/export';
    expect(columns(await exported(url, { dictType: 'sys_yes_no' }, 'en_US'), 'Default', 'Status')).toEqual([
      ['Yes', 'Normal'],
      ['No', 'Normal'],
    ]);
    expect(columns(await exported(url, { dictType: 'sys_yes_no' }, 'de_DE'), 'Standard', 'Status')).toEqual([
      ['Ja', 'Aktiv'],
      ['Nein', 'Aktiv'],
    ]);
    expect(columns(await exported(url, { dictType: 'sys_yes_no' }, 'pl_PL'), 'Domyślny', 'Status')).toEqual([
      ['Tak', 'Aktywny'],
      ['Nie', 'Aktywny'],
    ]);
  });

  it('label device states, and head their columns, in the language too', async () => {
    const wnId = code();
    await addWn(t, admin, { wnId, wnType: '4' });
    expect(columns(await exported('/cniotapi/iot/wn/export', { wnId }, 'zh_CN'), '在线状态', '逆变器类型', '逆变器型号')).toEqual([['离线', '一拖四', '普通']]);
  });

  it('show the database label of a value the catalogue does not know', async () => {
    await t.app.db.execute(sql`insert into sys_dict_data (dict_type, dict_sort, dict_value, dict_label) values ('sys_normal_disable', 3, '2', 'Archived')`);
    await t.app.db.execute(sql`update sys_dict_type set status = '2' where dict_type = 'sys_job_group'`);
    expect(columns(await exported('/cniotapi/system/dict/type/export', { dictType: 'sys_job_group' }, 'de_DE'), 'Status')).toEqual([['Archived']]);
  });
});

describe('role names', () => {
  it("name the user's roles in the profile in the language of the request", async () => {
    const profile = await t.call(admin, { url: '/cniotapi/system/user/profile', headers: { [LANG_HEADER]: 'zh_CN' } });
    expect(profile.json().roleGroup).toBe('管理员');
  });
});
