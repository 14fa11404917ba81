import { and, asc, eq, inArray, notInArray } from 'drizzle-orm';
import type { DbTable, GenColumn, GenTable } from '@cniot/contract/tools/codegen';
import type { Db } from '../../../db/client.ts';
import { genTable, genTableColumn } from '../../../db/schema/codegen.ts';
import { badRequest, conflict, notFound } from '../../../lib/errors.ts';
import { screenTables } from '../../../lib/screen-tables.ts';
import { databaseTables, tableColumns, tableExtras, type DbColumn } from './db-tables.ts';
import { columnDefaults, tableDefaults, zodTypeOf } from './defaults.ts';

export type StoredTable = GenTable & { tableId: number };

/** Tables that are the generator's own or the migrator's: never a screen. */
const INTERNAL = /^(gen_|schema_migrations$)/;

/** Tables the generator offers: no screen, not imported, not internal. */
export async function importableTables(db: Db): Promise<DbTable[]> {
  const imported = new Set((await db.select({ name: genTable.tableName }).from(genTable)).map((r) => r.name));
  const screens = screenTables();
  return (await databaseTables(db))
    .filter((t) => !INTERNAL.test(t.tableName) && !screens.has(t.tableName) && !imported.has(t.tableName))
    .map((t) => ({ tableName: t.tableName, tableComment: t.comment }));
}

/** The columns of a table a screen can be generated for, or a localized refusal naming what is missing. */
async function screenColumns(db: Db, name: string): Promise<DbColumn[]> {
  const columns = await tableColumns(db, name);
  if (!columns.length) throw notFound('codegen.noSuchTable', { name });
  const keys = columns.filter((c) => c.isPk);
  if (keys.length !== 1 || zodTypeOf(keys[0].dataType) !== 'integer') throw badRequest('codegen.noPrimaryKey', { name });
  const unsupported = columns.find((c) => !zodTypeOf(c.dataType));
  if (unsupported) throw badRequest('codegen.unsupportedType', { column: unsupported.columnName, type: unsupported.dbType });
  return columns;
}

const facts = (c: DbColumn) => ({
  columnName: c.columnName,
  ordinal: c.ordinal,
  dbType: c.dbType,
  isPk: c.isPk,
  isIdentity: c.isIdentity,
  nullable: c.nullable,
  defaultValue: c.defaultValue?.slice(0, 500) ?? null,
  columnComment: c.comment.slice(0, 500),
  maxLength: c.maxLength,
});

/** Imports tables with the default settings; all or none. */
export async function importTables(tx: Db, names: string[], by: string): Promise<number[]> {
  const offered = new Map((await importableTables(tx)).map((t) => [t.tableName, t.tableComment]));
  const ids: number[] = [];
  for (const name of names) {
    const columns = await screenColumns(tx, name);
    const comment = offered.get(name);
    if (comment === undefined) {
      const [imported] = await tx.select({ id: genTable.tableId }).from(genTable).where(eq(genTable.tableName, name));
      throw imported ? conflict('codegen.imported', { name }) : badRequest('codegen.hasScreen', { name });
    }
    const [row] = await tx
      .insert(genTable)
      .values({ ...tableDefaults(name, comment, columns), createBy: by })
      .returning({ id: genTable.tableId });
    await tx.insert(genTableColumn).values(columns.map((c) => ({ tableId: row.id, ...facts(c), ...columnDefaults(c) })));
    ids.push(row.id);
  }
  return ids;
}

/**
 * Reads the table's columns again: new ones get the defaults, gone ones go,
 * the remaining keep what the user set and take the database's new facts.
 */
export async function synchronize(tx: Db, name: string, by: string): Promise<void> {
  const [table] = await tx.select().from(genTable).where(eq(genTable.tableName, name));
  if (!table) throw notFound();
  const columns = await screenColumns(tx, name);
  const names = columns.map((c) => c.columnName);
  await tx.delete(genTableColumn).where(and(eq(genTableColumn.tableId, table.tableId), notInArray(genTableColumn.columnName, names)));
  const stored = await tx.select({ name: genTableColumn.columnName, dbType: genTableColumn.dbType }).from(genTableColumn).where(eq(genTableColumn.tableId, table.tableId));
  const kept = new Map(stored.map((r) => [r.name, r.dbType]));
  for (const c of columns) {
    if (kept.has(c.columnName)) {
      // The value type the user chose stays while the column's type does; a new type brings its own.
      const retyped = kept.get(c.columnName) === c.dbType ? {} : { zodType: zodTypeOf(c.dataType)! };
      await tx
        .update(genTableColumn)
        .set({ ...facts(c), ...retyped })
        .where(and(eq(genTableColumn.tableId, table.tableId), eq(genTableColumn.columnName, c.columnName)));
    } else await tx.insert(genTableColumn).values({ tableId: table.tableId, ...facts(c), ...columnDefaults(c) });
  }
  const { comment } = await tableExtras(tx, name);
  await tx
    .update(genTable)
    .set({ tableComment: comment.slice(0, 500), scoped: table.scoped && names.includes('dept_id'), updateBy: by, updateTime: new Date() })
    .where(eq(genTable.tableId, table.tableId));
}

/** An imported table and its columns in the database's order. */
export async function readTable(db: Db, id: number): Promise<{ table: StoredTable; columns: GenColumn[] }> {
  const [row] = await db.select().from(genTable).where(eq(genTable.tableId, id));
  if (!row) throw notFound();
  const columns = await db.select().from(genTableColumn).where(eq(genTableColumn.tableId, id)).orderBy(asc(genTableColumn.ordinal));
  const { createBy: _cb, createTime: _ct, updateBy: _ub, updateTime: _ut, ...table } = row;
  return { table, columns: columns.map((c) => ({ ...c, widget: c.widget as GenColumn['widget'], zodType: c.zodType as GenColumn['zodType'], searchOp: c.searchOp as GenColumn['searchOp'] })) };
}

export async function tableIdsByName(db: Db, names: string[]): Promise<number[]> {
  const rows = await db.select({ id: genTable.tableId, name: genTable.tableName }).from(genTable).where(inArray(genTable.tableName, names));
  const missing = names.find((n) => !rows.some((r) => r.name === n));
  if (missing) throw notFound('codegen.noSuchTable', { name: missing });
  return names.map((n) => rows.find((r) => r.name === n)!.id);
}
