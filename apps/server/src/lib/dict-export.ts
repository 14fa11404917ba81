import { inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { dictLabel } from '@cniot/contract/dict-labels';
import { sysDictData } from '../db/schema/dict.ts';

export type DictLabel = (dictType: string, value: unknown) => unknown;

/**
 * Labels of the dictionaries an export shows, looked up once per export: a
 * cell shows what the console's tag shows (the catalogue's text in the
 * request's language, else the database label), the value itself when unknown.
 */
export async function exportDictLabels(req: FastifyRequest, types: string[]): Promise<DictLabel> {
  if (!types.length) return (_type, value) => value;
  const rows = await req.server.db
    .select({ type: sysDictData.dictType, value: sysDictData.dictValue, label: sysDictData.dictLabel })
    .from(sysDictData)
    .where(inArray(sysDictData.dictType, [...new Set(types)]));
  const labels = new Map(rows.map((r) => [`${r.type}\u0000${r.value}`, r.label]));
  return (type, value) => (value === null || value === undefined ? value : dictLabel(req.lang, type, String(value), labels.get(`${type}\u0000${String(value)}`)));
}
