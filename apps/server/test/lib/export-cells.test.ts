import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANG_HEADER, type Language } from '@cniot/contract/constants';
import { signedInApp, type TestApp } from '../helpers/app.ts';
import { formPost } from '../helpers/xlsx.ts';
import { insertAlarm } from '../modules/alarms/alarms/helpers.ts';
import { feedbackFrom } from '../modules/people/fixtures.ts';
import { Dept } from '../modules/system/helpers.ts';

let t: TestApp, admin: string;

beforeAll(async () => {
  ({ t, admin } = await signedInApp());
  await feedbackFrom(t.app.db, null, Dept.solarTechTeam, { problems: '1,3', describes: 'Freezes, then crashes' });
  await insertAlarm(t.app.db, { startTime: '2026-11-27T14:56:53.830Z' });
});
afterAll(() => t.close());

/** An export as the console asks for it, read back as a workbook. */
async function exported(url: string, lang: Language, zone?: string): Promise<{ res: Awaited<ReturnType<TestApp['call']>>; sheet: ExcelJS.Worksheet }> {
  const post = formPost(`/cniotapi${url}/export`);
  const res = await t.call(admin, { ...post, headers: { ...post.headers, [LANG_HEADER]: lang, ...(zone ? { 'time-zone': zone } : {}) } });
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  return { res, sheet: book.worksheets[0] };
}

/** The first data row's cell under the header at `column`. */
const cellUnder = (sheet: ExcelJS.Worksheet, header: string) => {
  const headers = (sheet.getRow(1).values as unknown[]).slice(1);
  expect(headers).toContain(header);
  return sheet.getRow(2).getCell(headers.indexOf(header) + 1);
};

describe('exports read as the screen does', () => {
  it("show each of a field's several dictionary values by its label", async () => {
    expect(cellUnder((await exported('/biz/feedback', 'en_US')).sheet, 'Problems').value).toBe('Stuck and stopped, Crash');
    expect(cellUnder((await exported('/biz/feedback', 'de_DE')).sheet, 'Probleme').value).toBe('Hängt und reagiert nicht, Absturz');
  });

  it("write times the database gives as text as date cells, on the reader's clock and in the reader's order", async () => {
    const berlin = cellUnder((await exported('/iot/alarmRecord', 'de_DE', 'Europe/Berlin')).sheet, 'Beginn');
    expect(berlin.value).toBeInstanceOf(Date);
    // The workbook holds the wall-clock time (UTC+1 in Berlin in November).
    expect(Math.round((berlin.value as Date).getTime() / 1000) * 1000).toBe(Date.UTC(2026, 10, 27, 15, 56, 54));
    expect(berlin.numFmt).toBe('dd"."mm"."yyyy", "hh":"mm":"ss');
    const plain = cellUnder((await exported('/iot/alarmRecord', 'en_US')).sheet, 'Start time');
    expect(Math.round((plain.value as Date).getTime() / 1000) * 1000).toBe(Date.UTC(2026, 10, 27, 14, 56, 54));
    expect(plain.numFmt).toBe('mm"/"dd"/"yyyy", "hh":"mm":"ss');
    // Times the database gives as dates are dates as well.
    expect(cellUnder((await exported('/biz/feedback', 'zh_CN', 'Asia/Shanghai')).sheet, '提交时间').numFmt).toBe('yyyy"/"mm"/"dd" "hh":"mm":"ss');
  });

  it("name the sheet and the file after the screen's title in the reader's language", async () => {
    const english = await exported('/monitor/operlog', 'en_US');
    expect(english.sheet.name).toBe('Operation log');
    expect(decodeURIComponent(String(english.res.headers['download-filename']))).toMatch(/^Operation log_\d+\.xlsx$/);
    expect((await exported('/monitor/operlog', 'de_DE')).sheet.name).toBe('Vorgangsprotokoll');
    expect((await exported('/iot/alarmRecord', 'zh_CN')).sheet.name).toBe('告警记录');
  });
});
