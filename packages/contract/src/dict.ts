import { z } from 'zod';
import { searchField, timeRange } from './paging.ts';
import { CRUD_ACTIONS, defineManifest } from './manifest/define.ts';

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

export const dictTypeQuery = z.object({
  dictName: searchField(z.string().max(100)),
  dictType: searchField(z.string().max(100)),
  status: searchField(enabledFlag),
  ...timeRange.shape,
});

export const dictTypeCreate = z.object({
  dictName: z.string().trim().min(1).max(100),
  dictType: dictTypeName,
  status: enabledFlag.default('0'),
  remark: z.string().max(500).nullish(),
});
export const dictTypeUpdate = dictTypeCreate.extend({ dictId: z.coerce.number().int().positive() });

export const dictDataQuery = z.object({
  dictType: searchField(z.string().max(100)),
  dictLabel: searchField(z.string().max(100)),
  status: searchField(enabledFlag),
});

export const dictDataCreate = z.object({
  dictType: dictTypeName,
  dictLabel: z.string().trim().min(1).max(100),
  dictValue: z.string().trim().min(1).max(100),
  dictSort: z.coerce.number().int().min(0).max(99999).default(0),
  cssClass: z.string().max(100).nullish(),
  listClass: z.enum(LIST_CLASSES).or(z.literal('')).nullish(),
  isDefault: yesNo.default('N'),
  status: enabledFlag.default('0'),
  remark: z.string().max(500).nullish(),
});
export const dictDataUpdate = dictDataCreate.extend({ dictCode: z.coerce.number().int().positive() });

/** One entry as `GET /system/dict/data/type/{type}` returns it. */
export interface DictEntry {
  dictCode: number;
  dictSort: number;
  dictLabel: string;
  dictValue: string;
  dictType: string;
  cssClass: string | null;
  listClass: string | null;
  isDefault: string;
  status: string;
  remark: string | null;
}

/** Dictionary types (`/system/dict/type`); their data is edited on a page of its own under the same permissions. */
export const dictTypeManifest = defineManifest({
  name: 'dictType',
  api: '/system/dict/type',
  perm: 'system:dict',
  actions: CRUD_ACTIONS,
  menu: { parent: 'systemManagement', order: 5, icon: 'dict', name: 'dictionary' },
  id: 'dictId',
  label: 'dictName',
  fields: {},
  grants: { sysUser: ['list', 'query', 'add', 'edit', 'export'] },
});
