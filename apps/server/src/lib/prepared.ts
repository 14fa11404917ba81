import { createHash } from 'node:crypto';

interface Preparable<T> {
  prepare(name: string): { execute(): Promise<T> };
}

/** What drizzle's prepared statements hold beyond their public type: the rendered text, and (node-postgres) the configs that name the statement. */
interface Rendered {
  queryString?: unknown;
  queryConfig?: { name?: string };
  rawQueryConfig?: { name?: string };
}

/** Distinct statement texts named per node; past this (search fields combine) the rest run unnamed, so no connection keeps an ever-growing set. */
const MAX_NAMED = 500;
const named = new Set<string>();

/**
 * Runs a drizzle select as a named statement: on node-postgres, PostgreSQL
 * parses and plans it once per connection instead of on every call (PGlite
 * ignores the name). The name is a digest of the text, so one text always
 * has one name and two texts never share one. The query is rendered once and
 * named afterwards: rendering a wide list's select costs about as much as the
 * rest of the request's own work.
 */
export function prepared<T>(query: Preparable<T>): Promise<T> {
  const statement = query.prepare('');
  const rendered = statement as Rendered;
  if (typeof rendered.queryString !== 'string') return statement.execute();
  const name = `q${createHash('sha1').update(rendered.queryString).digest('hex').slice(0, 30)}`;
  if (!named.has(name)) {
    if (named.size >= MAX_NAMED) return statement.execute();
    named.add(name);
  }
  if (rendered.queryConfig) rendered.queryConfig.name = name;
  if (rendered.rawQueryConfig) rendered.rawQueryConfig.name = name;
  return statement.execute();
}
