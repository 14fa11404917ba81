import ExcelJS from 'exceljs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isMessageKey } from '@cniot/contract/i18n';
import { resolveStoredText } from '@cniot/contract/text-key';
import { exportDictLabels } from './dict-export.ts';
import { dateTimeFormat, instantOf, readerZone, sheetName, wallClockCell } from './export-cells.ts';
import { badRequest } from './errors.ts';
import { screenText, screenTexts } from './screen-text.ts';
import { storedTextLookup } from './stored-text.ts';
import { checkZip, type ZipLimits } from './zip-limits.ts';

export interface ExportColumn {
  key: string;
  /** Message key, screen text key (`resources.<r>.fields.<f>`) or text; defaults to `fields.<key>` when that key exists, else the key in words. */
  header?: string;
  width?: number;
  /** Turns a stored value into the cell text (a dictionary label, a status name, a text in the caller's language ...). */
  format?: (value: unknown, row: Record<string, unknown>, req: FastifyRequest) => unknown;
  /** Dictionary type: the cell shows the value's label. */
  dict?: string;
  /** Screen text prefix of fixed values (`resources.<r>.options.<f>`): the cell shows `<prefix>.<value>`. */
  options?: string;
  /** A date and time (a Date, or a database's text): a date cell in the reader's zone and language. A Date value is one anyway. */
  time?: boolean;
}

const words = (key: string) => key.replace(/([A-Z])/g, ' $1').replace(/^./, (c) => c.toUpperCase());

async function headerOf(req: FastifyRequest, col: ExportColumn): Promise<string> {
  const key = col.header ?? `fields.${col.key}`;
  if (isMessageKey(key)) return req.t(key);
  return (await screenText(req.lang, key)) ?? col.header ?? words(col.key);
}

/** Rows one export writes at most; the list's search narrows a larger set. */
export const EXPORT_LIMIT = 100_000;

/**
 * Sends rows as a real .xlsx workbook (one sheet, header row frozen). `title`
 * names the sheet and the file: a screen text key (`menus.<m>`), in the
 * reader's language, or a text. Times are date cells in the reader's zone
 * (`Time-Zone`) and language. Given more than EXPORT_LIMIT rows it writes the
 * first ones and says so, in the sheet's last row and the `export-truncated`
 * header, instead of cutting silently.
 */
export async function sendXlsx(req: FastifyRequest, reply: FastifyReply, title: string, columns: ExportColumn[], rows: Record<string, unknown>[]): Promise<FastifyReply> {
  const name = (await screenText(req.lang, title)) ?? title;
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(sheetName(name), { views: [{ state: 'frozen', ySplit: 1 }] });
  const headers = await Promise.all(columns.map((c) => headerOf(req, c)));
  const label = await exportDictLabels(
    req,
    columns.flatMap((c) => (c.dict ? [c.dict] : [])),
  );
  const texts = columns.some((c) => c.options) ? await screenTexts(req.lang) : {};
  const option = (c: ExportColumn, v: unknown) => (v === null || v === undefined ? v : (texts[`${c.options}.${String(v)}`] ?? v));
  const lookup = await storedTextLookup(req.lang);
  const shown = (v: unknown) => (typeof v === 'string' ? resolveStoredText(lookup, v) : v);
  const zone = readerZone(req);
  const numFmt = dateTimeFormat(req.lang);
  const cellOf = (c: ExportColumn, row: Record<string, unknown>) => {
    const value = shown(c.format ? c.format(row[c.key], row, req) : c.dict ? label(c.dict, row[c.key]) : c.options ? option(c, row[c.key]) : row[c.key]);
    const ts = c.time || value instanceof Date ? instantOf(value) : undefined;
    return ts === undefined ? value : wallClockCell(ts, zone);
  };
  sheet.columns = columns.map((c, i) => ({ header: headers[i], key: c.key, width: c.width ?? 20 }));
  sheet.getRow(1).font = { bold: true };
  const truncated = rows.length > EXPORT_LIMIT;
  for (const row of truncated ? rows.slice(0, EXPORT_LIMIT) : rows) {
    const added = sheet.addRow(Object.fromEntries(columns.map((c) => [c.key, cellOf(c, row)])));
    added.eachCell((cell) => {
      if (cell.value instanceof Date) cell.numFmt = numFmt;
    });
  }
  if (truncated) {
    sheet.addRow([req.t('export.truncated', { limit: EXPORT_LIMIT })]).font = { italic: true };
    reply.header('export-truncated', String(EXPORT_LIMIT));
  }
  const buffer = Buffer.from(await book.xlsx.writeBuffer());
  const fileName = `${name.replace(/[\\/:*?"<>|]/g, ' ')}_${Date.now()}.xlsx`;
  return reply
    .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    .header('content-disposition', `attachment; filename*=utf-8''${encodeURIComponent(fileName)}`)
    .header('download-filename', encodeURIComponent(fileName))
    .header('access-control-expose-headers', 'download-filename, export-truncated')
    .send(buffer);
}

/**
 * What an uploaded workbook may unpack to. ExcelJS holds the unpacked XML and
 * its object model (several times the XML) in memory: a sheet of the largest
 * import (5,000 rows) unpacks to a few MB.
 */
const UPLOAD_ZIP_LIMITS: ZipLimits = { maxUnpackedBytes: 32 * 1024 * 1024, maxEntries: 2000 };

/**
 * The first sheet of an uploaded workbook as rows of trimmed cell texts
 * (a formula reads as its result, a long number as all its digits); blank
 * rows are skipped. An error when the bytes are not a workbook or hold more
 * than `maxRows` rows, so the caller can say which; a workbook that would
 * unpack to more than UPLOAD_ZIP_LIMITS is refused (400) before it is read.
 */
export async function readSheet(buffer: Buffer, maxRows: number): Promise<{ rows: { row: number; cells: string[] }[] } | { error: 'unreadable' | 'tooManyRows' }> {
  const zip = await checkZip(buffer, UPLOAD_ZIP_LIMITS);
  if (!zip.ok && zip.reason === 'tooLarge') throw badRequest('upload.unpackedTooLarge', { mb: UPLOAD_ZIP_LIMITS.maxUnpackedBytes / 1024 / 1024 });
  if (!zip.ok) return { error: 'unreadable' };
  const book = new ExcelJS.Workbook();
  try {
    await book.xlsx.load(buffer as unknown as ArrayBuffer);
  } catch {
    return { error: 'unreadable' };
  }
  const sheet = book.worksheets[0];
  if (!sheet) return { error: 'unreadable' };
  if (sheet.actualRowCount > maxRows) return { error: 'tooManyRows' };
  const rows: { row: number; cells: string[] }[] = [];
  sheet.eachRow((r, n) => {
    const cells: string[] = [];
    r.eachCell({ includeEmpty: true }, (cell, col) => void (cells[col - 1] = cellText(cell.value)));
    if (cells.some((c) => c !== '')) rows.push({ row: n, cells: Array.from(cells, (c) => c ?? '') });
  });
  return { rows };
}

function cellText(v: ExcelJS.CellValue): string {
  if (v === null || v === undefined) return '';
  if (v instanceof Date) return v.toISOString();
  if (typeof v === 'object') {
    if ('result' in v) return cellText(v.result as ExcelJS.CellValue);
    if ('richText' in v)
      return v.richText
        .map((t) => t.text)
        .join('')
        .trim();
    if ('text' in v) return String(v.text).trim();
    return '';
  }
  return String(v).trim();
}
