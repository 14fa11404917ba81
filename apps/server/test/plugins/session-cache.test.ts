import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Pool } from 'pg';
import { rowsOf } from '../../src/db/client.ts';
import { LISTENER_NAME } from '../../src/db/notify-listener.ts';
import { hashToken } from '../../src/lib/session.ts';
import { sessionCacheOf } from '../../src/lib/session-cache.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { waitFor } from '../gateway/helpers.ts';
import { userWithPerms, type MadeUser } from '../helpers/users.ts';

// Sessions answered from memory while the node listens to the database's
// notifications: every way a session ends or loses rights must still apply.
let t: TestApp;
let admin: string;
let u: MadeUser;
let seq = 0;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
});
afterAll(() => t.close());
beforeEach(async () => {
  u = await userWithPerms(t.app.db, `cache${++seq}`, ['iot:wn:list']);
});
afterEach(() => vi.restoreAllMocks());

const client = () => (t.app.db as unknown as { $client: { query: (...a: unknown[]) => unknown } }).$client;
/** The statements the app sends while `fn` runs. */
async function statements(fn: () => Promise<unknown>): Promise<string[]> {
  const spy = vi.spyOn(client(), 'query');
  await fn();
  const texts = spy.mock.calls.map(([q]) => (typeof q === 'string' ? q : String((q as { text?: string }).text)));
  spy.mockRestore();
  return texts;
}
const list = async (token = u.token) => (await t.call(token, { url: '/cniotapi/iot/wn/list?pageSize=1' })).statusCode;
const warm = async () => {
  expect(await list()).toBe(200);
  expect(await statements(list)).not.toContainEqual(expect.stringMatching(/sys_session/));
};
/** A second node: its own connection to the same database (PGlite has one connection, so it is asked directly). */
async function elsewhere(text: string) {
  const pool = client() as unknown as Pool;
  if (t.database.kind === 'pglite') return t.database.withConnection((exec) => exec(text));
  const pg = (await import('pg')).default;
  const other = new pg.Client({ connectionString: pool.options.connectionString });
  await other.connect();
  await other.query(text);
  await other.end();
}

describe('the session cache', () => {
  it('answers a signed-in session without asking the database', async () => {
    await warm();
  });

  it('hears a change this process wrote before the statement that wrote it resolves, in or out of a transaction', async () => {
    await warm();
    const cache = sessionCacheOf(t.app.db)!;
    await t.app.db.execute(sql`update sys_role set role_sort = role_sort + 1 where role_id = ${u.roleId}`);
    expect(cache.get(hashToken(u.token))).toBeUndefined();
    await warm();
    await t.app.db.transaction(async (tx) => {
      await tx.execute(sql`delete from sys_session where token_hash = ${hashToken(u.token)}`);
      // Announced at commit, not before: until then the change is not the database's either.
      expect(cache.get(hashToken(u.token))).toBeDefined();
    });
    expect(cache.get(hashToken(u.token))).toBeUndefined();
    expect(await list()).toBe(401);
  });

  it('applies a permission taken from the role to the very next request', async () => {
    await warm();
    await t.app.db.execute(sql`delete from sys_role_menu where role_id = ${u.roleId}`);
    expect(await list()).toBe(403);
  });

  it('applies a force logout and a disabled user through the API to the very next request', async () => {
    await warm();
    expect((await t.call(admin, { method: 'DELETE', url: `/cniotapi/monitor/online/${hashToken(u.token)}` })).json().code).toBe(200);
    expect(await list()).toBe(401);

    const other = await userWithPerms(t.app.db, `cacheb${seq}`, ['iot:wn:list']);
    expect(await list(other.token)).toBe(200);
    expect((await t.call(admin, { method: 'PUT', url: '/cniotapi/system/user/changeStatus', payload: { userId: other.userId, status: '1' } })).json().code).toBe(200);
    expect(await list(other.token)).toBe(401);
  });

  it('refuses a session another node deleted once its notification came', async () => {
    await warm();
    await elsewhere(`delete from sys_session where token_hash = '${hashToken(u.token)}'`);
    await waitFor(() => sessionCacheOf(t.app.db)!.get(hashToken(u.token)) === undefined, 'the notification', 5000);
    expect(await list()).toBe(401);
  });

  it('ends an idle session from what it knows, asking the database first, and touches last access once a minute behind the request', async () => {
    await warm();
    const now = Date.now();
    const at = (ms: number) => vi.spyOn(Date, 'now').mockReturnValue(now + ms);
    const lastAccess = async () => (await rowsOf<{ at: string }>(t.app.db, sql`select last_access_time::text as at from sys_session where token_hash = ${hashToken(u.token)}`))[0].at;
    const before = await lastAccess();
    at(2 * 60_000);
    const touched = await statements(list);
    expect(touched.filter((s) => /update .?sys_session/.test(s))).toHaveLength(1);
    // The touch is not awaited by the request: on PostgreSQL it may land on its own connection after the next statements.
    await waitFor(async () => (await lastAccess()) !== before, 'the touch to land', 5000);
    expect(touched).not.toContainEqual(expect.stringMatching(/cross join sys_auth_version/));
    expect((await statements(list)).filter((s) => /sys_session/.test(s))).toEqual([]);

    // 31 idle minutes here, and in the database too (moved back quietly, as the last node to see it would have).
    await t.app.db.execute(sql`alter table sys_session disable trigger sys_session_changed`);
    await t.app.db.execute(sql`update sys_session set last_access_time = now() - interval '31 minutes' where token_hash = ${hashToken(u.token)}`);
    await t.app.db.execute(sql`alter table sys_session enable trigger sys_session_changed`);
    at(33 * 60_000);
    expect(await list()).toBe(401);
    expect(await rowsOf(t.app.db, sql`select 1 from sys_session where token_hash = ${hashToken(u.token)}`)).toEqual([]);
  });
});

describe('without the listener', () => {
  it('asks the database on every request, and trusts the cache again once listening', async () => {
    await warm();
    const cache = sessionCacheOf(t.app.db)!;
    if (t.database.kind === 'postgres') {
      await elsewhere(`select pg_terminate_backend(pid) from pg_stat_activity where application_name = '${LISTENER_NAME}' and datname = current_database()`);
      await waitFor(async () => !(await cache.trusted()), 'the listener to drop', 5000);
    } else {
      await cache.stop();
    }
    expect(await statements(list)).toContainEqual(expect.stringMatching(/sys_session/));
    await elsewhere(`delete from sys_session where token_hash = '${hashToken(u.token)}'`);
    expect(await list()).toBe(401);

    if (t.database.kind === 'postgres') {
      await waitFor(() => cache.trusted(), 'the listener to reconnect', 5000);
      const again = await userWithPerms(t.app.db, `cachec${seq}`, ['iot:wn:list']);
      expect(await list(again.token)).toBe(200);
      expect(await statements(() => list(again.token))).not.toContainEqual(expect.stringMatching(/sys_session/));
    }
  });
});
