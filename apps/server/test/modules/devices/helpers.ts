import { randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { rowsOf } from '../../../src/db/client.ts';
import { createTestApp, type TestApp } from '../../helpers/app.ts';
import { multipart } from '../system/files/multipart.ts';
import { json } from '../system/helpers.ts';

export { json };

/** A fresh app (see createTestApp) with the administrator signed in. */
export async function signedIn(env: Record<string, string> = {}, opts: { gateway?: boolean } = {}): Promise<{ t: TestApp; admin: string }> {
  const t = await createTestApp(env, opts);
  return { t, admin: await t.login() };
}

/** A fresh 14-digit code per call, in a range of its own (86…) so files never collide. */
let serial = randomInt(1_000_000);
export const code = () => `86${String(randomInt(1000)).padStart(3, '0')}${String(serial++).padStart(9, '0')}`;

export async function seedStation(t: TestApp, deptId: number | null, name = 'Plant'): Promise<number> {
  const [row] = await rowsOf<{ id: number }>(t.app.db, sql`insert into iot_station (station_name, dept_id, time_zone) values (${name}, ${deptId}, 'Europe/Berlin') returning id`);
  return Number(row.id);
}

/** Adds an inverter through the API and answers its row id. */
export async function addWn(t: TestApp, token: string, body: Record<string, unknown>): Promise<number> {
  const res = await json(t, token, { method: 'POST', url: '/cniotapi/iot/wn', payload: body });
  if (res.body.code !== 200) throw new Error(`add wn failed: ${JSON.stringify(res.body)}`);
  return res.body.data.id as number;
}

/** An .xlsx with the given rows (the first one usually a header). */
export async function workbook(rows: unknown[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Devices');
  for (const r of rows) sheet.addRow(r);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** A multipart upload of `file` to `url`. */
export function upload(url: string, file: Buffer, name = 'devices.xlsx') {
  return { ...multipart(name, file), url };
}
