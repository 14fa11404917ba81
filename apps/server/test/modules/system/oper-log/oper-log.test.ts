import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../helpers/app.ts';
import { userWithPerms } from '../../../helpers/users.ts';
import { formPost, readXlsx } from '../../../helpers/xlsx.ts';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  // Two changes for the log: one that works, one that is refused.
  await t.call(admin, { method: 'POST', url: '/cniotapi/system/config', payload: { configName: 'Logged', configKey: 'test.logged', configValue: 'secret-free', remark: 'password is not here' } });
  await t.call(admin, { method: 'POST', url: '/cniotapi/system/config', payload: { configName: 'Logged', configKey: 'test.logged', configValue: 'again' } });
});
afterAll(() => t.close());

const list = async (query: string) => (await t.call(admin, { url: `/cniotapi/monitor/operlog/list?${query}` })).json();

describe('operation log', () => {
  it('lists changes newest first with filters for title, type, status, operator and time', async () => {
    const all = await list('title=Parameters');
    expect(all.total).toBe(2);
    expect(all.rows[0]).toMatchObject({ title: 'Parameters', businessType: 1, requestMethod: 'POST', operName: 'admin', status: 1 });
    expect(all.rows[1].status).toBe(0);
    expect((await list('title=Parameters&status=0')).total).toBe(1);
    expect((await list('title=Parameters&businessType=3')).total).toBe(0);
    expect((await list('title=Parameters&operName=adm&businessType=&status=')).total).toBe(2);
    const today = new Date().toISOString().slice(0, 10);
    expect((await list(`title=Parameters&beginTime=${today}&endTime=${today}`)).total).toBe(2);
    expect((await list('title=Parameters&endTime=2000-01-01')).total).toBe(0);
  });

  it('sorts only by whitelisted columns and refuses wrong types', async () => {
    expect((await list('orderByColumn=costTime&isAsc=desc')).code).toBe(200);
    const injected = await t.call(admin, { url: '/cniotapi/monitor/operlog/list?orderByColumn=oper_id desc;--' });
    expect(injected.statusCode).toBe(400);
    expect(injected.json().msg).toBe('Sorting by "oper_id desc;--" is not allowed');
    const wrongType = await t.call(admin, { url: '/cniotapi/monitor/operlog/list?businessType=insert' });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().msg).toMatch(/^businessType: /);
  });

  it('shows one entry, deletes some and cleans all', async () => {
    const [first, second] = (await list('title=Parameters')).rows;
    expect((await t.call(admin, { url: `/cniotapi/monitor/operlog/${first.operId}` })).json().data.operUrl).toBe('/cniotapi/system/config');
    expect((await t.call(admin, { method: 'DELETE', url: `/cniotapi/monitor/operlog/${first.operId},${second.operId}` })).json().code).toBe(200);
    expect((await list('title=Parameters')).total).toBe(0);
    expect((await t.call(admin, { method: 'DELETE', url: '/cniotapi/monitor/operlog/clean' })).json().code).toBe(200);
    // The clean itself is the one entry left.
    const left = await list('');
    expect(left.total).toBe(1);
    expect(left.rows[0]).toMatchObject({ title: 'Operation log', businessType: 9 });
  });

  it('exports as xlsx', async () => {
    const rows = await readXlsx(await t.call(admin, formPost('/cniotapi/monitor/operlog/export', { title: 'Operation log', status: '' })));
    expect(rows[0][1]).toBe('Module');
    expect(rows[1][2]).toBe('Clean');
  });

  it('is readable only with the operation log permissions', async () => {
    const reader = (await userWithPerms(t.app.db, 'log_reader', ['monitor:operlog:list'])).token;
    expect((await t.call(reader, { url: '/cniotapi/monitor/operlog/list' })).statusCode).toBe(200);
    expect((await t.call(reader, { method: 'DELETE', url: '/cniotapi/monitor/operlog/clean' })).statusCode).toBe(403);
  });
});
