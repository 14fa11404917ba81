import fs from 'node:fs';
import path from 'node:path';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { QueryResult } from 'pg';
import { ANNOUNCED_CHANNELS, type ListenHandlers, type Listener } from './notify-listener.ts';
import { createPgliteDir } from './pglite-init.ts';

export type Db = PgDatabase<PgQueryResultHKT>;

/** Rows of a raw SQL query; both drivers answer with `{ rows }`. */
export async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * Runs `fn` on one dedicated connection (session-level advisory locks and
   * multi-statement scripts need that); `exec` returns the last statement's rows.
   */
  withConnection<T>(fn: (exec: (sql: string) => Promise<Record<string, unknown>[]>) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /**
   * Hands `handlers` the notifications of `channel`, before the statement of this process that sent one
   * resolves: PGlite delivers them with the statement, and on PostgreSQL every pooled connection listens too.
   */
  listen(channel: string, handlers: ListenHandlers): Promise<Listener>;
  /** PGlite only: the whole data directory as a tarball, so tests can start from a migrated copy. */
  dump?(): Promise<Blob>;
}

/**
 * The embedded database's files are read through the system's page cache already: PostgreSQL's
 * default 128 MB buffer pool on top of that was a third of an idle demo server's memory.
 */
export const PGLITE_SETTINGS = ['-c', 'shared_buffers=16MB'];

/** PGlite in `dataDir/pg` unless a server URL is given; both speak the same SQL. */
export async function openDatabase(opts: { databaseUrl?: string; dataDir?: string; loadDataDir?: Blob }): Promise<Database> {
  if (opts.databaseUrl) {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    // int8/numeric come back as strings by default; counts and ids here fit in a JS number.
    pg.types.setTypeParser(20, (v) => Number(v));
    // PostgreSQL hands a session its own notifications at commit, ahead of the statement's answer. With every
    // pooled connection listening, what this process writes reaches the handlers before its statement resolves,
    // so its next request never meets the state before its own change; the dedicated listener hears other nodes.
    const heard = new Map<string, (payload: string) => void>();
    const pool = new pg.Pool({
      connectionString: opts.databaseUrl,
      max: 10,
      // Named statements (lib/prepared.ts) keep their parse, but each call is planned for its own values:
      // a generic plan cannot see a page's limit or how many rows a search matches.
      options: '-c plan_cache_mode=force_custom_plan',
      onConnect: async (client) => {
        client.on('notification', (n) => heard.get(n.channel)?.(n.payload ?? ''));
        for (const channel of ANNOUNCED_CHANNELS) await client.query(`listen ${channel}`);
      },
    });
    // The pool listens for errors only on idle connections: one checked out (a transaction, withConnection,
    // the job lock) that the server ends (restart, failover: 57P01, ECONNRESET) emitted 'error' with no
    // listener and took the process down. Its query rejects on its own, and the pool drops it on release.
    pool.on('error', () => {});
    pool.on('connect', (client) => client.on('error', () => {}));
    await pool.query('select 1');
    return {
      db: drizzle({ client: pool }) as unknown as Db,
      kind: 'postgres',
      withConnection: async (fn) => {
        const conn = await pool.connect();
        try {
          return await fn(async (text) => {
            const res = (await conn.query(text)) as unknown as QueryResult | QueryResult[];
            return (Array.isArray(res) ? res.at(-1)?.rows : res.rows) ?? [];
          });
        } finally {
          conn.release();
        }
      },
      close: () => pool.end(),
      listen: async (channel, handlers) => {
        heard.set(channel, handlers.message);
        return (await import('./notify-listener.ts')).pgListener(pg.Client, opts.databaseUrl!, channel, handlers);
      },
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  let dir: string | undefined;
  const startParams = [...PGlite.defaultStartParams, ...PGLITE_SETTINGS];
  if (opts.dataDir) {
    dir = path.join(opts.dataDir, 'pg');
    fs.mkdirSync(dir, { recursive: true });
    await createPgliteDir(dir, startParams);
  }
  const client = await PGlite.create({
    dataDir: dir,
    loadDataDir: opts.loadDataDir,
    parsers: { 20: (v: string) => Number(v) },
    startParams,
  });
  return {
    db: drizzle({ client }) as unknown as Db,
    kind: 'pglite',
    withConnection: (fn) => fn(async (text) => ((await client.exec(text)).at(-1)?.rows ?? []) as Record<string, unknown>[]),
    close: () => client.close(),
    async listen(channel, handlers) {
      const stop = await client.listen(channel, handlers.message);
      handlers.up();
      return { close: () => stop().catch(() => {}) };
    },
    dump: async () => (await client.dumpDataDir('gzip')) as Blob,
  };
}
