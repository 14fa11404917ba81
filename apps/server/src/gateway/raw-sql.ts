import { getTableName, is, sql, Table, type Column, type SQL } from 'drizzle-orm';

/** SQL text the gateway builds from its own constants, never from input. */
export const ident = (name: string): SQL => sql.raw(name);

/** The bare name of a table or column: drizzle would qualify a column with its table, which breaks queries that alias the table. */
export const nameOf = (x: Table | Column) => sql.identifier(is(x, Table) ? getTableName(x) : x.name);

/** `{"a":1}`-style JSON parameter read as a record set: one bind parameter for a whole batch, on both drivers. */
export const jsonParam = (value: unknown): SQL => sql`${JSON.stringify(value)}::json`;
