import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../src/db/client.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { createStation, post } from '../modules/stations/helpers.ts';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
});
afterAll(() => t.close());

const logged = async (url: string) => (await rowsOf<{ n: number }>(t.app.db, sql`select count(*)::int as n from sys_oper_log where oper_url = ${url}`))[0].n;

describe('operation log of POSTs that only read', () => {
  it('writes no row for a list with its query in the body, and one for a create', async () => {
    const before = await logged('/cniotapi/iot/station');
    await createStation(t, admin);
    expect(await logged('/cniotapi/iot/station')).toBe(before + 1);

    const list = await post(t, admin, '/iot/station/list', { pageNum: 1, pageSize: 10 });
    expect(list.body.code).toBe(200);
    expect(list.body.total).toBeGreaterThan(0);
    expect(await logged('/cniotapi/iot/station/list')).toBe(0);
  });

  it('writes no row for the inverters looked up by their codes', async () => {
    expect((await post(t, admin, '/iot/wn/getWnByWnIds', { wnIds: [] })).body.code).toBe(200);
    expect(await logged('/cniotapi/iot/wn/getWnByWnIds')).toBe(0);
  });

  it('writes no row for the list of clear-total-power operations, paged by its query string', async () => {
    const url = '/cniotapi/iot/wn/clearTotalPowerOperateRecord?pageNum=1&pageSize=10';
    expect((await t.call(admin, { method: 'POST', url, payload: {} })).json().code).toBe(200);
    expect(await logged(url)).toBe(0);
    // The command itself is a change, and stays one.
    expect((await post(t, admin, '/iot/wn/batchClearTotalPower', { wnIds: ['99999999999999'] })).body.code).toBe(200);
    expect(await logged('/cniotapi/iot/wn/batchClearTotalPower')).toBe(1);
  });
});
