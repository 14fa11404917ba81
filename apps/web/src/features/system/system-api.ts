import type { R } from '@cniot/contract/envelope';
import { resolveLanguage } from '@cniot/contract/language';
import type { TreeNode } from '@cniot/contract/system/system-fields';
import { queryClient } from '../../lib/query-client.ts';
import { deptsQuery, type Dept } from '../../lib/reference-data.ts';
import { roleName } from '../../components/dict.tsx';
import type { OptionItem, Row } from '../../components/list-page/resource.ts';
import { menuTitle } from '../../i18n/menu-title.ts';
import { i18n } from '../../i18n/i18n.ts';
import { api } from '../../lib/request/http.ts';
import { call } from '../../lib/request/call.ts';
import { toTree } from '../../lib/tree.ts';

/** The calls the system screens make beyond their resource's list and CRUD. */

export const toOptions = (nodes: TreeNode[] = []): OptionItem[] => nodes.map((n) => ({ value: n.id, label: n.label, children: n.children?.length ? toOptions(n.children) : undefined }));

interface RoleOption {
  roleId: number;
  roleName: string;
  roleKey: string;
  status: string;
}

/** The roles the caller may hand out (GET /system/user/ answers them beside code/msg). */
export const assignableRoles = async (): Promise<OptionItem[]> => {
  const body = await api.get<{ roles?: RoleOption[] }>('/system/user/');
  const lang = resolveLanguage(i18n.language);
  return (body.roles ?? []).map((r) => ({ value: r.roleId, label: roleName(lang, r.roleKey, r.roleName), disabled: r.status === '1' }));
};

export async function loadUser(id: unknown): Promise<Row> {
  const body = await api.get<R<Row> & { roleIds?: number[] }>(`/system/user/${id}`);
  return { ...body.data, roleIds: body.roleIds ?? [] };
}

export const resetPassword = (userId: unknown, password: string) => call('PUT /system/user/resetPwd', { userId, password });

export interface AuthRoleView {
  user: Row;
  roles: (Row & { roleId: number; flag: boolean })[];
}
export const getAuthRole = (userId: string) => api.get<AuthRoleView>(`/system/user/authRole/${userId}`);
export const saveAuthRole = (userId: number, roleIds: number[]) => call('PUT /system/user/authRole', { userId, roleIds });

export const menuTreeSelect = async () => toOptions((await api.get<R<TreeNode[]>>('/system/menu/treeselect')).data);

export async function roleMenus(roleId: unknown): Promise<{ menus: OptionItem[]; checkedKeys: number[] }> {
  const body = await api.get<{ menus?: TreeNode[]; checkedKeys?: number[] }>(`/system/menu/roleMenuTreeselect/${roleId}`);
  return { menus: toOptions(body.menus), checkedKeys: body.checkedKeys ?? [] };
}

export async function loadRole(id: unknown): Promise<Row> {
  const [role, menus] = await Promise.all([api.get<R<Row>>(`/system/role/${id}`), roleMenus(id)]);
  return { ...role.data, menuIds: menus.checkedKeys };
}

export async function roleDeptTree(roleId: unknown): Promise<{ depts: OptionItem[]; checkedKeys: number[] }> {
  const body = await api.get<{ depts?: TreeNode[]; checkedKeys?: number[] }>(`/system/role/deptTree/${roleId}`);
  return { depts: toOptions(body.depts), checkedKeys: body.checkedKeys ?? [] };
}

export const saveDataScope = (body: { roleId: unknown; dataScope: string; deptIds: number[] }) => call('PUT /system/role/dataScope', body);

interface MenuRow {
  menuId: number;
  parentId: number;
  menuName: string;
}

/** Parents for the menu form: the whole menu under a root "main category" (0). */
export async function menuParents(): Promise<OptionItem[]> {
  const rows = (await api.get<R<MenuRow[]>>('/system/menu/list')).data ?? [];
  const toOption = (m: MenuRow & { children?: MenuRow[] }): OptionItem => ({
    value: m.menuId,
    label: menuTitle(i18n.t, m.menuName),
    children: m.children?.map(toOption),
  });
  return [{ value: 0, label: i18n.t('resources.menu.root'), children: toTree(rows, 'menuId', 'parentId').map(toOption) }];
}

/** Parents for the organization form, from the organizations loaded with the session. */
export async function deptParents(): Promise<OptionItem[]> {
  const rows = await queryClient.fetchQuery(deptsQuery);
  const toOption = (d: Dept & { children?: Dept[] }): OptionItem => ({ value: d.deptId, label: d.deptName, children: d.children?.map(toOption) });
  return toTree(rows, 'deptId', 'parentId').map(toOption);
}
