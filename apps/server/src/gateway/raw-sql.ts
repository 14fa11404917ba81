import { getTableName, is, sql, Table, type Column, type SQL } from 'drizzle-orm';

/** SQL text the gateway builds from its own constants, never from input. */
export const ident = (name: string): SQL => sql.raw(name);

/** The bare name of a table or column: drizzle would qualify a column with its table, which breaks queries that alias the table. */
export const nameOf = (x: Table | Column) => sql.identifier(is(x, Table) ? getTableName(x) : x.name);

/** `{"a":1}`-style JSON parameter read as a record set: one bind parameter for a whole batch, on both drivers. */
export const jsonParam = (value: unknown): SQL => sql`${JSON.stringify(value)}::json`;

/** SQLSTATE of a driver error, through drizzle's wrapper. */
export function sqlState(err: unknown): string | undefined {
  const e = err as { code?: unknown; cause?: { code?: unknown } };
  const code = typeof e?.code === 'string' ? e.code : typeof e?.cause?.code === 'string' ? e.cause.code : undefined;
  return code && /^[0-9A-Z]{5}$/.test(code) ? code : undefined;
}

/** Bad data (class 22) or a violated constraint (23): retrying the same message cannot succeed. */
export const isDataError = (err: unknown) => /^2[23]/.test(sqlState(err) ?? '');
