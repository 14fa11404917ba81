import type { FastifyRequest } from 'fastify';
import { badRequest } from './errors.ts';
import { receiveUpload } from './upload.ts';
import { readSheet } from './xlsx.ts';

export type ImportField = 'code' | 'key' | 'wnType' | 'wnModel' | 'power';
export interface SheetRow {
  row: number;
  values: Partial<Record<ImportField, string>>;
}

/** At most this many rows per file: one transaction, and an answer the console can still show. */
export const MAX_IMPORT_ROWS = 5000;

/** Header names (lower case, without spaces, _ or -) the import understands. */
const HEADERS: Record<string, ImportField> = {
  wnid: 'code',
  deviceid: 'code',
  devicecode: 'code',
  code: 'code',
  privatekey: 'key',
  devicekey: 'key',
  key: 'key',
  wntype: 'wnType',
  type: 'wnType',
  wnmodel: 'wnModel',
  model: 'wnModel',
  power: 'power',
};
const POSITIONAL: ImportField[] = ['code', 'key', 'wnType', 'wnModel', 'power'];
const normal = (s: string) => s.toLowerCase().replace(/[\s_-]/g, '');

/**
 * The uploaded .xlsx as device rows. With a header row naming a code column
 * the columns are found by name, in any order; without one the columns are
 * code, key, type, model, power and the first row is data.
 */
export async function uploadedRows(req: FastifyRequest): Promise<SheetRow[]> {
  const { buffer } = await receiveUpload(req, { types: ['xlsx'] });
  const sheet = await readSheet(buffer, MAX_IMPORT_ROWS + 1);
  if ('error' in sheet) throw sheet.error === 'tooManyRows' ? badRequest('device.import.tooManyRows', { max: MAX_IMPORT_ROWS }) : badRequest('device.import.badFile');
  const [first, ...rest] = sheet.rows;
  if (!first) throw badRequest('device.import.noRows');
  const named = first.cells.map((c) => HEADERS[normal(c)]);
  const header = named.includes('code');
  const fields = header ? named : POSITIONAL;
  const rows = (header ? rest : sheet.rows).map(({ row, cells }) => ({
    row,
    values: Object.fromEntries(fields.flatMap((f, i) => (f && cells[i] ? [[f, cells[i]]] : []))) as SheetRow['values'],
  }));
  if (rows.length === 0) throw badRequest('device.import.noRows');
  return rows;
}
