import { z } from 'zod';
import { entityId, idArray, optionalText, orderNum, statusFlag } from './system-fields.ts';
import { CRUD_ACTIONS, defineManifest } from '../manifest/define.ts';
import { createOf, queryOf, updateOf } from '../manifest/derive.ts';

/** 1 all, 2 custom organizations, 3 own organization, 4 own organization and below, 5 only self. */
export const dataScopeFlag = z.enum(['1', '2', '3', '4', '5']);

/** Roles (`/system/role`). */
export const roleManifest = defineManifest({
  name: 'role',
  api: '/system/role',
  perm: 'system:role',
  actions: CRUD_ACTIONS,
  menu: { parent: 'systemManagement', order: 2, icon: 'peoples' },
  id: 'roleId',
  label: 'roleName',
  order: ['roleSort', 'asc'],
  softDelete: 'delFlag',
  fields: {
    roleId: { list: { width: 80 }, sort: true, export: 10 },
    roleName: { schema: z.string().trim().min(1).max(64), list: { ellipsis: true }, search: 'like', form: true, sort: true, export: true },
    /** Letters, digits, _ : and - only: the key is matched by role checks, never shown. */
    roleKey: {
      schema: z
        .string()
        .trim()
        .regex(/^[A-Za-z][\w:-]{0,99}$/, 'validation.roleKey'),
      list: { ellipsis: true },
      search: 'like',
      form: true,
      sort: true,
      export: true,
    },
    roleSort: { schema: orderNum, list: true, form: true, sort: true, export: 10 },
    /** Set through the data scope dialog (PUT dataScope), not the form. */
    dataScope: { dict: 'sys_data_scope', list: { hidden: true }, export: 28 },
    status: { schema: statusFlag.optional(), dict: 'sys_normal_disable', list: true, search: 'eq', form: { widget: 'radio' }, sort: true, export: true },
    /** Replaces the role's menus and buttons when sent. */
    menuIds: { schema: idArray.optional(), form: { wide: true } },
    remark: { schema: optionalText(500), form: { widget: 'textarea', wide: true } },
    createTime: { list: { type: 'datetime' }, search: 'range', sort: true, export: 22 },
    delFlag: {},
  },
  grants: { sysUser: ['list', 'query'] },
});

/** RuoYi's role form also sends whether its trees tick parents and children together; our console does not edit them. */
const strictness = { menuCheckStrictly: z.boolean().optional(), deptCheckStrictly: z.boolean().optional() };
export const roleCreate = createOf(roleManifest).extend(strictness);
export const roleUpdate = updateOf(roleManifest).extend(strictness);
export const roleChangeStatus = z.object({ roleId: entityId, status: statusFlag });
export const roleDataScope = z.object({
  roleId: entityId,
  dataScope: dataScopeFlag,
  /** Only used with data scope '2' (custom organizations). */
  deptIds: idArray.optional(),
  deptCheckStrictly: z.boolean().optional(),
});

/** The users holding a role (`/system/role/authUser/allocatedList`) and those who could (`unallocatedList`): a list inside the role screen. */
export const roleUserManifest = defineManifest({
  name: 'roleUser',
  api: '/system/role/authUser',
  perm: 'system:role',
  actions: ['list', 'edit'],
  id: 'userId',
  label: 'userName',
  fields: {
    userId: { list: { width: 80 }, sort: true },
    userName: { list: true, search: 'like', sort: true },
    nickName: { list: true, sort: true },
    email: { list: true },
    phonenumber: { list: true, search: 'like' },
    status: { dict: 'sys_normal_disable', list: true },
    createTime: { list: { type: 'datetime' }, sort: true },
  },
});

export const authUserQuery = queryOf(roleUserManifest).extend({ roleId: z.coerce.number().int().positive() });
export const authUserCancel = z.object({ roleId: entityId, userId: entityId });
export const authUserBatch = z.object({ roleId: entityId, userIds: idArray.min(1) });
