import { and, asc, sql, type SQL } from 'drizzle-orm';
import type { TreeNode } from '@cniot/contract/system/system-fields';
import type { Db } from '../../../db/client.ts';
import { sysMenu } from '../../../db/schema/system.ts';
import type { LoginUser } from '../../../lib/session.ts';
import { buildTree } from '../../../lib/tree.ts';

/** Menu ids reachable through a user's active roles. */
const menusOfUser = (userId: number) => sql`select rm.menu_id from sys_role_menu rm
  join sys_user_role ur on ur.role_id = rm.role_id
  join sys_role r on r.role_id = ur.role_id and r.status = '0' and r.del_flag = '0'
  where ur.user_id = ${userId}`;

/** Administrators see every menu; anyone else the menus their roles hold. */
export const menuScope = (user: LoginUser): SQL | undefined => (user.isAdmin ? undefined : sql`${sysMenu.menuId} in (${menusOfUser(user.userId)})`);

export async function menuIdsOf(db: Db, user: LoginUser): Promise<Set<number>> {
  const rows = await db.select({ id: sysMenu.menuId }).from(sysMenu).where(menuScope(user));
  return new Set(rows.map((r) => r.id));
}

export const menuOrder = [asc(sysMenu.parentId), asc(sysMenu.orderNum), asc(sysMenu.menuId)];

export async function menuTree(db: Db, user: LoginUser, where?: SQL): Promise<TreeNode[]> {
  const rows = await db
    .select({ id: sysMenu.menuId, parentId: sysMenu.parentId, label: sysMenu.menuName })
    .from(sysMenu)
    .where(and(menuScope(user), where))
    .orderBy(...menuOrder);
  return buildTree(rows, { id: (r) => r.id, parent: (r) => r.parentId }, (r): TreeNode => ({ id: r.id, label: r.label }));
}
