import { inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { dictLabel } from '@cniot/contract/dict-labels';
import { sysDictData } from '../db/schema/dict.ts';

export type DictLabel = (dictType: string, value: unknown) => unknown;

/**
 * Labels of the dictionaries an export shows, looked up once per export: a
 * cell shows what the console's tag shows (the catalogue's text in the
 * request's language, else the database label), the value itself when unknown;
 * a field holding several values (comma-separated) shows each one's label.
 */
export async function exportDictLabels(req: FastifyRequest, types: string[]): Promise<DictLabel> {
  if (!types.length) return (_type, value) => value;
  const rows = await req.server.db
    .select({ type: sysDictData.dictType, value: sysDictData.dictValue, label: sysDictData.dictLabel })
    .from(sysDictData)
    .where(inArray(sysDictData.dictType, [...new Set(types)]));
  const labels = new Map(rows.map((r) => [`${r.type}\u0000${r.value}`, r.label]));
  const one = (type: string, value: string) => dictLabel(req.lang, type, value, labels.get(`${type}\u0000${value}`));
  return (type, value) => {
    if (value === null || value === undefined) return value;
    const text = String(value);
    // Several values in one field (a feedback's problems, `1,3`): each its label.
    if (text.includes(',') && !labels.has(`${type}\u0000${text}`))
      return text
        .split(',')
        .map((v) => one(type, v.trim()))
        .join(', ');
    return one(type, text);
  };
}
