import { createHash } from 'node:crypto';
import { Column, is, sql, SQL, Subquery } from 'drizzle-orm';
import { PgDialect, PgTimestamp } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';

interface Statement<T> {
  execute(values?: Record<string, unknown>): Promise<T>;
}

interface Preparable<T> {
  prepare(name: string): Statement<T>;
}

/** What drizzle's prepared statements hold beyond their public type: the rendered text and values, and (node-postgres) the configs that name the statement. */
interface Rendered {
  queryString?: unknown;
  params?: unknown[];
  fields?: { path: string[]; field: unknown }[];
  customResultMapper?: (rows: unknown[][]) => unknown;
  queryConfig?: { name?: string; text?: string };
  rawQueryConfig?: { name?: string };
  client?: { query(config: object, values: unknown[]): Promise<{ rows: unknown[][] }> };
  /** How a kept statement is called (`callOf`). */
  call?: (values: unknown[]) => Promise<unknown>;
}

/** Distinct statement texts named per node; past this (search fields combine) the rest run unnamed, so no connection keeps an ever-growing set. */
const MAX_NAMED = 500;
const named = new Set<string>();

/** The statement name of a text: a digest, so one text always has one name and two texts never share one; undefined past MAX_NAMED. */
function nameFor(text: string): string | undefined {
  const name = `q${createHash('sha1').update(text).digest('hex').slice(0, 30)}`;
  if (!named.has(name)) {
    if (named.size >= MAX_NAMED) return undefined;
    named.add(name);
  }
  return name;
}

function namedStatement<T>(query: Preparable<T>): Statement<T> & Rendered {
  const statement = query.prepare('') as Statement<T> & Rendered;
  const name = typeof statement.queryString === 'string' ? nameFor(statement.queryString) : undefined;
  if (!name) return statement;
  if (statement.queryConfig) statement.queryConfig.name = name;
  if (statement.rawQueryConfig) statement.rawQueryConfig.name = name;
  return statement;
}

/**
 * Runs a drizzle select as a named statement: on node-postgres, PostgreSQL
 * parses and plans it once per connection instead of on every call (PGlite
 * ignores the name). The name is a digest of the text, so one text always
 * has one name and two texts never share one. The query is rendered once and
 * named afterwards: rendering a wide list's select costs about as much as the
 * rest of the request's own work.
 */
export function prepared<T>(query: Preparable<T>): Promise<T> {
  return namedStatement(query).execute();
}

interface Session {
  prepareQuery(query: { sql: string; params: unknown[] }, fields: undefined, name: string | undefined, arrayMode: false): { execute(): Promise<{ rows: unknown[] }> };
}

/** `rowsOf` as a named statement (see `prepared`): a raw select still rendered per call, but parsed once per connection. */
export async function preparedRows<T>(db: Db, query: SQL): Promise<T[]> {
  const rendered = dialect.sqlToQuery(query);
  const { session } = db as unknown as { session: Session };
  return (await session.prepareQuery(rendered, undefined, nameFor(rendered.sql), false).execute()).rows as T[];
}

const dialect = new PgDialect();
/** Texts given a number; past this a text stands for itself (`textToken`). */
const MAX_TOKENS = 2_000;
const tokens = new Map<string, string>();

/**
 * A short stand-in for a text in a key: `#` and a number per distinct text (or,
 * past MAX_TOKENS, the text prefixed with `|` and its length), so no two texts
 * share one and no sequence of them reads as another. A key of a few tokens
 * is not a page of SQL built and hashed again on every call.
 */
export function textToken(text: string): string {
  let token = tokens.get(text);
  if (token !== undefined) return token;
  if (tokens.size >= MAX_TOKENS) return `|${text.length}:${text}`;
  tokens.set(text, (token = `#${tokens.size}`));
  return token;
}

/** A part of a statement as rendered, and its token (`textToken`). */
interface Part {
  sql: string;
  params: unknown[];
  token: string;
}
const ABSENT: Part = { sql: '', params: [], token: '|-' };
/**
 * Each part rendered once per SQL object: a list's order and columns live as
 * long as the route, and its where (one per request) serves the page and the count.
 */
const rendered = new WeakMap<SQL, Part>();
function partOf(part: SQL | undefined) {
  if (!part) return ABSENT;
  let known = rendered.get(part);
  if (!known) {
    const query = dialect.sqlToQuery(part);
    rendered.set(part, (known = { ...query, token: textToken(query.sql) }));
  }
  return known;
}
/** Shapes kept per statement cache; a search past this many combinations is rendered each time. */
const MAX_SHAPES = 200;

/** Rendered statements of one query builder (a list's page), by the text of what varies between its calls. */
export type StatementCache = Map<string, Statement<unknown> | null>;

/** A statement ready to run, and its full text (a key for what is remembered about its answers). */
export interface Shaped<T> {
  text: string;
  values: unknown[];
  run(): Promise<T>;
}

/**
 * A named select rendered once per shape instead of once per call: `varying`
 * is everything of the select whose text may change between calls (the SQL
 * fields of its select list, its where, its order, in that order) and `tail`
 * its limit and offset. Only those parts are rendered, each once; their text
 * names the full statement, kept with its values turned into placeholders.
 * The first render of a shape checks that the full statement's values are
 * exactly `varying`'s followed by `tail`; a shape where they are not is never
 * kept. `cache` belongs to one query builder (one list's page) on one database.
 * `forJson`: the rows are only ever sent as JSON, so a timestamp may come back
 * as the text JSON would make of its Date (`jsonTimestamp`).
 */
