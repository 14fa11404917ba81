import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { sysRole } from '../../../db/schema/system.ts';
import type { LoginUser } from '../../../lib/session.ts';

/** Roles offered in the user forms: every role to an administrator, otherwise the caller's own. */
export async function assignableRoles(db: Db, caller: LoginUser) {
  const own = caller.isAdmin ? undefined : inArray(sysRole.roleId, caller.roles.length ? caller.roles.map((r) => r.roleId) : [0]);
  return db
    .select({ roleId: sysRole.roleId, roleName: sysRole.roleName, roleKey: sysRole.roleKey, roleSort: sysRole.roleSort, status: sysRole.status })
    .from(sysRole)
    .where(and(eq(sysRole.delFlag, '0'), own))
    .orderBy(asc(sysRole.roleSort), asc(sysRole.roleId));
}
