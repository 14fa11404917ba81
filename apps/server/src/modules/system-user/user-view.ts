import { and, asc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sysRole, sysUser } from '../../db/schema/system.ts';
import type { LoginUser } from '../../lib/session.ts';
import type { ExportColumn } from '../../lib/xlsx.ts';

/** Secrets and lock counters never leave the server. */
const hidden = ['password', 'delFlag', 'failedLogins', 'lockedUntil'];
// Spelled out: drizzle drops the table name from columns of single-table selects, which would bind the inner sys_dept.
const deptName = sql<string | null>`(select d.dept_name from sys_dept d where d.dept_id = sys_user.dept_id)`;

/** What list, get and export return for a user: the row minus secrets, plus the organization name. */
export const userView = { hidden, columns: { deptName } };
export const userSelection = {
  ...Object.fromEntries(Object.entries(getTableColumns(sysUser)).filter(([k]) => !hidden.includes(k))),
  deptName,
};

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
