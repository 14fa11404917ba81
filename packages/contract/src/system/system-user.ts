import { z } from 'zod';
import { passwordField, phoneField, userNameField } from './auth.ts';
import { entityId, idArray, optionalEmail, optionalText, statusFlag } from './system-fields.ts';
import { CRUD_ACTIONS, defineManifest } from '../manifest/define.ts';
import { updateOf } from '../manifest/derive.ts';

/** '0' male, '1' female, '2' not stated. */
export const sexFlag = z.enum(['0', '1', '2']);
const optionalPhone = phoneField.or(z.literal('')).nullish();
const nickName = z.string().trim().min(1).max(64);

/** Users (`/system/user`). */
export const userManifest = defineManifest({
  name: 'user',
  api: '/system/user',
  perm: 'system:user',
  actions: [...CRUD_ACTIONS, 'import', 'resetPwd'],
  menu: { parent: 'systemManagement', order: 1, icon: 'user' },
  id: 'userId',
  label: 'userName',
  // Ids grow with creation time, and unlike it they never tie (seeded users share one).
  order: ['userId', 'desc'],
  scope: 'dept',
  softDelete: 'delFlag',
  fields: {
    userId: { list: { width: 80 }, sort: true, export: 10 },
    userName: { schema: userNameField, list: { ellipsis: true }, search: 'like', form: { createOnly: true }, sort: true, export: true },
    nickName: { schema: nickName, list: { ellipsis: true }, search: 'like', form: true, sort: true, export: true },
    /** Searching by it finds the organization and everything below it. */
    deptId: { schema: entityId.nullish(), searchSchema: z.coerce.number().int().positive(), search: 'eq', searchHidden: true, form: { widget: 'companyTree' }, sort: true },
    deptName: { list: { ellipsis: true }, export: 30 },
    phonenumber: { schema: optionalPhone, list: true, search: 'like', form: true, sort: true, export: true },
    email: { schema: optionalEmail, list: { hidden: true }, form: true, sort: true, export: 30 },
    /** Without one the configured initial password (sys.user.initPassword) is set. */
    password: { schema: passwordField.optional(), form: { widget: 'password', createOnly: true } },
    sex: { schema: sexFlag.optional(), dict: 'sys_user_sex', form: true, export: true },
    status: { schema: statusFlag.optional(), dict: 'sys_normal_disable', list: true, search: 'eq', form: { widget: 'radio' }, sort: true, export: true },
    /** When sent, they replace the user's roles. */
    roleIds: { schema: idArray.optional(), form: { wide: true } },
    remark: { schema: optionalText(500), form: { widget: 'textarea', wide: true } },
    loginIp: { export: true },
    loginDate: { sort: true, export: 22 },
    createTime: { list: { type: 'datetime' }, search: 'range', sort: true, export: 22 },
    delFlag: {},
  },
  /** Whether the caller may edit the row (not an administrator's account, no role beyond the caller's grants). */
  rowExtras: { manageable: z.boolean() },
  grants: { sysUser: ['list', 'query', 'add', 'edit', 'export', 'import', 'resetPwd'], agencyUser: ['list', 'query', 'add', 'edit', 'export', 'resetPwd'] },
});

/** The password changes through resetPwd only; the account may be renamed. */
export const userUpdate = updateOf(userManifest).extend({ userName: userNameField.optional() });

export const userResetPwd = z.object({ userId: entityId, password: passwordField });
export const userChangeStatus = z.object({ userId: entityId, status: statusFlag });
export const userAuthRole = z.object({ userId: entityId, roleIds: idArray });

export const profileUpdate = z.object({ nickName, email: optionalEmail, phonenumber: optionalPhone, sex: sexFlag.optional() });

export const profileUpdatePwd = z.object({ oldPassword: z.string().min(1).max(128), newPassword: passwordField });
