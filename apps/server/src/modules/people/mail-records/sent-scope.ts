import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { sysUser } from '../../../db/schema/system.ts';
import { dataScopeCondition } from '../../../lib/data-scope.ts';
import type { LoginUser } from '../../../lib/session.ts';

/**
 * Send records follow the users' scope, as the monitoring screens do: a row
 * whose account the caller's scope reaches; sends to no known account only for
 * those who see everything.
 */
export function sentToScope(user: LoginUser, userId: AnyPgColumn): SQL | undefined {
  const reach = dataScopeCondition(user, { dept: sysUser.deptId, user: sysUser.userId });
  return reach && sql`${userId} in (select ${sysUser.userId} from ${sysUser} where ${reach})`;
}