export function shaped<T>(cache: StatementCache, varying: (SQL | undefined)[], tail: number[], build: () => Preparable<T>, opts: { forJson?: boolean } = {}): Shaped<T> {
  // One pass, no intermediate arrays: this runs for every page and count.
  let key = String(tail.length);
  const values: unknown[] = [];
  for (const part of varying) {
    const p = partOf(part);
    key += p.token;
    for (const v of p.params) values.push(v);
  }
  for (const v of tail) values.push(v);
  const known = cache.get(key) as (Statement<T> & Rendered) | null | undefined;
  if (known) return { text: known.queryString as string, values, run: () => known.call!(values) as Promise<T> };
  const statement = namedStatement(build());
  const text = String(statement.queryString);
  const same = known === undefined && statement.params?.length === values.length && statement.params.every((v, i) => Object.is(v, values[i]));
  if (known === undefined && cache.size < MAX_SHAPES) cache.set(key, same ? (statement as Statement<unknown>) : null);
  if (!same) return { text, values: statement.params ?? [], run: () => statement.execute() };
  statement.params = values.map((_, i) => sql.placeholder(String(i)));
  const rows = flatRows(statement.fields, opts.forJson);
  if (rows) statement.customResultMapper = rows;
  const call = (statement.call = callOf(statement));
  return { text, values, run: () => call(values) as Promise<T> };
}

/**
 * A kept statement's call. On node-postgres with a row mapper of ours, the
 * pool gets the very config and values drizzle's `execute` would hand it and
 * the mapper the rows, without execute's nest of async wrappers, tracing spans
 * and placeholder filling around the one query; otherwise drizzle runs it.
 */
function callOf(statement: Statement<unknown> & Rendered): (values: unknown[]) => Promise<unknown> {
  const { client, queryConfig, customResultMapper: map } = statement;
  if (client && map && typeof queryConfig?.text === 'string') return (values) => client.query(queryConfig, values).then((result) => map(result.rows));
  return (values) => statement.execute(values as unknown as Record<string, unknown>);
}

interface Decoder {
  mapFromDriverValue(value: unknown): unknown;
}

/** drizzle keeps an SQL field's decoder (`mapWith`) out of its public type. */
const decoderOf = (s: SQL) => (s as unknown as { decoder: Decoder }).decoder;

/**
 * drizzle's row mapping for a select of plain fields (no joined tables),
 * with each field's decoder found once per statement instead of once per
 * value: drizzle tells the kind of every field again for every cell.
 */
function flatRows(fields: Rendered['fields'], forJson = false): Rendered['customResultMapper'] {
  if (!fields || fields.some((f) => f.path.length !== 1)) return undefined;
  const keys = fields.map((f) => f.path[0]);
  const decoders = fields.map(({ field }): Decoder => {
    if (forJson && is(field, PgTimestamp)) return jsonTimestamp(field);
    if (is(field, Column)) return field;
    if (is(field, SQL)) return decoderOf(field);
    if (is(field, Subquery)) return decoderOf((field as unknown as { _: { sql: SQL } })._.sql);
    return decoderOf((field as SQL.Aliased).sql);
  });
  const build = rowLiteral(keys);
  if (build) return (rows) => rows.map((row) => build(row, decoders));
  return (rows) =>
    rows.map((row) => {
      const out: Record<string, unknown> = {};
      for (let i = 0; i < keys.length; i++) out[keys[i]] = row[i] === null ? null : decoders[i].mapFromDriverValue(row[i]);
      return out;
    });
}

type RowLiteral = (row: unknown[], decoders: Decoder[]) => Record<string, unknown>;

/**
 * The row as one object literal, compiled once per statement: each row is made
 * with all its fields at once instead of growing key by key: for a device
 * list's twenty-odd columns over ten times faster, with a third of the garbage. The
 * keys are the select's own property names, written as JSON string literals;
 * `__proto__` would set the prototype in a literal, so such a select keeps the loop.
 */
function rowLiteral(keys: string[]): RowLiteral | undefined {
  if (keys.includes('__proto__')) return undefined;
  const fields = keys.map((key, i) => `${JSON.stringify(key)}: row[${i}] === null ? null : d[${i}].mapFromDriverValue(row[${i}])`);
  return new Function('row', 'd', `return { ${fields.join(', ')} };`) as RowLiteral;
}

/** PostgreSQL's text of a UTC timestamp: date, time, up to 6 digits of fraction, and `+00` when it has a zone. */
const UTC_TEXT = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2})(?:\.(\d{1,6}))?(\+00)?$/;

/**
 * A timestamp column's value as `JSON.stringify` writes the Date drizzle
 * would make of it (`2026-11-24T22:31:20.123Z`), by rearranging the text when
 * it is in UTC (the servers' and PGlite's zone); anything else goes through
 * the Date. Twenty rows of a device list hold over a hundred timestamps, and
 * making and printing a Date each was a tenth of a millisecond per page.
 */
function jsonTimestamp(column: Column & { withTimezone: boolean }): Decoder {
  return {
    mapFromDriverValue(value) {
      const m = typeof value === 'string' ? UTC_TEXT.exec(value) : null;
      if (!m || !m[4] !== !column.withTimezone) return column.mapFromDriverValue(value as string);
      return `${m[1]}T${m[2]}.${(m[3] ?? '').padEnd(3, '0').slice(0, 3)}Z`;
    },
  };
}

/** The fields of a select list whose text is not fixed by the table (looked-up names, caller-dependent columns). */
export const sqlFields = (fields: Record<string, unknown>): SQL[] => Object.values(fields).filter((f): f is SQL => is(f, SQL));
