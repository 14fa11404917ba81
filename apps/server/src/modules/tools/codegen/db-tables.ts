import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../../db/client.ts';

/** A column as the database describes it. */
export interface DbColumn {
  columnName: string;
  ordinal: number;
  /** format_type(): `character varying(64)`, `numeric(10,2)`, `timestamp with time zone` … */
  dbType: string;
  /** information_schema's data_type, without length or precision. */
  dataType: string;
  maxLength: number | null;
  isPk: boolean;
  isIdentity: boolean;
  nullable: boolean;
  defaultValue: string | null;
  comment: string;
}

export interface DbTableInfo {
  tableName: string;
  comment: string;
}

/** The ordinary tables of the current schema, without partitions (they belong to their parent). */
export async function databaseTables(db: Db): Promise<DbTableInfo[]> {
  const rows = await rowsOf<{ table_name: string; comment: string | null }>(
    db,
    sql`select t.table_name, obj_description(c.oid, 'pg_class') as comment
        from information_schema.tables t
        join pg_class c on c.relname = t.table_name and c.relnamespace = to_regnamespace(t.table_schema)
        where t.table_schema = current_schema() and t.table_type = 'BASE TABLE' and not c.relispartition
        order by t.table_name`,
  );
  return rows.map((r) => ({ tableName: r.table_name, comment: r.comment ?? '' }));
}

/** The columns of one table in their order, or none when there is no such table. */
export async function tableColumns(db: Db, tableName: string): Promise<DbColumn[]> {
  const rows = await rowsOf<{
    column_name: string;
    ordinal: number;
    db_type: string;
    data_type: string;
    len: number | null;
    is_pk: boolean;
    is_identity: string;
    is_nullable: string;
    column_default: string | null;
    comment: string | null;
  }>(
    db,
    sql`select col.column_name, col.ordinal_position as ordinal, format_type(a.atttypid, a.atttypmod) as db_type, col.data_type,
          col.character_maximum_length as len, col.is_identity, col.is_nullable, col.column_default,
          col_description(a.attrelid, a.attnum) as comment,
          exists (select 1 from pg_constraint k where k.conrelid = a.attrelid and k.contype = 'p' and a.attnum = any(k.conkey)) as is_pk
        from information_schema.columns col
        join pg_attribute a on a.attrelid = to_regclass(quote_ident(col.table_schema) || '.' || quote_ident(col.table_name)) and a.attname = col.column_name
        where col.table_schema = current_schema() and col.table_name = ${tableName}
        order by col.ordinal_position`,
  );
  return rows.map((r) => ({
    columnName: r.column_name,
    ordinal: Number(r.ordinal),
    dbType: r.db_type,
    dataType: r.data_type,
    maxLength: r.len === null ? null : Number(r.len),
    isPk: r.is_pk,
    isIdentity: r.is_identity === 'YES',
    nullable: r.is_nullable === 'YES',
    defaultValue: r.column_default,
    comment: r.comment ?? '',
  }));
}

/** The table's comment, and the statements beyond its columns a migration must repeat: constraints and indexes. */
export async function tableExtras(db: Db, tableName: string): Promise<{ comment: string; constraints: string[]; indexes: string[] }> {
  const [table] = await rowsOf<{ comment: string | null }>(db, sql`select obj_description(to_regclass(${tableName}), 'pg_class') as comment`);
  const constraints = await rowsOf<{ name: string; def: string }>(
    db,
    sql`select conname as name, pg_get_constraintdef(oid) as def from pg_constraint
        where conrelid = to_regclass(${tableName}) and contype <> 'p' and contype <> 'n' order by conname`,
  );
  // Indexes behind a constraint come back with the constraint.
  const indexes = await rowsOf<{ def: string }>(
    db,
    sql`select pg_get_indexdef(i.indexrelid) as def from pg_index i
        where i.indrelid = to_regclass(${tableName})
          and not exists (select 1 from pg_constraint k where k.conindid = i.indexrelid and k.conrelid = i.indrelid)
        order by 1`,
  );
  return {
    comment: table?.comment ?? '',
    constraints: constraints.map((c) => `alter table ${tableName} add constraint ${c.name} ${c.def};`),
    indexes: indexes.map((i) => `${i.def.replace(/ ON \w+\./, ' ON ')};`),
  };
}
