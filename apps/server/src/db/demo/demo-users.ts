import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { hashPassword } from '../bootstrap.ts';

/**
 * Demo accounts of the embedded database, one per seeded role, so each view of the console can be tried:
 * the operator sits at the root company, so "own organization and below" is every organization.
 */
export const DEMO_USERS = [
  { userName: 'operator', password: 'operator123', nickName: 'Platform Operator', deptId: 100, roleKey: 'sysUser', email: 'operator@cniot.example' },
  { userName: 'dealer', password: 'dealer123', nickName: 'SolarTech Dealer', deptId: 103, roleKey: 'agencyUser', email: 'dealer@solartech-de.example' },
] as const;

/** Adds the demo accounts that are missing; never touches an account that exists. */
export async function seedDemo(db: Db): Promise<void> {
  for (const u of DEMO_USERS) {
    const exists = await db.execute(sql`select 1 from sys_user where lower(user_name) = ${u.userName}`);
    if ((exists as unknown as { rows: unknown[] }).rows.length > 0) continue;
    const password = await hashPassword(u.password);
    await db.execute(sql`
      with created as (
        insert into sys_user (user_name, nick_name, email, password, dept_id, pwd_update_date, remark, create_by)
        values (${u.userName}, ${u.nickName}, ${u.email}, ${password}, ${u.deptId}, now(), 'Demo account', 'demo')
        returning user_id)
      insert into sys_user_role (user_id, role_id)
      select created.user_id, r.role_id from created, sys_role r where r.role_key = ${u.roleKey} and r.del_flag = '0'`);
  }
}
