import { z } from 'zod';
import { optionalText, orderNum, statusFlag } from './system-fields.ts';
import { defineManifest } from '../manifest/define.ts';
import { createOf, updateOf } from '../manifest/derive.ts';

/** M directory, C menu (a page), F button (a permission only). */
export const menuTypeFlag = z.enum(['M', 'C', 'F']);
const yesNo = z.enum(['0', '1']);

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
  fields: {
    parentId: { schema: z.number().int().min(0).default(0), form: { wide: true } },
    menuType: { schema: menuTypeFlag, dict: 'sys_menu_type', list: { hidden: true }, form: { widget: 'radio', wide: true } },
    menuName: { schema: z.string().trim().min(1).max(64), list: true, search: 'like', form: true },
    icon: { schema: z.string().max(100).optional(), list: true, form: { widget: 'icon' } },
    orderNum: { schema: orderNum, list: true, form: true },
    /** '0' external link, '1' a route inside the console. */
    isFrame: { schema: yesNo.optional(), form: { widget: 'radio' } },
    /** Route segment, or an http(s) address for a link. */
    path: { schema: z.string().trim().max(200).optional(), form: true },
    perms: { schema: optionalText(100), list: { ellipsis: true }, form: true },
    /** Page key of the console's page registry. */
    component: { schema: optionalText(255), list: { ellipsis: true }, form: true },
    /** JSON text handed to the route as its query. */
    query: { schema: optionalText(255), form: true },
    routeName: { schema: z.string().trim().max(64).optional(), form: true },
    /** '0' keep the page alive between tabs, '1' do not. */
    isCache: { schema: yesNo.optional(), form: { widget: 'radio' } },
    /** '0' shown in the sidebar, '1' hidden. */
    visible: { schema: yesNo.optional(), dict: 'sys_show_hide', list: { hidden: true }, search: 'eq', form: { widget: 'radio' } },
    status: { schema: statusFlag.optional(), dict: 'sys_normal_disable', list: true, search: 'eq', form: { widget: 'radio' } },
    createTime: { list: { type: 'datetime' } },
  },
});

/** RuoYi's clients may send a remark; our console does not edit it. */
const remark = { remark: z.string().max(500).optional() };
export const menuCreate = createOf(menuManifest).extend(remark);
export const menuUpdate = updateOf(menuManifest).extend(remark);
