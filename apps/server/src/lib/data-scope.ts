import { or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { LoginUser } from './session.ts';

/** sys_role.data_scope values (RuoYi): what part of the organization tree a role sees. */
export const DataScope = { ALL: '1', CUSTOM: '2', DEPT: '3', DEPT_AND_CHILD: '4', SELF: '5' } as const;

export interface ScopeColumns {
  /** Organization column of the scoped table. */
  dept?: AnyPgColumn;
  /** Owner column of the scoped table (used by the "self" scope). */
  user?: AnyPgColumn;
}

/**
 * The condition a scoped query must add, or undefined when the user sees all.
 * Roles combine with OR: a user with a wide role and a narrow one sees the wide view.
 * A user without roles sees only their own rows.
 */
export function dataScopeCondition(user: LoginUser, cols: ScopeColumns): SQL | undefined {
  if (user.isAdmin || user.roles.some((r) => r.dataScope === DataScope.ALL)) return undefined;
  const deny = sql`false`;
  const self = cols.user ? sql`${cols.user} = ${user.userId}` : deny;
  if (user.roles.length === 0) return self;
  const parts: SQL[] = [];
  for (const role of user.roles) {
    switch (role.dataScope) {
      case DataScope.CUSTOM:
        if (cols.dept) parts.push(sql`${cols.dept} in (select dept_id from sys_role_dept where role_id = ${role.roleId})`);
        break;
      case DataScope.DEPT:
        if (cols.dept) parts.push(user.deptId === null ? deny : sql`${cols.dept} = ${user.deptId}`);
        break;
      case DataScope.DEPT_AND_CHILD:
        if (cols.dept) parts.push(user.deptId === null ? deny : deptAndBelow(cols.dept, user.deptId));
        break;
      default:
        parts.push(self);
    }
  }
  return parts.length === 0 ? deny : or(...parts);
}

/** Rows whose organization is `deptId` or lies anywhere below it in the tree. */
export function deptAndBelow(col: AnyPgColumn, deptId: number): SQL {
  return sql`${col} in (select dept_id from sys_dept where dept_id = ${deptId} or ${String(deptId)} = any(string_to_array(ancestors, ',')))`;
}
