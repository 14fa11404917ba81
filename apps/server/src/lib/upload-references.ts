import { getTableName, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { rowsOf, type Db } from '../db/client.ts';

export interface UploadColumn {
  table: string;
  column: string;
}

const columns = new Map<string, UploadColumn>();

/**
 * Declares columns whose text names uploaded files: one path, a comma list,
 * a link or rich-text HTML with pictures. The upload cleanup keeps every file
 * named in one of them and removes the others after a grace period, so a
 * module storing upload paths must declare its columns (manifestCrud does it
 * for image, file and editor fields; modules declare the rest).
 */
export function declareUploadColumns(...cols: AnyPgColumn[]): void {
  for (const c of cols) {
    const table = getTableName(c.table);
    columns.set(`${table}.${c.name}`, { table, column: c.name });
  }
}

export function uploadColumns(): UploadColumn[] {
  return [...columns.values()].sort((a, b) => `${a.table}.${a.column}`.localeCompare(`${b.table}.${b.column}`));
}

/** Stored random names are hex with an extension under dated folders; a path ends at anything else (quote, comma, query). */
const PATH_IN_TEXT = '/files/([A-Za-z0-9_./-]+)';

/** Every `/files/…` path a declared column names, whatever surrounds it (an origin, HTML, a list). */
export async function namedUploads(db: Db): Promise<Set<string>> {
  const named = new Set<string>();
  for (const { table, column } of uploadColumns()) {
    const t = sql.identifier(table);
    const c = sql.identifier(column);
    const rows = await rowsOf<{ f: string }>(db, sql`select distinct m[1] as f from ${t}, regexp_matches(${c}, ${PATH_IN_TEXT}, 'g') as m where ${c} like '%/files/%'`);
    for (const { f } of rows) named.add(`/files/${f}`);
  }
  return named;
}
