import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sysRole } from '../../db/schema/system.ts';
import type { LoginUser } from '../../lib/session.ts';
import type { ExportColumn } from '../../lib/xlsx.ts';

const words = (map: Record<string, string>) => (v: unknown) => map[String(v)] ?? v;
export const userExportColumns: ExportColumn[] = [
  { key: 'userId', width: 10 },
  { key: 'userName' },
  { key: 'nickName' },
  { key: 'deptName', width: 30 },
  { key: 'email', width: 30 },
  { key: 'phonenumber' },
  { key: 'sex', format: words({ '0': 'Male', '1': 'Female', '2': 'Unknown' }) },
  { key: 'status', format: words({ '0': 'Normal', '1': 'Disabled' }) },
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
