import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../src/db/client.ts';
import { createSession } from '../../src/lib/session.ts';

export interface MadeUser {
  userId: number;
  roleId: number;
  token: string;
}

/**
 * A user with one fresh role granting exactly `perms` (through button menus),
 * signed in directly, for tests that must not depend on the login flow.
 */
export async function userWithPerms(db: Db, name: string, perms: string[], opts: { deptId?: number | null; dataScope?: string } = {}): Promise<MadeUser> {
  const [role] = await rowsOf<{ role_id: number }>(db, sql`insert into sys_role (role_name, role_key, data_scope) values (${name}, ${`test_${name}`}, ${opts.dataScope ?? '1'}) returning role_id`);
  const [user] = await rowsOf<{ user_id: number }>(db, sql`insert into sys_user (user_name, nick_name, password, dept_id) values (${name}, ${name}, 'x', ${opts.deptId ?? null}) returning user_id`);
  await db.execute(sql`insert into sys_user_role (user_id, role_id) values (${user.user_id}, ${role.role_id})`);
  for (const perm of perms) {
    const [menu] = await rowsOf<{ menu_id: number }>(db, sql`insert into sys_menu (menu_name, menu_type, perms) values (${perm}, 'F', ${perm}) returning menu_id`);
    await db.execute(sql`insert into sys_role_menu (role_id, menu_id) values (${role.role_id}, ${menu.menu_id})`);
  }
  const token = await createSession(db, { userId: user.user_id, userName: name, deptName: null }, { ip: '127.0.0.1', browser: 'test', os: 'test' }, 30 * 60_000);
  return { userId: user.user_id, roleId: role.role_id, token };
}
