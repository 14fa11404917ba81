import { z } from 'zod';
import { CRUD_ACTIONS, defineManifest } from '../manifest/define.ts';

/** '0' normal, '1' disabled (dictionary sys_normal_disable). */
export const enabledFlag = z.enum(['0', '1']);
/** 'Y' / 'N' (dictionary sys_yes_no). */
export const yesNo = z.enum(['Y', 'N']);

/** Dictionary type names are identifiers: other code and the console refer to them by name. */
export const dictTypeName = z
  .string()
  .trim()
  .min(1)
  .max(100)
  .regex(/^[a-z][a-z0-9_]*$/, 'dict.typeFormat');

/** Display styles of a dictionary tag in the console. */
export const LIST_CLASSES = ['default', 'primary', 'success', 'info', 'warning', 'danger'] as const;

const remark = z.string().max(500).nullish();

/** Dictionary types (`/system/dict/type`); their data is edited on a page of its own under the same permissions. */
export const dictTypeManifest = defineManifest({
  name: 'dictType',
  api: '/system/dict/type',
  perm: 'system:dict',
  actions: CRUD_ACTIONS,
  menu: { parent: 'systemManagement', order: 5, icon: 'dict', name: 'dictionary' },
  id: 'dictId',
  label: 'dictName',
  order: ['dictId', 'asc'],
  fields: {
    dictId: { list: { width: 80 }, sort: true, export: 14 },
    dictName: { schema: z.string().trim().min(1).max(100), list: { ellipsis: true }, search: 'like', form: true, sort: true, export: 28 },
    dictType: { schema: dictTypeName, list: true, search: 'like', form: true, sort: true, export: 30 },
    status: { schema: enabledFlag.default('0'), dict: 'sys_normal_disable', list: true, search: 'eq', form: { widget: 'radio' }, export: 12 },
    remark: { schema: remark, list: { ellipsis: true }, form: { widget: 'textarea', wide: true }, export: 40 },
    createTime: { list: { type: 'datetime' }, search: 'range', sort: true, export: 22 },
  },
  grants: { sysUser: ['list', 'query', 'add', 'edit', 'export'] },
});

/** The entries of the dictionaries (`/system/dict/data`), listed on the page of one type. */
export const dictDataManifest = defineManifest({
  name: 'dictData',
  api: '/system/dict/data',
  perm: 'system:dict',
  actions: CRUD_ACTIONS,
  id: 'dictCode',
  label: 'dictLabel',
  // By type, then each type's entries in their order.
  order: [
    ['dictType', 'asc'],
    ['dictSort', 'asc'],
    ['dictCode', 'asc'],
  ],
  fields: {
    dictCode: { list: { width: 90 }, sort: true, export: 14 },
    dictType: { schema: dictTypeName, search: 'eq', searchHidden: true, form: true, export: 30 },
    dictLabel: { schema: z.string().trim().min(1).max(100), list: true, search: 'like', form: true, sort: true, export: 28 },
    dictValue: { schema: z.string().trim().min(1).max(100), list: true, form: true, sort: true, export: 20 },
    cssClass: { schema: z.string().max(100).nullish(), form: true },
    dictSort: { schema: z.coerce.number().int().min(0).max(99999).default(0), list: true, form: true, sort: true, export: 8 },
    listClass: { schema: z.enum(LIST_CLASSES).or(z.literal('')).nullish(), form: { widget: 'select' }, export: 12 },
    isDefault: { schema: yesNo.default('N'), dict: 'sys_yes_no', list: { hidden: true }, form: { widget: 'radio' }, export: 10 },
    status: { schema: enabledFlag.default('0'), dict: 'sys_normal_disable', list: true, search: 'eq', form: { widget: 'radio' }, export: 12 },
    remark: { schema: remark, list: { ellipsis: true }, form: { widget: 'textarea', wide: true }, export: 30 },
    createTime: { list: { type: 'datetime' } },
  },
});
