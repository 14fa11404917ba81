import { z } from 'zod';
import { entityId, optionalText, orderNum, queryStatus, queryText, statusFlag } from './system-fields.ts';
import { defineManifest } from './manifest/define.ts';

/** M directory, C menu (a page), F button (a permission only). */
export const menuTypeFlag = z.enum(['M', 'C', 'F']);
const yesNo = z.enum(['0', '1']);

export const menuQuery = z.object({ menuName: queryText(), visible: queryStatus, status: queryStatus });

const menuFields = {
  menuName: z.string().trim().min(1).max(64),
  parentId: z.number().int().min(0).default(0),
  orderNum,
  menuType: menuTypeFlag,
  /** Route segment, or an http(s) address for a link. */
  path: z.string().trim().max(200).optional(),
  /** Page key of the console's page registry. */
  component: optionalText(255),
  /** JSON text handed to the route as its query. */
  query: optionalText(255),
  routeName: z.string().trim().max(64).optional(),
  /** '0' external link, '1' a route inside the console. */
  isFrame: yesNo.optional(),
  /** '0' keep the page alive between tabs, '1' do not. */
  isCache: yesNo.optional(),
  /** '0' shown in the sidebar, '1' hidden. */
  visible: yesNo.optional(),
  status: statusFlag.optional(),
  perms: optionalText(100),
  icon: z.string().max(100).optional(),
  remark: z.string().max(500).optional(),
};

export const menuCreate = z.object(menuFields);
export const menuUpdate = z.object({ ...menuFields, menuId: entityId });

export type MenuCreate = z.infer<typeof menuCreate>;
export type MenuUpdate = z.infer<typeof menuUpdate>;

/** One entry of GET /getRouters (RuoYi's buildMenus shape). */
export interface RouterNode {
  name: string;
  path: string;
  hidden: boolean;
  redirect?: string;
  /** 'Layout', 'ParentView', 'InnerLink' or a page key. */
  component: string;
  alwaysShow?: boolean;
  query?: string;
  meta?: { title: string; icon: string; noCache: boolean; link: string | null };
  children?: RouterNode[];
}

/** Menus (`/system/menu`): only administrators, so nobody widens their own rights. */
export const menuManifest = defineManifest({
  name: 'menu',
  api: '/system/menu',
  perm: 'system:menu',
  actions: ['list', 'query', 'add', 'edit', 'remove'],
  menu: { parent: 'systemManagement', order: 3, icon: 'tree-table' },
  id: 'menuId',
  label: 'menuName',
  fields: {},
});
