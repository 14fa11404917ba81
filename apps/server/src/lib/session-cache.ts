import type { Database, Db } from '../db/client.ts';
import type { Listener } from '../db/notify-listener.ts';

/** The channel migration 0230's triggers notify on. */
const CHANNEL = 'cniot_auth';
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
  /** Moves on every notification and state change: a lookup that saw it move stores nothing, its row may predate the change. */
  private generation = 0;
  private heardUpTo = 0;
  private syncing: { upTo: number; done: Promise<void> } | null = null;
  private listener: Listener | null = null;

  constructor(private database: Database) {}

  async start() {
    this.listener = await this.database.listen(CHANNEL, {
      message: (payload) => {
        this.generation++;
        if (payload.startsWith('s')) this.sessions.delete(payload.slice(1));
        else this.sessions.clear();
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
    this.generation++;
    this.sessions.clear();
    this.listening = listening;
  }

  /**
   * Whether the cache may answer now: listening, and every change this
   * process wrote to the auth tables has been heard of (a round trip on the
   * listening connection when one was written since the last time).
   */
  async trusted(): Promise<boolean> {
    if (!this.listening) return false;
    const written = this.database.authWrites();
    if (written <= this.heardUpTo) return true;
    if (!this.syncing || this.syncing.upTo < written) {
      const syncing = { upTo: written, done: this.listener!.sync() };
      this.syncing = syncing;
      syncing.done.then(
        () => {
          this.heardUpTo = Math.max(this.heardUpTo, syncing.upTo);
          if (this.syncing === syncing) this.syncing = null;
        },
        () => {
          if (this.syncing === syncing) this.syncing = null;
        },
      );
    }
    return this.syncing.done.then(
      () => this.listening,
      () => false,
    );
  }

  get(tokenHash: string): CachedSession<U> | undefined {
    return this.listening ? this.sessions.get(tokenHash) : undefined;
  }

  /** A mark to hand back to `put`: what a lookup read is stored only if nothing was announced while it ran. */
  mark(): number {
    return this.generation;
  }

  put(tokenHash: string, session: CachedSession<U>, mark: number) {
    if (!this.listening || mark !== this.generation) return;
    if (this.sessions.size >= MAX_SESSIONS) this.sessions.delete(this.sessions.keys().next().value!);
    this.sessions.set(tokenHash, session);
  }

  drop(tokenHash: string) {
    this.generation++;
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
