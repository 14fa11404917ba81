import { z } from 'zod';
import { passwordField } from '../system/auth.ts';
import { CRUD_ACTIONS, defineManifest } from '../manifest/define.ts';
import { entityId, optionalText, statusFlag } from '../system/system-fields.ts';
import { sexFlag, userManifest } from '../system/system-user.ts';

const companyName = z.string({ message: 'validation.companyName' }).trim().min(1, 'validation.companyName').max(64);

/**
 * Institutions (`/biz/institution`): the dealer organizations of the tree. An
 * institution is an organization (sys_dept) registered in biz_institution;
 * `companyName` is that organization's name, so renaming one renames the other.
 * Creating one creates its organization under `parentId`.
 */
export const institutionManifest = defineManifest({
  name: 'institution',
  api: '/biz/institution',
  perm: 'biz:institution',
  actions: CRUD_ACTIONS,
  menu: { parent: 'organizationUsers', order: 2, icon: 'dealer' },
  id: 'deptId',
  label: 'companyName',
  order: ['deptId', 'asc'],
  scope: 'dept',
  fields: {
    deptId: { list: { width: 80 }, sort: true, export: 10 },
    companyName: { schema: companyName, list: { width: 220 }, search: 'like', form: true, sort: true, export: 30 },
    /** The organization a new institution is placed under; afterwards it moves only in the organization screen. */
    parentId: { schema: entityId, form: { widget: 'companyTree', createOnly: true } },
    parentName: { list: { ellipsis: true }, export: 30 },
    leader: { list: true, export: 16 },
    phone: { list: true, export: 16 },
    userCount: { list: { width: 100 }, export: 10 },
    status: { dict: 'sys_normal_disable', list: true, search: 'eq', searchSchema: statusFlag, export: 10 },
    remark: { schema: optionalText(500), list: { ellipsis: true }, form: { widget: 'textarea', wide: true }, export: 40 },
    createTime: { list: { type: 'datetime' }, search: 'range', sort: true, export: 20 },
  },
  grants: { sysUser: ['list', 'query', 'add', 'edit', 'export'], agencyUser: ['list', 'query'] },
});

/** The account fields institution users share with users. */
const { userId, userName, nickName, phonenumber, email, remark, createTime, delFlag } = userManifest.fields;

/**
 * Institution users (`/biz/institutionUser`): the staff accounts of dealers,
 * i.e. system users (sys_user) whose organization is an institution or lies
 * below one, each with one role the caller may grant (never the administrator
 * role nor one that sees all data).
 */
export const institutionUserManifest = defineManifest({
  name: 'institutionUser',
  api: '/biz/institutionUser',
  perm: 'biz:institutionUser',
  actions: [...CRUD_ACTIONS, 'resetPwd'],
  menu: { parent: 'organizationUsers', order: 3, icon: 'peoples' },
  id: 'userId',
  label: 'userName',
  order: ['userId', 'desc'],
  scope: 'dept',
  softDelete: 'delFlag',
  fields: {
    userId,
    /** Searching by it finds the institution and everything below it. */
    deptId: { schema: entityId, searchSchema: z.coerce.number().int().positive(), search: 'eq', searchHidden: true, form: { widget: 'companyTree' } },
    companyName: { list: { ellipsis: true }, search: 'like', sort: true, export: 30 },
    userName,
    nickName,
    roleId: { schema: entityId, form: { widget: 'select' } },
    roleName: { list: true, export: 20 },
    phonenumber,
    email,
    password: { schema: passwordField, form: { widget: 'password', createOnly: true } },
    sex: { schema: sexFlag.default('2'), dict: 'sys_user_sex', form: true, export: 8 },
    status: { schema: statusFlag.default('0'), dict: 'sys_normal_disable', list: true, search: 'eq', form: { widget: 'radio' }, sort: true, export: 8 },
    remark,
    createTime,
    delFlag,
  },
  /** The key of the user's one role, which the console compares to offer the role select. */
  rowExtras: { roleKey: z.string().nullable() },
  grants: {
    sysUser: ['list', 'query', 'add', 'edit', 'export', 'resetPwd'],
    agencyUser: ['list', 'query', 'add', 'edit', 'export', 'resetPwd'],
  },
});

export const institutionUserResetPwd = z.object({ userId: entityId, password: passwordField });
export const institutionUserStatus = z.object({ userId: entityId, status: statusFlag });

/** A role the institution user form offers (`GET /biz/institutionUser/roles`). */
export interface InstitutionRole {
  roleId: number;
  roleKey: string;
  roleName: string;
}
