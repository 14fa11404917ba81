import type { Database, Db } from '../db/client.ts';
import { AUTH_CHANNEL, type Listener } from '../db/notify-listener.ts';

/** Bounded so a flood of sign-ins cannot grow it without limit; past it the oldest sessions are looked up again. */
const MAX_SESSIONS = 10_000;

/** What a request needs of its session, with the times on this node's clock. */
export interface CachedSession<U> {
  user: U;
  idleMs: number;
  loginAt: number;
  /** The session's last access as the database holds it (the touch writes it at most once a minute). */
  lastAccess: number;
}

/**
 * Sessions of one database, kept exact by the database's notifications
 * (migration 0230): a session deleted or changed is dropped, and every
 * session when anyone's rights moved. Trusted only while listening: before
 * the first LISTEN and after a lost connection each request asks the
 * database, and the cache starts empty once listening again.
 */
export class SessionCache<U = unknown> {
  private sessions = new Map<string, CachedSession<U>>();
  private listening = false;
  /**
   * Moves on every announcement and state change. A lookup stores what it read only if nothing that
   * concerns its session was announced while it ran (its row may predate the change): neither a change
   * to everyone's rights (`everyoneAt`) nor to that session (`sessionAt`).
   */
  private generation = 0;
  private everyoneAt = 0;
  private sessionAt = new Map<string, number>();
  /** The last auth version announced: every connection of the node hears each announcement, the first one counts. */
  private version = -1;
  private listener: Listener | null = null;

  constructor(private database: Database) {}

  async start() {
    this.listener = await this.database.listen(AUTH_CHANNEL, {
      message: (payload) => {
        if (payload.startsWith('s')) return this.drop(payload.slice(1));
        const version = Number(payload.slice(1));
        if (version <= this.version) return;
        this.version = version;
        this.forgetAll();
      },
      up: () => this.reset(true),
      down: () => this.reset(false),
    });
  }

  async stop() {
    this.reset(false);
    await this.listener?.close();
  }

  private reset(listening: boolean) {
    this.version = -1;
    this.forgetAll();
    this.listening = listening;
  }

  private forgetAll() {
    this.everyoneAt = ++this.generation;
    this.sessions.clear();
    this.sessionAt.clear();
  }

  /**
   * Whether the cache may answer now: while listening. This process's own changes need no wait: they
   * reach `message` before the statement that made them resolves (Database.listen).
   */
  trusted(): boolean {
    return this.listening;
  }

  get(tokenHash: string): CachedSession<U> | undefined {
    return this.listening ? this.sessions.get(tokenHash) : undefined;
  }

  /** A mark to hand back to `put`. */
  mark(): number {
    return this.generation;
  }

  put(tokenHash: string, session: CachedSession<U>, mark: number) {
    if (!this.listening || this.everyoneAt > mark || (this.sessionAt.get(tokenHash) ?? 0) > mark) return;
    if (this.sessions.size >= MAX_SESSIONS) this.sessions.delete(this.sessions.keys().next().value!);
    this.sessions.set(tokenHash, session);
  }

  drop(tokenHash: string) {
    // Past the bound, forgetting everything is the safe way to forget which sessions were announced.
    if (this.sessionAt.size >= MAX_SESSIONS) return this.forgetAll();
    this.sessionAt.set(tokenHash, ++this.generation);
    this.sessions.delete(tokenHash);
  }
}

const caches = new WeakMap<Db, SessionCache>();

/** The cache of the app's database, listening once this resolves (or trying to, in the background). */
export async function startSessionCache(database: Database): Promise<SessionCache> {
  const cache = new SessionCache(database);
  caches.set(database.db, cache);
  await cache.start();
  return cache;
}

/** The user type is session.ts's: it is not named here, so that session.ts may find its cache here. */
export const sessionCacheOf = <U>(db: Db) => caches.get(db) as SessionCache<U> | undefined;
