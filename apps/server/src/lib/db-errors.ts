import { DrizzleQueryError } from 'drizzle-orm';

/** SQLSTATE of a driver error, through drizzle's wrapper. */
export function sqlState(err: unknown): string | undefined {
  const e = err as { code?: unknown; cause?: { code?: unknown } };
  const code = typeof e?.code === 'string' ? e.code : typeof e?.cause?.code === 'string' ? e.cause.code : undefined;
  return code && /^[0-9A-Z]{5}$/.test(code) ? code : undefined;
}

/** Bad data (class 22), a violated constraint (23) or a value past a limit of the database (54): retrying the same data cannot succeed. */
export const isDataError = (err: unknown) => /^2[23]|^54/.test(sqlState(err) ?? '');

/** What the driver says when the connection is gone (the server restarted, a backend was terminated, the network dropped). */
const CONNECTION_LOST = /connection terminated|connection (?:ended|closed)|client has encountered a connection error|timeout exceeded when trying to connect|ECONNREFUSED|ECONNRESET|EPIPE/i;

/**
 * The database is unreachable rather than refusing this request: connection
 * exceptions (class 08), an administrator's or crash shutdown (57P01–57P03),
 * or a socket the driver lost. Retrying later can succeed.
 */
export function isConnectionError(err: unknown): boolean {
  const state = sqlState(err);
  if (state) return /^08|^57P0[123]$/.test(state);
  for (let e: unknown = err, depth = 0; e instanceof Error && depth < 4; e = e.cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (CONNECTION_LOST.test(typeof code === 'string' ? code : '') || CONNECTION_LOST.test(e.message.split('\n')[0])) return true;
  }
  return false;
}

/** Quoted text PostgreSQL puts in a message after these words names a database object; any other quoted text is a value. */
const IDENTIFIER_BEFORE = /(constraint|relation|table|column|type|function|index|schema|encoding|database|role|sequence|view|trigger|operator|extension|cursor|statement|savepoint)\s*$/i;

/** Values a database message quotes (`invalid input syntax for type integer: "the value"`) replaced by `"…"`. */
const maskValues = (message: string) => message.replace(/"[^"]*"/g, (quoted, at: number) => (IDENTIFIER_BEFORE.test(message.slice(0, at)) ? quoted : '"…"'));

/** `scheme://user:password@host` in a message (a broker or SMTP address) keeps only its host. */
const maskUrlCredentials = (text: string) => text.replace(/\/\/[^/\s:@]+:[^/\s@]*@/g, '//…@');

/** The call frames of a stack: its first lines repeat the message, which may carry values. */
const frames = (stack: unknown) =>
  typeof stack === 'string'
    ? stack
        .split('\n')
        .filter((l) => /^\s+at /.test(l))
        .join('\n')
    : undefined;

const isDriverError = (err: Error) => sqlState(err) !== undefined && ('severity' in err || 'routine' in err || 'detail' in err);

/**
 * What a log may keep of an error; the logger's `err` serializer, so every
 * `log.error({ err })` goes through it. Drizzle's message and stack carry every
 * parameter of the failed query (device keys, configuration values, password
 * hashes) and a driver's detail the offending row: a query error is logged as
 * its SQL state, the driver's message with quoted values masked, the statement
 * and the objects it names. Other errors keep their type, message, code and
 * frames, and their cause goes through the same filter.
 */
export function loggableError(err: unknown, depth = 0): unknown {
  if (!(err instanceof Error)) return err;
  const type = err.constructor?.name ?? 'Error';
  if (err instanceof DrizzleQueryError) {
    const cause = err.cause instanceof Error ? err.cause : undefined;
    return { type, sqlState: sqlState(err), message: maskValues(cause?.message ?? 'query failed'), query: err.query, ...objectsOf(cause), stack: frames(cause?.stack) };
  }
  if (isDriverError(err)) return { type, sqlState: sqlState(err), message: maskValues(err.message), ...objectsOf(err), stack: frames(err.stack) };
  const e = err as Error & { code?: unknown; statusCode?: unknown; syscall?: unknown };
  return {
    type,
    message: maskUrlCredentials(err.message),
    ...(typeof e.code === 'string' || typeof e.code === 'number' ? { code: e.code } : {}),
    ...(typeof e.statusCode === 'number' ? { statusCode: e.statusCode } : {}),
    ...(typeof e.syscall === 'string' ? { syscall: e.syscall } : {}),
    stack: frames(err.stack),
    ...(err.cause !== undefined && depth < 4 ? { cause: loggableError(err.cause, depth + 1) } : {}),
  };
}

function objectsOf(err: Error | undefined) {
  const e = (err ?? {}) as { table?: unknown; column?: unknown; constraint?: unknown };
  return Object.fromEntries(Object.entries({ table: e.table, column: e.column, constraint: e.constraint }).filter(([, v]) => typeof v === 'string'));
}
