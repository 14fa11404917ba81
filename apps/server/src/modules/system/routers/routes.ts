import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { sysMenu } from '../../../db/schema/system.ts';
import { ok } from '../../../lib/reply.ts';
import { buildTree } from '../../../lib/tree.ts';
import { AUTHENTICATED, currentUser } from '../../../plugins/auth.ts';
import { menuOrder, menuScope } from '../access/menu-access.ts';
import { buildRouters, type MenuRow } from './build-routers.ts';

/** The signed-in user's sidebar and dynamic routes: enabled directories and pages of their roles (buttons are permissions only). */
export const routersRoutes: FastifyPluginAsync = async (app) => {
  app.get('/getRouters', { config: { permission: AUTHENTICATED } }, async (req) => {
    const rows: MenuRow[] = await app.db
      .select({
        menuId: sysMenu.menuId,
        parentId: sysMenu.parentId,
        menuName: sysMenu.menuName,
        path: sysMenu.path,
        component: sysMenu.component,
        query: sysMenu.query,
        routeName: sysMenu.routeName,
        isFrame: sysMenu.isFrame,
        isCache: sysMenu.isCache,
        menuType: sysMenu.menuType,
        visible: sysMenu.visible,
        icon: sysMenu.icon,
      })
      .from(sysMenu)
      .where(and(inArray(sysMenu.menuType, ['M', 'C']), eq(sysMenu.status, '0'), menuScope(currentUser(req))))
      .orderBy(...menuOrder);
    // Only chains that reach the top count: a page whose directory is not granted stays out, as in RuoYi.
    const tree = buildTree(rows, { id: (m) => m.menuId, parent: (m) => m.parentId }, (m) => ({ ...m })).filter((m) => m.parentId === 0);
    return ok(req, buildRouters(tree));
  });
};
