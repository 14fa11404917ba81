import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { rowsOf } from '../../../src/db/client.ts';
import { createSession } from '../../../src/lib/session.ts';
import type { TestApp } from '../../helpers/app.ts';

/** Seeded ids (migrations 0002–0004). */
export const Dept = { root: 100, operations: 101, rnd: 102, solarTech: 103, solarTechTeam: 104, sunline: 105, energiaVerde: 106, energiaSud: 107, philSolar: 108 } as const;
export const Role = { admin: 1, sysUser: 2, agencyUser: 3 } as const;

/** A user holding existing roles, signed in directly (the session, not the login flow, is under test here). */
export async function userWithRoles(t: TestApp, name: string, roleIds: number[], deptId: number | null): Promise<{ userId: number; token: string }> {
  const [user] = await rowsOf<{ user_id: number }>(t.app.db, sql`insert into sys_user (user_name, nick_name, password, dept_id) values (${name}, ${name}, 'x', ${deptId}) returning user_id`);
  for (const roleId of roleIds) await t.app.db.execute(sql`insert into sys_user_role (user_id, role_id) values (${user.user_id}, ${roleId})`);
  const token = await createSession(t.app.db, { userId: user.user_id, userName: name, deptName: null }, { ip: '127.0.0.1', browser: 'test', os: 'test' }, 30 * 60_000);
  return { userId: Number(user.user_id), token };
}

// Response bodies are checked field by field with expect(), so they stay loosely typed here.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Body = Record<string, any>;

/** Status and JSON of a call. Identical POST/PUT bodies within a second trip the duplicate-submit guard: vary them. */
export async function json(t: TestApp, token: string | null, opts: InjectOptions) {
  const res = await t.call(token, opts);
  return { status: res.statusCode, body: res.json() as Body };
}
