import { createHash, randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { ALL_PERMISSION, SUPER_ADMIN_ROLE } from '@cniot/contract/constants';
import { rowsOf, type Db } from '../db/client.ts';
import { sysSession } from '../db/schema/system.ts';
import { sessionCacheOf } from './session-cache.ts';

export interface RoleGrant {
  roleId: number;
  roleKey: string;
  dataScope: string;
}

/** Who is calling: from the session cache, kept exact by the database's notifications, or loaded from the database (lib/session-cache.ts). */
export interface LoginUser {
  tokenHash: string;
  userId: number;
  userName: string;
  nickName: string;
  deptId: number | null;
  deptName: string | null;
  roles: RoleGrant[];
  roleKeys: string[];
  permissions: string[];
  isAdmin: boolean;
}

/** However busy, a session ends this long after sign-in: a remember-me session would otherwise slide forever. */
export const SESSION_MAX_AGE_MS = 30 * 24 * 60 * 60_000;

/** Last-access writes are skipped within this window: idle expiry stays accurate to a minute at a fraction of the writes. */
const TOUCH_EVERY_MS = 60_000;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export async function createSession(db: Db, user: { userId: number; userName: string; deptName: string | null }, client: { ip: string; browser: string; os: string }, idleMs: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(sysSession).values({
    tokenHash: hashToken(token),
    userId: user.userId,
    userName: user.userName,
    deptName: user.deptName,
    ipaddr: client.ip,
    browser: client.browser,
    os: client.os,
    idleMs,
  });
  return token;
}

export async function endSession(db: Db, tokenHash: string): Promise<void> {
  sessionCacheOf(db)?.drop(tokenHash);
  await db.delete(sysSession).where(eq(sysSession.tokenHash, tokenHash));
}

interface GrantRow {
  user_name: string;
  nick_name: string;
  dept_id: number | null;
  dept_name: string | null;
  status: string;
  del_flag: string;
  roles: RoleGrant[] | string;
  perms: string[] | string | null;
}

/** The session in one primary-key lookup, built once per database. */
const sessionLookup = (db: Db) =>
  db
    .select({
      user_id: sql<number>`s.user_id`,
      idle_ms: sql<number>`s.idle_ms`,
      idle_for_ms: sql<number>`extract(epoch from (now() - s.last_access_time)) * 1000`.mapWith(Number),
      age_ms: sql<number>`extract(epoch from (now() - s.login_time)) * 1000`.mapWith(Number),
    })
    .from(sql`sys_session s`)
    .where(sql`s.token_hash = ${sql.placeholder('tokenHash')}`)
    .prepare('session_lookup');
const lookups = new WeakMap<Db, ReturnType<typeof sessionLookup>>();

type Log = { error(obj: object, msg: string): void };

/**
 * Last access, written behind the request (it waits for nothing): a failed
 * write costs at most the idle minutes since the last one, and is logged.
 */
function touch(db: Db, tokenHash: string, log: Log) {
  db.execute(sql`update sys_session set last_access_time = now() where token_hash = ${tokenHash}`).catch((err: unknown) => log.error({ err }, 'session touch failed'));
}

/**
 * The signed-in user from the session cache, without asking the database:
 * undefined when the cache is not trusted, does not hold the session, or
 * holds it past its idle time or maximum age (the database then decides: another
 * node may have seen the session since).
 */
export function cachedLoginUser(db: Db, token: string, log: Log): LoginUser | undefined {
  const cache = sessionCacheOf<LoginUser>(db);
  if (!cache?.trusted()) return undefined;
  const tokenHash = hashToken(token);
  const session = cache.get(tokenHash);
  if (!session) return undefined;
  const now = Date.now();
  if (now - session.lastAccess > session.idleMs || now - session.loginAt > SESSION_MAX_AGE_MS) return undefined;
  if (now - session.lastAccess > TOUCH_EVERY_MS) {
    session.lastAccess = now;
    touch(db, tokenHash, log);
  }
  return session.user;
}

/** The session and its grants as the database has them, kept in the session cache when nothing was announced meanwhile. */
export async function loadLoginUser(db: Db, token: string, log: Log = console): Promise<LoginUser | null> {
  const tokenHash = hashToken(token);
  const cache = sessionCacheOf<LoginUser>(db);
  const mark = cache?.mark() ?? 0;
  let lookup = lookups.get(db);
  if (!lookup) lookups.set(db, (lookup = sessionLookup(db)));
  const [row] = await lookup.execute({ tokenHash });
  if (!row) return null;
  if (row.idle_for_ms > row.idle_ms || row.age_ms > SESSION_MAX_AGE_MS) {
    await endSession(db, tokenHash);
    return null;
  }
  const now = Date.now();
  let lastAccess = now - row.idle_for_ms;
  if (row.idle_for_ms > TOUCH_EVERY_MS) {
    lastAccess = now;
    touch(db, tokenHash, log);
  }
  const user = await loadGrants(db, tokenHash, Number(row.user_id));
  if (!user) {
    await endSession(db, tokenHash);
    return null;
  }
  cache?.put(tokenHash, { user, idleMs: row.idle_ms, loginAt: now - row.age_ms, lastAccess }, mark);
  return user;
}

/** A user's roles, scope and permissions as a request would see them, for work done on their behalf without a session (notifications). */
export const userGrants = (db: Db, userId: number): Promise<LoginUser | null> => loadGrants(db, '', userId);

async function loadGrants(db: Db, tokenHash: string, userId: number): Promise<LoginUser | null> {
  const [row] = await rowsOf<GrantRow>(
    db,
    sql`
    select u.user_name, u.nick_name, u.dept_id, d.dept_name, u.status, u.del_flag,
      (select coalesce(json_agg(json_build_object('roleId', r.role_id, 'roleKey', r.role_key, 'dataScope', r.data_scope)), '[]'::json)
         from sys_user_role ur join sys_role r on r.role_id = ur.role_id
        where ur.user_id = u.user_id and r.status = '0' and r.del_flag = '0') as roles,
      (select json_agg(distinct m.perms)
         from sys_user_role ur
         join sys_role r on r.role_id = ur.role_id and r.status = '0' and r.del_flag = '0'
         join sys_role_menu rm on rm.role_id = r.role_id
         join sys_menu m on m.menu_id = rm.menu_id and m.status = '0'
        where ur.user_id = u.user_id and m.perms is not null and m.perms <> '') as perms
    from sys_user u
    left join sys_dept d on d.dept_id = u.dept_id
    where u.user_id = ${userId}`,
  );
  if (!row || row.status !== '0' || row.del_flag !== '0') return null;
  const roles = (typeof row.roles === 'string' ? JSON.parse(row.roles) : row.roles) as RoleGrant[];
  const perms = (typeof row.perms === 'string' ? JSON.parse(row.perms) : (row.perms ?? [])) as string[];
  const roleKeys = roles.map((r) => r.roleKey);
  const isAdmin = roleKeys.includes(SUPER_ADMIN_ROLE);
  return {
    tokenHash,
    userId,
    userName: row.user_name,
    nickName: row.nick_name,
    deptId: row.dept_id === null ? null : Number(row.dept_id),
    deptName: row.dept_name,
    roles,
    roleKeys,
    permissions: isAdmin ? [ALL_PERMISSION] : perms,
    isAdmin,
  };
}
