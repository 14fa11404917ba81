import type pg from 'pg';

export interface ListenHandlers {
  message(payload: string): void;
  /** Listening (again): whatever was missed while not listening is unknown. */
  up(): void;
  /** No longer listening; the listener reconnects by itself. */
  down(): void;
}

export interface Listener {
  close(): Promise<void>;
}

/** The channels the migrations' triggers announce on (0230: sessions and rights), listened to by every pooled connection. */
export const AUTH_CHANNEL = 'cniot_auth';
export const ANNOUNCED_CHANNELS = [AUTH_CHANNEL];

const RETRY_MS = 1000;
/** How the listening connection shows in pg_stat_activity. */
export const LISTENER_NAME = 'cniot_listener';

/** A listening connection silent this long (a network cut sends no word) is given up: the cache is not trusted meanwhile. */
const ANSWER_WITHIN_MS = 5000;
const HEARTBEAT_MS = 10_000;

/**
 * LISTEN on a connection of its own (a pooled one goes back to the pool, and
 * notifications must not wait for a free connection). A heartbeat every 10 s
 * must be answered within 5 s, so a connection that died
 * without a word is given up within about 15 s; a lost connection reports
 * `down` and is opened again every second until it listens.
 */
export async function pgListener(Client: typeof pg.Client, url: string, channel: string, handlers: ListenHandlers): Promise<Listener> {
  let conn: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  const lost = (c: pg.Client) => {
    if (conn !== c) return;
    conn = null;
    handlers.down();
    (c as unknown as { connection?: { stream?: { destroy(): void } } }).connection?.stream?.destroy();
    if (!closed) retry = setTimeout(() => void connect(), RETRY_MS);
  };
  /** A round trip on `c`, given up (and the connection with it) when unanswered in time. */
  const ask = (c: pg.Client) =>
    new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => {
        lost(c);
        reject(new Error('the listening connection did not answer'));
      }, ANSWER_WITHIN_MS);
      c.query('select 1').then(
        () => {
          clearTimeout(timer);
          resolve();
        },
        (err: unknown) => {
          clearTimeout(timer);
          lost(c);
          reject(err as Error);
        },
      );
    });
  const connect = async () => {
    const c = new Client({ connectionString: url, keepAlive: true, application_name: LISTENER_NAME });
    c.on('notification', (n) => {
      if (n.channel === channel) handlers.message(n.payload ?? '');
    });
    c.on('error', () => {});
    c.on('end', () => lost(c));
    try {
      await c.connect();
      await c.query(`listen ${channel}`);
    } catch {
      c.end().catch(() => {});
      if (!closed) retry = setTimeout(() => void connect(), RETRY_MS);
      return;
    }
    if (closed) return void c.end().catch(() => {});
    conn = c;
    handlers.up();
  };
  const heartbeat = setInterval(() => {
    if (conn) ask(conn).catch(() => {});
  }, HEARTBEAT_MS);
  heartbeat.unref();
  await connect();
  return {
    async close() {
      closed = true;
      clearTimeout(retry);
      clearInterval(heartbeat);
      const c = conn;
      conn = null;
      await c?.end().catch(() => {});
    },
  };
}
