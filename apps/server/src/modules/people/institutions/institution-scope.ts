import { and, asc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { SUPER_ADMIN_ROLE } from '@cniot/contract/constants';
import { rowsOf, type Db } from '../../../db/client.ts';
import { sysRole } from '../../../db/schema/system.ts';
import { DataScope } from '../../../lib/data-scope.ts';
import type { LoginUser } from '../../../lib/session.ts';

/** Live organizations that are an institution or lie below one. */
const institutionDepts = sql`select d.dept_id from sys_dept d join biz_institution i
  on i.dept_id = d.dept_id or i.dept_id::text = any(string_to_array(d.ancestors, ',')) where d.del_flag = '0'`;

export const inInstitution = (dept: AnyPgColumn): SQL => sql`${dept} in (${institutionDepts})`;

export async function isInstitutionDept(db: Db, deptId: number): Promise<boolean> {
  const [row] = await rowsOf<{ ok: boolean }>(db, sql`select ${deptId}::bigint in (${institutionDepts}) as ok`);
  return row.ok === true;
}

/**
 * Roles an institution user may be given by this caller: live roles the
 * caller could grant (see access/user-access canGrant), never the
 * administrator role nor one that sees all data, which would carry a dealer's
 * staff past its own organization.
 */
export function offeredRoles(db: Db, caller: LoginUser) {
  const own = caller.isAdmin ? undefined : inArray(sysRole.roleId, caller.roles.length ? caller.roles.map((r) => r.roleId) : [0]);
  return db
    .select({ roleId: sysRole.roleId, roleKey: sysRole.roleKey, roleName: sysRole.roleName })
    .from(sysRole)
    .where(and(eq(sysRole.delFlag, '0'), eq(sysRole.status, '0'), ne(sysRole.roleKey, SUPER_ADMIN_ROLE), ne(sysRole.dataScope, DataScope.ALL), own))
    .orderBy(asc(sysRole.roleSort), asc(sysRole.roleId));
}
