import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../src/db/client.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { multipart } from '../modules/system/files/multipart.ts';
import { bombWorkbook } from '../lib/zip-bomb.ts';

const MB = 1024 * 1024;

describe('a spreadsheet zip bomb sent to the inverter import', { timeout: 120_000 }, () => {
  let t: TestApp;
  let token: string;
  let bomb: Buffer;

  beforeAll(async () => {
    t = await createTestApp();
    token = await t.login();
    // 200 MB of sheet XML in a few hundred KB: the report's file was 450 MB in 460 KB.
    bomb = await bombWorkbook(200);
  });
  afterAll(() => t.close());

  const upload = (lang: string) => {
    const body = multipart('devices.xlsx', bomb);
    return t.call(token, { ...body, url: '/cniotapi/iot/wn/import', headers: { ...body.headers, 'lang-type': lang } });
  };

  it('is refused from its zip directory with a clear 400, fast and without unpacking it', async () => {
    const before = process.memoryUsage().rss;
    const started = performance.now();
    const res = await t.call(token, { ...multipart('devices.xlsx', bomb), url: '/cniotapi/iot/wn/import' });
    const ms = performance.now() - started;
    const grownMb = (process.memoryUsage().rss - before) / MB;
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 500, msg: 'The workbook unpacks to more than 32 MB and is not read' });
    expect(ms).toBeLessThan(1000);
    expect(grownMb).toBeLessThan(64);
    expect(await rowsOf(t.database.db, sql`select 1 from iot_device_import_record`)).toEqual([]);
  });

  it("says so in the caller's language", async () => {
    expect((await upload('zh_CN')).json().msg).toBe('该工作簿解压后超过 32 MB，不予读取');
    expect((await upload('de_DE')).json().msg).toBe('Die Arbeitsmappe wird entpackt größer als 32 MB und wird nicht gelesen');
  });
});
