import { z } from 'zod';
import { phoneField } from './auth.ts';
import { optionalEmail, optionalText, orderNum, statusFlag } from './system-fields.ts';
import { defineManifest } from '../manifest/define.ts';
import { rowOf } from '../manifest/rows.ts';
import { tableOf } from '../answer.ts';

/** Organizations (`/system/dept`): one tree, listed flat with parents first. */
export const deptManifest = defineManifest({
  name: 'dept',
  api: '/system/dept',
  perm: 'system:dept',
  actions: ['list', 'query', 'add', 'edit', 'remove'],
  menu: { parent: 'systemManagement', order: 4, icon: 'tree', name: 'organization' },
  id: 'deptId',
  label: 'deptName',
  // Parents first, siblings in their order: the console nests the flat list by parentId.
  order: [
    ['parentId', 'asc'],
    ['orderNum', 'asc'],
    ['deptId', 'asc'],
  ],
  scope: 'dept',
  softDelete: 'delFlag',
  fields: {
    deptId: { sort: true },
    /** 0 only for a new top-level organization; searching by it lists the children of one organization. */
    parentId: { schema: z.number().int().min(0), searchSchema: z.coerce.number().int().min(0), search: 'eq', searchHidden: true, form: { wide: true }, sort: true },
    deptName: { schema: z.string().trim().min(1).max(64), list: true, search: 'like', form: true, sort: true },
    orderNum: { schema: orderNum, list: true, form: true, sort: true },
    leader: { schema: optionalText(64), list: true, form: true },
    phone: { schema: phoneField.or(z.literal('')).nullish(), list: true, form: true },
    email: { schema: optionalEmail, list: { hidden: true }, form: true },
    status: { schema: statusFlag.optional(), dict: 'sys_normal_disable', list: true, search: 'eq', form: { widget: 'radio' } },
    /** ISO 3166 code of the country, e.g. DE. */
    country: { schema: optionalText(64), list: { hidden: true }, form: { widget: 'select' } },
    region: { schema: optionalText(128), form: true },
    address: { schema: optionalText(255), form: { wide: true } },
    logo: { schema: optionalText(255), list: { type: 'image', hidden: true }, form: { widget: 'image', wide: true } },
    description: { schema: optionalText(500), form: { widget: 'textarea', wide: true } },
    createTime: { list: { type: 'datetime' }, sort: true },
    delFlag: {},
  },
  /** RuoYi's path of parent ids (`0,100,101`), which its clients read. */
  rowExtras: { ancestors: z.string() },
  grants: { sysUser: ['list', 'query', 'add', 'edit'], agencyUser: ['list', 'query', 'add', 'edit'] },
});

const deptRow = rowOf(deptManifest);
/** The list answers its rows twice: RuoYi's clients read the whole list from `data`, the console pages it and reads `rows`. */
export const deptListAnswer = tableOf(deptRow).extend({ data: z.array(deptRow) });
