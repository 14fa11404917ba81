import { getTableColumns, sql } from 'drizzle-orm';
import { sysUser } from '../../../db/schema/system.ts';

/** Secrets and lock counters never leave the server. */
const hidden = ['password', 'delFlag', 'failedLogins', 'lockedUntil'];
// Spelled out: drizzle drops the table name from columns of single-table selects, which would bind the inner sys_dept.
const deptName = sql<string | null>`(select d.dept_name from sys_dept d where d.dept_id = sys_user.dept_id)`;
/** RuoYi's clients read the organization as `dept.deptName` (user list, profile, user detail). */
const dept = sql<{ deptName: string } | null>`(select json_build_object('deptName', d.dept_name) from sys_dept d where d.dept_id = sys_user.dept_id)`;

/** What list, get and export return for a user: the row minus secrets, plus the organization name. */
export const userView = { hidden, columns: { deptName, dept } };
export const userSelection = {
  ...Object.fromEntries(Object.entries(getTableColumns(sysUser)).filter(([k]) => !hidden.includes(k))),
  deptName,
  dept,
};
