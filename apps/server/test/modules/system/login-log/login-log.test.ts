import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../../../src/db/client.ts';
import { createTestApp, type TestApp } from '../../../helpers/app.ts';
import { addUser, adminToken } from '../auth/fixtures.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await adminToken(t);
  await addUser(t.app.db, 'quinn', { password: 'quinn123' });
  const attempt = (password: string, ip: string) => t.app.inject({ method: 'POST', url: '/cniotapi/login', remoteAddress: ip, payload: { type: 'mailbox', username: 'quinn', password } });
  await attempt('quinn123', '192.168.7.1');
  await attempt('wrong-pass', '192.168.7.2');
  await attempt('wrong-pass', '192.168.7.2');
});
afterAll(() => t.close());

const list = (query: string) => t.call(admin, { url: `/cniotapi/monitor/logininfor/list?${query}` });

describe('login log', () => {
  it('lists with filters on user, address and status, newest first', async () => {
    const all = (await list('userName=quinn')).json();
    expect(all.total).toBe(3);
    expect(all.rows[0]).toMatchObject({ userName: 'quinn', status: '1', ipaddr: '192.168.7.2', msg: 'Incorrect account or password' });
    expect((await list('userName=quinn&status=0')).json()).toMatchObject({ total: 1, rows: [{ ipaddr: '192.168.7.1' }] });
    expect((await list('ipaddr=192.168.7.2')).json().total).toBe(2);
    expect((await list('userName=quinn&beginTime=2000-01-01&endTime=2000-01-02')).json().total).toBe(0);
  });

  it('refuses an unknown sort column', async () => {
    const res = await list('orderByColumn=password');
    expect(res.statusCode).toBe(400);
  });

  it('exports a real xlsx', async () => {
    const res = await t.call(admin, { method: 'POST', url: '/cniotapi/monitor/logininfor/export', payload: { userName: 'quinn' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(decodeURIComponent(String(res.headers['download-filename']))).toMatch(/^Login log_\d+\.xlsx$/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    // The columns of the list, in its order, titled with its labels.
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(['Log ID', 'Account', 'IP address', 'Location', 'Browser', 'Operating system', 'Status', 'Message', 'Time']);
    expect(sheet.rowCount).toBe(4);
    expect(sheet.getColumn(7).values).toContain('Failure');
  });

  it('takes the form-encoded body of the console download', async () => {
    const res = await t.call(admin, {
      method: 'POST',
      url: '/cniotapi/monitor/logininfor/export',
      payload: 'userName=quinn&status=0',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(book.worksheets[0].rowCount).toBe(2);
  });

  it('removes rows by id, then cleans everything', async () => {
    const [row] = (await list('userName=quinn&status=0')).json().rows;
    expect((await t.call(admin, { method: 'DELETE', url: `/cniotapi/monitor/logininfor/${row.infoId}` })).json().code).toBe(200);
    expect((await list('userName=quinn')).json().total).toBe(2);
    expect((await t.call(admin, { method: 'DELETE', url: '/cniotapi/monitor/logininfor/clean' })).json().code).toBe(200);
    const [{ n }] = await rowsOf<{ n: number }>(t.app.db, sql`select count(*)::int as n from sys_logininfor`);
    expect(n).toBe(0);
  });
});
