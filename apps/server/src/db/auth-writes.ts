import type pg from 'pg';

/** Tables a signed-in session's cached rights derive from (lib/session.ts; their triggers notify, migrations 0006 and 0230). */
const AUTH_TABLES = /\bsys_(session|user|role|menu|dept|auth_version)/;
const WRITE = /\b(insert|update|delete|truncate|merge)\b/i;
/** The last-access touch moves time forward only, which no node needs to hear of (its trigger stays silent too). */
const TOUCH = /^update "?sys_session"? set "?last_access_time"? = now\(\) where/i;
const TRANSACTION_END = /^\s*(commit|end|rollback)\b/i;

export const writesAuth = (text: string) => AUTH_TABLES.test(text) && WRITE.test(text) && !TOUCH.test(text);

type Query = (...args: unknown[]) => unknown;

/**
 * Counts, on one pooled connection, the statements that may have ended a
 * session or moved someone's rights, when they completed (and again when the
 * transaction they ran in ended): a request after that count moved waits
 * until the node has heard their notifications, so this node's own changes
 * apply to its very next request.
 */
export function countAuthWrites(client: pg.PoolClient, completed: () => void) {
  const query = client.query as unknown as Query;
  // An auth write may have run inside a transaction: its notifications leave when the transaction ends.
  let uncommitted = false;
  (client as unknown as { query: Query }).query = function (this: unknown, ...args: unknown[]) {
    const config = args[0] as string | { text?: unknown } | undefined;
    const text = typeof config === 'string' ? config : typeof config?.text === 'string' ? config.text : '';
    const counts = writesAuth(text) || (uncommitted && TRANSACTION_END.test(text));
    if (!counts) return query.apply(this, args);
    uncommitted = !TRANSACTION_END.test(text);
    const last = args.length - 1;
    if (typeof args[last] === 'function') {
      const callback = args[last] as (...r: unknown[]) => void;
      args[last] = (...r: unknown[]) => {
        completed();
        callback(...r);
      };
      return query.apply(this, args);
    }
    const result = query.apply(this, args);
    if (result && typeof (result as Promise<unknown>).then === 'function') (result as Promise<unknown>).then(completed, completed);
    return result;
  };
}
