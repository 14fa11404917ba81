import { z } from 'zod';
import { passwordField, phoneField, userNameField } from './auth.ts';
import { timeRange } from './paging.ts';
import { entityId, idArray, optionalEmail, optionalText, queryId, queryStatus, queryText, statusFlag } from './system-fields.ts';
import { CRUD_ACTIONS, defineManifest } from './manifest/define.ts';

/** '0' male, '1' female, '2' not stated. */
export const sexFlag = z.enum(['0', '1', '2']);
const optionalPhone = phoneField.or(z.literal('')).nullish();

export const userQuery = timeRange.extend({
  userName: queryText(),
  nickName: queryText(),
  phonenumber: queryText(32),
  status: queryStatus,
  /** The organization and everything below it. */
  deptId: queryId,
});

const userFields = {
  deptId: entityId.nullish(),
  nickName: z.string().trim().min(1).max(64),
  email: optionalEmail,
  phonenumber: optionalPhone,
  sex: sexFlag.optional(),
  status: statusFlag.optional(),
  remark: optionalText(500),
  roleIds: idArray.optional(),
};

/** Without a password the configured initial password (sys.user.initPassword) is set. */
export const userCreate = z.object({ ...userFields, userName: userNameField, password: passwordField.optional() });

/** The password is changed through resetPwd only; roleIds, when sent, replace the user's roles. */
export const userUpdate = z.object({ ...userFields, userId: entityId, userName: userNameField.optional() });

export const userResetPwd = z.object({ userId: entityId, password: passwordField });
export const userChangeStatus = z.object({ userId: entityId, status: statusFlag });
export const userAuthRole = z.object({ userId: entityId, roleIds: idArray });

export const profileUpdate = z.object({
  nickName: z.string().trim().min(1).max(64),
  email: optionalEmail,
  phonenumber: optionalPhone,
  sex: sexFlag.optional(),
});

export const profileUpdatePwd = z.object({ oldPassword: z.string().min(1).max(128), newPassword: passwordField });

export type UserQuery = z.infer<typeof userQuery>;
export type UserCreate = z.infer<typeof userCreate>;
export type UserUpdate = z.infer<typeof userUpdate>;

/** Users (`/system/user`). */
export const userManifest = defineManifest({
  name: 'user',
  api: '/system/user',
  perm: 'system:user',
  actions: [...CRUD_ACTIONS, 'import', 'resetPwd'],
  menu: { parent: 'systemManagement', order: 1, icon: 'user' },
  id: 'userId',
  label: 'userName',
  fields: {},
  grants: { sysUser: ['list', 'query', 'add', 'edit', 'export', 'import', 'resetPwd'], agencyUser: ['list', 'query', 'add', 'edit', 'export', 'resetPwd'] },
});
