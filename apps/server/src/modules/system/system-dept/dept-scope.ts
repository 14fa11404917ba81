import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { TreeNode } from '@cniot/contract/system/system-fields';
import type { Db } from '../../../db/client.ts';
import { sysDept } from '../../../db/schema/system.ts';
import { dataScopeCondition } from '../../../lib/data-scope.ts';
import { badRequest } from '../../../lib/errors.ts';
import type { LoginUser } from '../../../lib/session.ts';
import { buildTree } from '../../../lib/tree.ts';

/** The organizations a user may see and manage (undefined: all of them). */
export const deptScope = (user: LoginUser): SQL | undefined => dataScopeCondition(user, { dept: sysDept.deptId });

export async function findDept(db: Db, deptId: number, scope?: SQL) {
  const [row] = await db
    .select({ deptId: sysDept.deptId, ancestors: sysDept.ancestors, status: sysDept.status, deptName: sysDept.deptName })
    .from(sysDept)
    .where(and(eq(sysDept.deptId, deptId), eq(sysDept.delFlag, '0'), scope))
    .limit(1);
  return row;
}

/**
 * A user or organization may only be placed where the caller can see: an
 * organization inside their scope, or none at all for callers who see everything.
 */
export async function assertDeptUsable(db: Db, user: LoginUser, deptId: number | null | undefined): Promise<void> {
  const scope = deptScope(user);
  if (deptId === null || deptId === undefined) {
    if (scope) throw badRequest('dept.outOfScope');
    return;
  }
  if (!(await findDept(db, deptId, scope))) throw badRequest('dept.outOfScope');
}

/** `{id, label, children}` over the live organizations matching `where`, siblings by order_num. */
export async function deptTree(db: Db, where: SQL | undefined): Promise<TreeNode[]> {
  const rows = await db
    .select({ id: sysDept.deptId, parentId: sysDept.parentId, label: sysDept.deptName })
    .from(sysDept)
    .where(and(eq(sysDept.delFlag, '0'), where))
    .orderBy(asc(sysDept.parentId), asc(sysDept.orderNum), asc(sysDept.deptId));
  return buildTree(rows, { id: (r) => r.id, parent: (r) => r.parentId }, (r): TreeNode => ({ id: r.id, label: r.label }));
}
