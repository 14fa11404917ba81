import { DrizzleQueryError } from 'drizzle-orm';

/** SQLSTATE of a driver error, through drizzle's wrapper. */
export function sqlState(err: unknown): string | undefined {
  const e = err as { code?: unknown; cause?: { code?: unknown } };
  const code = typeof e?.code === 'string' ? e.code : typeof e?.cause?.code === 'string' ? e.cause.code : undefined;
  return code && /^[0-9A-Z]{5}$/.test(code) ? code : undefined;
}

/** Bad data (class 22), a violated constraint (23) or a value past a limit of the database (54): retrying the same data cannot succeed. */
export const isDataError = (err: unknown) => /^2[23]|^54/.test(sqlState(err) ?? '');

/**
 * What a log may keep of an error. Drizzle's message and stack carry every
 * parameter of the failed query (device keys, configuration values, password
 * hashes): a query error is logged as its SQL state, the driver's message and
 * the statement, never its parameters.
 */
export function loggableError(err: unknown): unknown {
  if (!(err instanceof DrizzleQueryError)) return err;
  const cause = err.cause instanceof Error ? err.cause : undefined;
  return { type: 'DrizzleQueryError', sqlState: sqlState(err), message: cause?.message ?? 'query failed', query: err.query, stack: cause?.stack };
}
