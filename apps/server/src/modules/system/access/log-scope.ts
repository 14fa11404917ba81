import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { LoginUser } from '../../../lib/session.ts';
import { userScope } from './user-access.ts';

/**
 * Log rows (sign-ins, operations) of people the caller's data scope reaches,
 * matched by account name as the logs record it; undefined when the caller sees
 * everyone. Attempts on unknown names and rows of deleted accounts are then
 * seen only by those who see everything.
 */
export function byUserNameInScope(user: LoginUser, userName: AnyPgColumn): SQL | undefined {
  const scope = userScope(user);
  return scope && sql`lower(${userName}) in (select lower(sys_user.user_name) from sys_user where sys_user.del_flag = '0' and ${scope})`;
}

/** Rows keyed by user id (sessions) of people the caller's data scope reaches. */
export function byUserIdInScope(user: LoginUser, userId: AnyPgColumn): SQL | undefined {
  const scope = userScope(user);
  return scope && sql`${userId} in (select sys_user.user_id from sys_user where ${scope})`;
}
