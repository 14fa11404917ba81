import type { GenColumn, GenFile } from '@cniot/contract/tools/codegen';
import { commentText, namesOf, quote, type GenModel } from './model.ts';

/** The Drizzle builder of a database type (format_type's spelling) and its options. */
function builderOf(dbType: string): { fn: string; options?: string } {
  let m: RegExpExecArray | null;
  if ((m = /^character varying(?:\((\d+)\))?$/.exec(dbType))) return { fn: 'varchar', options: m[1] && `{ length: ${m[1]} }` };
  if ((m = /^character(?:\((\d+)\))?$/.exec(dbType))) return { fn: 'char', options: `{ length: ${m[1] ?? 1} }` };
  if ((m = /^numeric(?:\((\d+),(\d+)\))?$/.exec(dbType))) return { fn: 'numeric', options: m[1] ? `{ precision: ${m[1]}, scale: ${m[2]}, mode: 'number' }` : "{ mode: 'number' }" };
  if ((m = /^timestamp(?:\((\d)\))? with(out)? time zone$/.exec(dbType))) {
    const precision = m[1] ? `, precision: ${m[1]}` : '';
    return { fn: 'timestamp', options: m[2] ? `{ mode: 'date'${precision} }` : `{ withTimezone: true, mode: 'date'${precision} }` };
  }
  const simple: Record<string, { fn: string; options?: string }> = {
    text: { fn: 'text' },
    uuid: { fn: 'uuid' },
    smallint: { fn: 'smallint' },
    integer: { fn: 'integer' },
    bigint: { fn: 'bigint', options: "{ mode: 'number' }" },
    real: { fn: 'real' },
    'double precision': { fn: 'doublePrecision' },
    boolean: { fn: 'boolean' },
    date: { fn: 'date', options: "{ mode: 'string' }" },
  };
  return simple[dbType];
}

/** A serial column's default: the sequence the migration's serial type creates. */
export const isSerial = (c: GenColumn) => !!c.defaultValue?.startsWith('nextval(');

/** The default as Drizzle says it: a literal when it is one, else the database's expression. */
function defaultOf(c: GenColumn): { text: string; sql: boolean } | undefined {
  const d = c.defaultValue;
  if (d === null) return undefined;
  if (/^(now\(\)|CURRENT_TIMESTAMP)$/i.test(d)) return { text: '.defaultNow()', sql: false };
  if (/^(true|false)$/.test(d)) return { text: `.default(${d})`, sql: false };
  const number = /^'?(-?\d+(?:\.\d+)?)'?(?:::[\w ]+)?$/.exec(d);
  if (number && (c.zodType === 'integer' || c.zodType === 'number')) return { text: `.default(${Number(number[1])})`, sql: false };
  const text = /^'((?:[^']|'')*)'(?:::[\w ]+)?$/.exec(d);
  if (text && c.zodType === 'string') return { text: `.default(${quote(text[1].replace(/''/g, "'"))})`, sql: false };
  return { text: `.default(sql\`${d.replace(/[`\\]/g, '\\$&').replace(/\$\{/g, '\\${')}\`)`, sql: true };
}

function columnLine(c: GenColumn): { line: string; fn: string; sql: boolean } {
  const b = builderOf(c.dbType);
  const def = defaultOf(c);
  const chain = [c.isPk ? '.primaryKey()' : '', c.isIdentity ? '.generatedByDefaultAsIdentity()' : '', !c.nullable && !c.isPk ? '.notNull()' : '', def?.text ?? ''].join('');
  return { line: `  ${c.fieldName}: ${b.fn}(${quote(c.columnName)}${b.options ? `, ${b.options}` : ''})${chain},`, fn: b.fn, sql: !!def?.sql };
}

/** `apps/server/src/db/schema/<name>.ts`: the table for Drizzle, property names being the manifest's field names. */
export function drizzleFile(m: GenModel, migration: string): GenFile {
  const n = namesOf(m);
  const columns = m.columns.map(columnLine);
  const builders = [...new Set(['pgTable', ...columns.map((c) => c.fn)])].sort();
  const lines = [
    ...(columns.some((c) => c.sql) ? ["import { sql } from 'drizzle-orm';"] : []),
    `import { ${builders.join(', ')} } from 'drizzle-orm/pg-core';`,
    '',
    `/** ${commentText(m.table.title)} (${migration}). */`,
    `export const ${n.table} = pgTable(${quote(m.table.tableName)}, {`,
    ...columns.map((c) => c.line),
    '});',
    '',
  ];
  return { path: `apps/server/src/db/schema/${n.file}.ts`, language: 'typescript', kind: 'create', content: lines.join('\n') };
}
