import { and, count, eq, inArray, ne, notInArray, sql } from 'drizzle-orm';
import { hasPermiAny } from '@cniot/contract/system/auth';
import { rowsOf, type Db } from '../../../db/client.ts';
import type { HookContext } from '../../../lib/crud.ts';
import { sysMenu, sysRoleMenu } from '../../../db/schema/system.ts';
import { badRequest, conflict, forbidden, warning } from '../../../lib/errors.ts';
import { currentUser } from '../../../plugins/auth.ts';

type Row = Record<string, unknown>;

/** True when `parentId` is `menuId` or lies below it: the move would close a loop. */
async function wouldLoop(db: Db, menuId: number, parentId: number): Promise<boolean> {
  if (parentId === menuId) return true;
  const rows = await rowsOf(
    db,
    sql`
    with recursive up(id) as (
      select parent_id from sys_menu where menu_id = ${parentId}
      union select m.parent_id from sys_menu m join up on m.menu_id = up.id)
    select 1 from up where id = ${menuId} limit 1`,
  );
  return rows.length > 0;
}

export function menuRules() {
  return {
    async beforeWrite(data: Row, { req, tx, mode }: HookContext) {
      const id = mode === 'update' ? Number(data.menuId) : 0;
      const parentId = Number(data.parentId ?? 0);
      const path = String(data.path ?? '');
      if (data.menuType !== 'F' && !path) throw badRequest('menu.pathRequired');
      if (data.isFrame === '0' && !/^https?:\/\//.test(path)) throw badRequest('menu.linkNeedsHttp');
      if (parentId !== 0) {
        const [parent] = await tx.select({ type: sysMenu.menuType }).from(sysMenu).where(eq(sysMenu.menuId, parentId));
        if (!parent || parent.type === 'F') throw badRequest('menu.parentInvalid');
        if (mode === 'update' && (await wouldLoop(tx, id, parentId))) throw badRequest('menu.parentSelf');
      }
      const [twin] = await tx
        .select({ n: count() })
        .from(sysMenu)
        .where(and(eq(sysMenu.parentId, parentId), eq(sysMenu.menuName, String(data.menuName)), ne(sysMenu.menuId, id)));
      if (twin.n > 0) throw conflict('menu.nameExists', { name: data.menuName });
      // A permission string is a grant in itself: only someone who holds it may put it on a menu.
      const caller = currentUser(req);
      if (data.perms && !hasPermiAny(caller.permissions, [String(data.perms)])) throw forbidden('menu.permsNotHeld');
      return data;
    },

    async beforeDelete(ids: number[], { tx }: Pick<HookContext, 'tx'>) {
      const [children] = await tx
        .select({ n: count() })
        .from(sysMenu)
        .where(and(inArray(sysMenu.parentId, ids), notInArray(sysMenu.menuId, ids)));
      if (children.n > 0) throw warning('menu.hasChildren');
      const [assigned] = await tx.select({ n: count() }).from(sysRoleMenu).where(inArray(sysRoleMenu.menuId, ids));
      if (assigned.n > 0) throw warning('menu.assigned');
    },
  };
}
