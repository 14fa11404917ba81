import ExcelJS from 'exceljs';
import type { Response } from 'light-my-request';

/** The first sheet of an xlsx response as rows of cell values (header row first). */
export async function readXlsx(res: Response): Promise<unknown[][]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  book.worksheets[0].eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

/** A download as the console sends it: POST, form-encoded. */
export const formPost = (url: string, fields: Record<string, string> = {}) => ({
  method: 'POST' as const,
  url,
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  payload: new URLSearchParams(fields).toString(),
});
