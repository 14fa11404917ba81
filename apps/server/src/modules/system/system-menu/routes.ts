import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Perm } from '@cniot/contract/system/permissions';
import { queryOf } from '@cniot/contract/manifest/derive';
import { menuCreate, menuManifest, menuUpdate } from '@cniot/contract/system/system-menu';
import { sysMenu, sysRole, sysRoleMenu } from '../../../db/schema/system.ts';
import { notFound } from '../../../lib/errors.ts';
import { manifestCrud } from '../../../lib/manifest-crud.ts';
import { where } from '../../../lib/paging.ts';
import { ok } from '../../../lib/reply.ts';
import { checkedKeys } from '../../../lib/tree.ts';
import { currentUser } from '../../../plugins/auth.ts';
import { roleScope } from '../access/role-scope.ts';
import { menuOrder, menuScope, menuTree } from '../access/menu-access.ts';
import { menuRules } from './menu-rules.ts';

const menuQuery = queryOf(menuManifest);
type MenuQuery = { menuName?: string; visible?: string; status?: string };

/** Menus (RuoYi /system/menu): a flat list the console nests, trees for the role forms. */
export const systemMenuRoutes: FastifyPluginAsync = async (app) => {
  manifestCrud(app, menuManifest, { table: sysMenu, create: menuCreate, update: menuUpdate, scope: menuScope, without: ['list'], ...menuRules() });

  const api = app.withTypeProvider<ZodTypeProvider>();

  // The whole menu, unpaged, under `data`: written here because crud lists are paged.
  api.get('/system/menu/list', { schema: { querystring: menuQuery }, config: { permission: Perm.menu.list } }, async (req) => {
    const q = req.query as MenuQuery;
    const rows = await app.db
      .select()
      .from(sysMenu)
      .where(and(menuScope(currentUser(req)), where.like(sysMenu.menuName, q.menuName), where.eq(sysMenu.visible, q.visible), where.eq(sysMenu.status, q.status)))
      .orderBy(...menuOrder);
    return ok(req, rows);
  });

  const roleForms = [Perm.menu.list, Perm.role.query, Perm.role.add, Perm.role.edit];
  api.get('/system/menu/treeselect', { config: { permission: roleForms } }, async (req) => ok(req, await menuTree(app.db, currentUser(req))));

  api.get(
    '/system/menu/roleMenuTreeselect/:roleId',
    { schema: { params: z.object({ roleId: z.coerce.number().int().positive() }) }, config: { permission: [Perm.role.query, Perm.role.edit] } },
    async (req) => {
      const user = currentUser(req);
      const [role] = await app.db
        .select({ linked: sysRole.menuCheckStrictly })
        .from(sysRole)
        .where(and(eq(sysRole.roleId, req.params.roleId), eq(sysRole.delFlag, '0'), roleScope(user)));
      if (!role) throw notFound();
      const granted = await app.db
        .select({ id: sysMenu.menuId, parentId: sysMenu.parentId })
        .from(sysRoleMenu)
        .innerJoin(sysMenu, eq(sysMenu.menuId, sysRoleMenu.menuId))
        .where(eq(sysRoleMenu.roleId, req.params.roleId));
      return { ...ok(req), checkedKeys: checkedKeys(granted, role.linked), menus: await menuTree(app.db, user) };
    },
  );
};
