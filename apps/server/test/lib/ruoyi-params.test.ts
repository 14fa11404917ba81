import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { formPost, readXlsx } from '../helpers/xlsx.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  await t.app.db.execute(sql`update sys_config set create_time = '2020-06-15 12:00:00' where config_key = 'sys.account.lockTime'`);
});
afterAll(() => t.close());

const keys = async (query: string) => ((await t.call(admin, { url: `/cniotapi/system/config/list?${query}` })).json().rows as { configKey: string }[]).map((r) => r.configKey);

describe("RuoYi's nested date range", () => {
  it('filters a list given as params[beginTime] / params[endTime], as beginTime / endTime do', async () => {
    const nested = await keys(`${encodeURIComponent('params[beginTime]')}=2020-06-01&${encodeURIComponent('params[endTime]')}=2020-06-30`);
    expect(nested).toEqual(['sys.account.lockTime']);
    expect(await keys('beginTime=2020-06-01&endTime=2020-06-30')).toEqual(nested);
  });

  it('lets the flat name win when both are sent', async () => {
    expect(await keys(`beginTime=2020-07-01&${encodeURIComponent('params[beginTime]')}=2020-06-01`)).not.toContain('sys.account.lockTime');
  });

  it('filters an export posted as a form, as RuoYi downloads are', async () => {
    const rows = await readXlsx(await t.call(admin, formPost('/cniotapi/system/config/export', { 'params[beginTime]': '2020-06-01', 'params[endTime]': '2020-06-30' })));
    expect(rows.length).toBe(2);
    expect(rows[1]).toContain('sys.account.lockTime');
  });

  it('still refuses a date that is not one', async () => {
    expect((await t.call(admin, { url: `/cniotapi/system/config/list?${encodeURIComponent('params[beginTime]')}=soon` })).statusCode).toBe(400);
  });
});
