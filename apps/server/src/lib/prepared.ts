import { createHash } from 'node:crypto';

interface Preparable<T> {
  toSQL(): { sql: string };
  prepare(name: string): { execute(): Promise<T> };
  execute(): Promise<T>;
}

/** Distinct statement texts named per node; past this (search fields combine) the rest run unnamed, so no connection keeps an ever-growing set. */
const MAX_NAMED = 500;
const named = new Set<string>();

/**
 * Runs a drizzle select as a named statement: on node-postgres, PostgreSQL
 * parses and plans it once per connection instead of on every call (PGlite
 * ignores the name). The name is a digest of the text, so one text always
 * has one name and two texts never share one.
 */
export function prepared<T>(query: Preparable<T>): Promise<T> {
  const name = `q${createHash('sha1').update(query.toSQL().sql).digest('hex').slice(0, 30)}`;
  if (!named.has(name)) {
    if (named.size >= MAX_NAMED) return query.execute();
    named.add(name);
  }
  return query.prepare(name).execute();
}
