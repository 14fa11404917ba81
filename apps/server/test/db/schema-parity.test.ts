import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { is, sql } from 'drizzle-orm';
import { bigint, getTableConfig, PgTable, pgTable, varchar } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf, type Database } from '../../src/db/client.ts';
import { freshDatabase } from '../helpers/app.ts';

/** What both sides can say about a column, in information_schema's words. */
interface Column {
  type: string;
  nullable: boolean;
  hasDefault: boolean;
}
type Columns = Map<string, Map<string, Column>>;

interface InfoColumn {
  table_name: string;
  column_name: string;
  data_type: string;
  array_type: string | null;
  len: number | null;
  prec: number | null;
  scale: number | null;
  is_nullable: string;
  column_default: string | null;
  is_identity: string;
}

const SCHEMA_DIR = fileURLToPath(new URL('../../src/db/schema/', import.meta.url));

async function schemaModules(): Promise<Map<string, PgTable[]>> {
  const byFile = new Map<string, PgTable[]>();
  for (const file of fs.readdirSync(SCHEMA_DIR).filter((f) => f.endsWith('.ts'))) {
    const mod: Record<string, unknown> = await import(pathToFileURL(path.join(SCHEMA_DIR, file)).href);
    byFile.set(
      file,
      Object.values(mod).filter((x): x is PgTable => is(x, PgTable)),
    );
  }
  return byFile;
}

/** Drizzle's SQL type spelled as information_schema spells it (an array's element length is not in information_schema). */
function canonical(drizzleType: string): string {
  const array = drizzleType.endsWith('[]');
  return (array ? drizzleType.replace(/\(.*\)/, '') : drizzleType)
    .replace(/^timestamp ?\(\d+\)/, 'timestamp')
    .replace(/^timestamp$/, 'timestamp without time zone')
    .replace(/^varchar/, 'character varying')
    .replace(/^char\b/, 'character')
    .replace(/^numeric\((\d+)\)/, 'numeric($1,0)')
    .replace(/, /g, ',');
}

function drizzleColumns(tables: PgTable[]): Columns {
  return new Map(
    tables.map((table) => {
      const { name, columns } = getTableConfig(table);
      const described = columns.map((c): [string, Column] => [
        c.name,
        { type: canonical(c.getSQLType()), nullable: !c.notNull, hasDefault: c.default !== undefined || c.generatedIdentity !== undefined },
      ]);
      return [name, new Map(described)];
    }),
  );
}

const infoType = (r: InfoColumn) =>
  r.data_type === 'ARRAY' ? r.array_type! : r.len !== null ? `${r.data_type}(${r.len})` : r.data_type === 'numeric' && r.prec !== null ? `numeric(${r.prec},${r.scale})` : r.data_type;

async function databaseColumns(database: Database): Promise<Columns> {
  const rows = await rowsOf<InfoColumn>(
    database.db,
    sql`select table_name, column_name, data_type,
          case when data_type = 'ARRAY' then udt_name::text::regtype::text end as array_type,
          character_maximum_length as len, numeric_precision as prec, numeric_scale as scale,
          is_nullable, column_default, is_identity
        from information_schema.columns where table_schema = current_schema()`,
  );
  const out: Columns = new Map();
  for (const r of rows) {
    const table = out.get(r.table_name) ?? new Map<string, Column>();
    table.set(r.column_name, { type: infoType(r), nullable: r.is_nullable === 'YES', hasDefault: r.column_default !== null || r.is_identity === 'YES' });
    out.set(r.table_name, table);
  }
  return out;
}

const describeColumn = (c: Column | undefined) => (c ? `${c.type} ${c.nullable ? 'null' : 'not null'}${c.hasDefault ? ' default' : ''}` : 'no such column');

/** One line per column on which the two disagree, for every table Drizzle declares. */
function columnDiff(drizzle: Columns, database: Columns): string[] {
  const lines: string[] = [];
  for (const [table, declared] of drizzle) {
    const actual = database.get(table);
    if (!actual) {
      lines.push(`${table}: drizzle declares it, database has no such table`);
      continue;
    }
    for (const name of new Set([...declared.keys(), ...actual.keys()])) {
      const [d, a] = [declared.get(name), actual.get(name)];
      if (describeColumn(d) !== describeColumn(a)) lines.push(`${table}.${name}: drizzle says ${describeColumn(d)}, database says ${describeColumn(a)}`);
    }
  }
  return lines.sort();
}

describe('Drizzle schema and migrations', () => {
  let database: Database;
  let drop: () => Promise<void>;
  let modules: Map<string, PgTable[]>;
  beforeAll(async () => {
    // Migrated by the global setup from migrations/*.sql, exactly as every other server test gets it.
    ({ database, drop } = await freshDatabase());
    modules = await schemaModules();
  });
  afterAll(() => drop());

  it('finds the tables of every schema module', () => {
    for (const [file, tables] of modules) expect({ file, tables: tables.length }).not.toEqual({ file, tables: 0 });
  });

  it('declares every table as the migrations create it: columns, types, nullability, defaults', async () => {
    expect(columnDiff(drizzleColumns([...modules.values()].flat()), await databaseColumns(database))).toEqual([]);
  });

  it('names each column on which a declaration disagrees with the database', async () => {
    const wrong = pgTable('sys_config', {
      configId: bigint('config_id', { mode: 'number' }).primaryKey(),
      configKey: varchar('config_key', { length: 50 }),
      invented: varchar('invented', { length: 8 }),
    });
    const diff = columnDiff(drizzleColumns([wrong, pgTable('no_such_table', {})]), await databaseColumns(database));
    expect(diff).toContain('no_such_table: drizzle declares it, database has no such table');
    expect(diff).toContain('sys_config.config_id: drizzle says bigint not null, database says bigint not null default');
    expect(diff).toContain('sys_config.config_key: drizzle says character varying(50) null, database says character varying(100) not null');
    expect(diff).toContain('sys_config.invented: drizzle says character varying(8) null, database says no such column');
    expect(diff).toContain('sys_config.config_value: drizzle says no such column, database says character varying(500) not null default');
  });
});
