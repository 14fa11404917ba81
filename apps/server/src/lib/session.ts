import { createHash, randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { ALL_PERMISSION, SUPER_ADMIN_ROLE } from '@cniot/contract/constants';
import { rowsOf, type Db } from '../db/client.ts';
import { sysSession } from '../db/schema/system.ts';

export interface RoleGrant {
  roleId: number;
  roleKey: string;
  dataScope: string;
}

/** Who is calling, loaded fresh from the database on every request so role and permission changes apply at once. */
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

export async function createSession(
  db: Db,
  user: { userId: number; userName: string; deptName: string | null },
  client: { ip: string; browser: string; os: string },
  idleMs: number,
): Promise<string> {
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
  grants.delete(tokenHash);
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

/**
 * Roles and permissions per session, valid while sys_auth_version stays put
 * (triggers move it on any change to users, roles, menus or organizations).
 * Bounded so a flood of sessions cannot grow it without limit.
 */
const grants = new Map<string, { version: number; user: LoginUser }>();
const GRANT_CACHE_MAX = 10_000;

/** The session and the current auth version in one primary-key lookup, built once per database: it runs on every request. */
const sessionLookup = (db: Db) =>
  db
    .select({
      user_id: sql<number>`s.user_id`,
      idle_ms: sql<number>`s.idle_ms`,
      idle_for_ms: sql<number>`(extract(epoch from (now() - s.last_access_time)) * 1000)::int`,
      too_old: sql<boolean>`s.login_time < now() - ${SESSION_MAX_AGE_MS} * interval '1 millisecond'`,
      version: sql<number>`v.version`,
    })
    .from(sql`sys_session s cross join sys_auth_version v`)
    .where(sql`s.token_hash = ${sql.placeholder('tokenHash')}`)
    .prepare('session_lookup');
const lookups = new WeakMap<Db, ReturnType<typeof sessionLookup>>();

/** The grants only when the auth version moved since this node last loaded them. */
export async function loadLoginUser(db: Db, token: string): Promise<LoginUser | null> {
  const tokenHash = hashToken(token);
  let lookup = lookups.get(db);
  if (!lookup) lookups.set(db, (lookup = sessionLookup(db)));
  const [row] = await lookup.execute({ tokenHash });
  if (!row) {
    grants.delete(tokenHash);
    return null;
  }
  if (row.idle_for_ms > row.idle_ms || row.too_old) {
    grants.delete(tokenHash);
    await endSession(db, tokenHash);
    return null;
  }
  if (row.idle_for_ms > TOUCH_EVERY_MS) {
    await db.update(sysSession).set({ lastAccessTime: sql`now()` }).where(eq(sysSession.tokenHash, tokenHash));
  }
  const version = Number(row.version);
  const cached = grants.get(tokenHash);
  if (cached && cached.version === version) return cached.user;
  const user = await loadGrants(db, tokenHash, Number(row.user_id));
  if (!user) {
    await endSession(db, tokenHash);
    return null;
  }
  if (grants.size >= GRANT_CACHE_MAX) grants.delete(grants.keys().next().value!);
  grants.set(tokenHash, { version, user });
  return user;
}

/**
 * What this node last loaded for the token, without asking the database: only
 * a guess, to be confirmed by `loadLoginUser` before anything it produced is sent.
 */
export function knownLoginUser(token: string): LoginUser | undefined {
  return grants.get(hashToken(token))?.user;
}

/** A user's roles, scope and permissions as a request would see them, for work done on their behalf without a session (notifications). */
export const userGrants = (db: Db, userId: number): Promise<LoginUser | null> => loadGrants(db, '', userId);

async function loadGrants(db: Db, tokenHash: string, userId: number): Promise<LoginUser | null> {
  const [row] = await rowsOf<GrantRow>(db, sql`
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
    where u.user_id = ${userId}`);
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
