import { z } from 'zod';
import { passwordField, phoneField } from '../system/auth.ts';
import { CRUD_ACTIONS, defineManifest } from '../manifest/define.ts';
import { pageQuery, searchField } from '../paging.ts';
import { entityId, optionalEmail, optionalText, statusFlag } from '../system/system-fields.ts';
import { sexFlag } from '../system/system-user.ts';

/** roleType (dictionary iot_station_user_type, shared with stations): '0' owner, '1' ordinary user. */
export const appUserRoleType = z.enum(['0', '1']);
/** source (dictionary biz_user_source): '0' client app, '1' dealer app, '2' console, '3' WeChat. */
export const appUserSource = z.enum(['0', '1', '2', '3']);
/** delFlag: '0' live, '2' deleted (restorable with `POST /biz/user/restore`). */
export const appUserDelFlag = z.enum(['0', '2']);

const optionalPhone = phoneField.or(z.literal('')).nullish();

/**
 * App users (`/biz/user`): the owners and ordinary users of the client apps,
 * which spec §7 calls business users; one table, one screen ("client user
 * (owner) management"). Each belongs to the organization that serves it
 * (`deptId`, the data scope). The password is stored as an argon2 hash and never
 * listed; deletion is a mark (`delFlag` '2') that `restore` lifts.
 */
export const appUserManifest = defineManifest({
  name: 'appUser',
  api: '/biz/user',
  perm: 'biz:user',
  actions: [...CRUD_ACTIONS, 'resetPwd', 'recover'],
  menu: { parent: 'clientUserManagement', order: 1, icon: 'user', path: 'owner' },
  id: 'id',
  label: 'nickname',
  order: ['id', 'desc'],
  scope: 'dept',
  fields: {
    id: { list: { width: 80 }, sort: true, export: 10 },
    avatarUrl: { schema: optionalText(255), list: { type: 'image', width: 70 }, form: { widget: 'image', wide: true } },
    nickname: { schema: z.string({ message: 'validation.nickname' }).trim().min(1, 'validation.nickname').max(64), list: { ellipsis: true }, search: 'like', form: true, sort: true, export: 20 },
    phone: { schema: optionalPhone, list: true, search: 'like', form: true, sort: true, export: 16 },
    mailbox: { schema: optionalEmail, list: { ellipsis: true }, search: 'like', form: true, sort: true, export: 30 },
    password: { schema: passwordField, form: { widget: 'password', createOnly: true } },
    /** Searching by it finds the organization and everything below it. */
    deptId: { schema: entityId.nullish(), searchSchema: z.coerce.number().int().positive(), search: 'eq', searchHidden: true, form: { widget: 'companyTree' } },
    companyName: { list: { ellipsis: true }, export: 24 },
    roleType: { schema: appUserRoleType.default('0'), dict: 'iot_station_user_type', list: true, search: 'eq', form: true, export: 12 },
    source: { schema: appUserSource.default('2'), dict: 'biz_user_source', list: true, search: 'eq', form: true, export: 12 },
    sex: { schema: sexFlag.default('2'), dict: 'sys_user_sex', form: true, export: 8 },
    age: { schema: z.number().int().min(0).max(150).nullish(), form: true, export: 6 },
    openid: { schema: optionalText(128), search: 'eq', searchHidden: true, form: { apiOnly: true }, export: 30 },
    province: { schema: optionalText(64), list: { hidden: true }, form: true, export: 14 },
    city: { schema: optionalText(64), list: { hidden: true }, form: true, export: 14 },
    district: { schema: optionalText(64), form: true, export: 14 },
    address: { schema: optionalText(255), form: { wide: true }, export: 30 },
    signature: { schema: optionalText(255), form: { widget: 'textarea', wide: true } },
    status: { schema: statusFlag.default('0'), dict: 'sys_normal_disable', list: true, search: 'eq', form: { widget: 'radio' }, sort: true, export: 8 },
    delFlag: { values: ['0', '2'], list: { hidden: true }, search: 'eq', searchSchema: appUserDelFlag, export: 8 },
    createTime: { list: { type: 'datetime' }, search: 'range', sort: true, export: 20 },
  },
  grants: {
    sysUser: '*',
    agencyUser: ['list', 'query', 'add', 'edit', 'export', 'resetPwd'],
  },
});

/** `POST /biz/user/restore`: a deleted user comes back, if nobody took its phone, mailbox or openid meanwhile. */
export const appUserRestore = z.object({ id: entityId });
/** `POST /biz/user/resetPassword`. */
export const appUserResetPassword = z.object({ id: entityId, password: passwordField });
/** `PUT /biz/user/changeStatus`: disable ('1') or enable ('0'). */
export const appUserStatus = z.object({ id: entityId, status: statusFlag });
/** `POST /biz/user/checkCreateUser`: whether a user with these could be created. */
export const appUserCheck = z.object({ phone: optionalPhone, mailbox: optionalEmail, openid: optionalText(128) });
export interface AppUserCheckAnswer {
  available: boolean;
  /** The first field already used by a live user. */
  taken?: 'phone' | 'mailbox' | 'openid';
}

/**
 * `GET /biz/user/listBizUserSelect`, the remote select of spec §7: `queryText`
 * matches nickname, phone or mailbox; `id` and `userIds` (comma separated)
 * name the users a form already holds, so their labels show.
 */
export const appUserSelectQuery = z
  .object({
    queryText: searchField(z.string().max(64)),
    id: searchField(z.coerce.number().int().positive()),
    userIds: searchField(
      z
        .string()
        .regex(/^\d+(,\d+)*$/, 'validation.idList')
        .max(2000),
    ),
  })
  .extend(pageQuery.shape);

/** `GET /biz/user/stations/{id}`: the stations an app user owns or is a member of, as far as the caller sees them. */
export interface AppUserStation {
  id: number;
  stationName: string;
  companyName: string | null;
  capacity: number;
  status: string;
  relation: 'owner' | 'member';
}

/** `GET /biz/user/page`: the list's query, answered as a page object for app clients. */
export interface AppUserPage<T> {
  records: T[];
  total: number;
  size: number;
  current: number;
  pages: number;
}
