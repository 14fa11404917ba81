import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sysRole } from '../../db/schema/system.ts';
import type { LoginUser } from '../../lib/session.ts';
import type { ExportColumn } from '../../lib/xlsx.ts';

export const userExportColumns: ExportColumn[] = [
  { key: 'userId', width: 10 },
  { key: 'userName' },
  { key: 'nickName' },
  { key: 'deptName', width: 30 },
  { key: 'email', width: 30 },
  { key: 'phonenumber' },
  { key: 'sex', dict: 'sys_user_sex' },
  { key: 'status', dict: 'sys_normal_disable' },
  { key: 'loginIp' },
  { key: 'loginDate', width: 22 },
  { key: 'createTime', width: 22 },
];

/** Roles offered in the user forms: every role to an administrator, otherwise the caller's own. */
export async function assignableRoles(db: Db, caller: LoginUser) {
  const own = caller.isAdmin ? undefined : inArray(sysRole.roleId, caller.roles.length ? caller.roles.map((r) => r.roleId) : [0]);
  return db
    .select({ roleId: sysRole.roleId, roleName: sysRole.roleName, roleKey: sysRole.roleKey, roleSort: sysRole.roleSort, status: sysRole.status })
    .from(sysRole)
    .where(and(eq(sysRole.delFlag, '0'), own))
    .orderBy(asc(sysRole.roleSort), asc(sysRole.roleId));
}
