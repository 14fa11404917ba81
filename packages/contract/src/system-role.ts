import { z } from 'zod';
import { timeRange } from './paging.ts';
import { entityId, idArray, optionalText, orderNum, queryStatus, queryText, statusFlag } from './system-fields.ts';
import { CRUD_ACTIONS, defineManifest } from './manifest/define.ts';

/** 1 all, 2 custom organizations, 3 own organization, 4 own organization and below, 5 only self. */
export const dataScopeFlag = z.enum(['1', '2', '3', '4', '5']);

export const roleQuery = timeRange.extend({
  roleName: queryText(),
  roleKey: queryText(100),
  status: queryStatus,
});

const roleFields = {
  roleName: z.string().trim().min(1).max(64),
  /** Letters, digits, _ : and - only: the key is matched by role checks, never shown. */
  roleKey: z.string().trim().regex(/^[A-Za-z][\w:-]{0,99}$/, 'validation.roleKey'),
  roleSort: orderNum,
  status: statusFlag.optional(),
  menuCheckStrictly: z.boolean().optional(),
  deptCheckStrictly: z.boolean().optional(),
  remark: optionalText(500),
  /** Replaces the role's menus and buttons when sent. */
  menuIds: idArray.optional(),
};

export const roleCreate = z.object(roleFields);
export const roleUpdate = z.object({ ...roleFields, roleId: entityId });
export const roleChangeStatus = z.object({ roleId: entityId, status: statusFlag });
export const roleDataScope = z.object({
  roleId: entityId,
  dataScope: dataScopeFlag,
  /** Only used with data scope '2' (custom organizations). */
  deptIds: idArray.optional(),
  deptCheckStrictly: z.boolean().optional(),
});

export const authUserQuery = z.object({ roleId: z.coerce.number().int().positive(), userName: queryText(), phonenumber: queryText(32) });
export const authUserCancel = z.object({ roleId: entityId, userId: entityId });
export const authUserBatch = z.object({ roleId: entityId, userIds: idArray.min(1) });

export type RoleCreate = z.infer<typeof roleCreate>;
export type RoleUpdate = z.infer<typeof roleUpdate>;

/** Roles (`/system/role`). */
export const roleManifest = defineManifest({
  name: 'role',
  api: '/system/role',
  perm: 'system:role',
  actions: CRUD_ACTIONS,
  menu: { parent: 'systemManagement', order: 2, icon: 'peoples' },
  id: 'roleId',
  label: 'roleName',
  fields: {},
  grants: { sysUser: ['list', 'query'] },
});
