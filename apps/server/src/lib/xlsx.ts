import ExcelJS from 'exceljs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isMessageKey } from '@cniot/contract/i18n';

export interface ExportColumn {
  key: string;
  /** Message key or text; defaults to `fields.<key>` when that key exists, else the key in words. */
  header?: string;
  width?: number;
  /** Turns a stored value into the cell text (a dictionary label, a status name ...). */
  format?: (value: unknown, row: Record<string, unknown>) => unknown;
}

const words = (key: string) => key.replace(/([A-Z])/g, ' $1').replace(/^./, (c) => c.toUpperCase());

function headerOf(req: FastifyRequest, col: ExportColumn): string {
  const key = col.header ?? `fields.${col.key}`;
  if (isMessageKey(key)) return req.t(key);
  return col.header ?? words(col.key);
}

/** Sends rows as a real .xlsx workbook (one sheet, header row frozen). */
export async function sendXlsx(
  req: FastifyRequest,
  reply: FastifyReply,
  name: string,
  columns: ExportColumn[],
  rows: Record<string, unknown>[],
): Promise<FastifyReply> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(name.slice(0, 31), { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((c) => ({ header: headerOf(req, c), key: c.key, width: c.width ?? 20 }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) {
    sheet.addRow(Object.fromEntries(columns.map((c) => [c.key, c.format ? c.format(row[c.key], row) : row[c.key]])));
  }
  const buffer = Buffer.from(await book.xlsx.writeBuffer());
  const fileName = `${name}_${Date.now()}.xlsx`;
  return reply
    .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    .header('content-disposition', `attachment; filename*=utf-8''${encodeURIComponent(fileName)}`)
    .header('download-filename', encodeURIComponent(fileName))
    .header('access-control-expose-headers', 'download-filename')
    .send(buffer);
}
