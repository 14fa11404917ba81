import type pg from 'pg';

export interface ListenHandlers {
  message(payload: string): void;
  /** Listening (again): whatever was missed while not listening is unknown. */
  up(): void;
  /** No longer listening; the listener reconnects by itself. */
  down(): void;
}

export interface Listener {
  /**
   * Resolves once every notification committed before the call has been
   * handed to `message`: PostgreSQL sends a listening session the
   * notifications it has received before it answers that session's next query.
   */
  sync(): Promise<void>;
  close(): Promise<void>;
}

const RETRY_MS = 1000;
/** How the listening connection shows in pg_stat_activity. */
export const LISTENER_NAME = 'cniot_listener';

/**
 * LISTEN on a connection of its own (a pooled one goes back to the pool, and
 * notifications must not wait for a free connection). Keep-alive notices a
 * peer that vanished without closing; a lost connection reports `down` and
 * is opened again every second until it listens.
 */
export async function pgListener(Client: typeof pg.Client, url: string, channel: string, handlers: ListenHandlers): Promise<Listener> {
  let conn: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  const again = () => {
    if (!closed) retry = setTimeout(() => void connect(), RETRY_MS);
  };
  const connect = async () => {
    const c = new Client({ connectionString: url, keepAlive: true, keepAliveInitialDelayMillis: 10_000, application_name: LISTENER_NAME });
    c.on('notification', (n) => {
      if (n.channel === channel) handlers.message(n.payload ?? '');
    });
    c.on('error', () => {});
    c.on('end', () => {
      if (conn !== c) return;
      conn = null;
      handlers.down();
      again();
    });
    try {
      await c.connect();
      await c.query(`listen ${channel}`);
    } catch {
      c.end().catch(() => {});
      again();
      return;
    }
    if (closed) return void c.end().catch(() => {});
    conn = c;
    handlers.up();
  };
  await connect();
  return {
    async sync() {
      if (!conn) throw new Error('not listening');
      await conn.query('select 1');
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      const c = conn;
      conn = null;
      await c?.end().catch(() => {});
    },
  };
}
