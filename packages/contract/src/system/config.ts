import { z } from 'zod';
import { yesNo } from './dict.ts';
import { CRUD_ACTIONS, defineManifest } from '../manifest/define.ts';

/** System parameters (`/system/config`). */
export const configManifest = defineManifest({
  name: 'config',
  api: '/system/config',
  perm: 'system:config',
  actions: CRUD_ACTIONS,
  menu: { parent: 'systemManagement', order: 6, icon: 'edit' },
  id: 'configId',
  label: 'configName',
  order: ['configId', 'asc'],
  fields: {
    configId: { list: { width: 80 }, sort: true, export: 14 },
    configName: {
      schema: z.string({ message: 'validation.configName' }).trim().min(1, 'validation.configName').max(100),
      list: { ellipsis: true },
      search: 'like',
      form: true,
      sort: true,
      export: 28,
    },
    configKey: {
      schema: z
        .string()
        .trim()
        .min(1)
        .max(100)
        .regex(/^[A-Za-z0-9_.:-]+$/, 'config.keyFormat'),
      list: { ellipsis: true },
      search: 'like',
      form: true,
      sort: true,
      export: 32,
    },
    configValue: { schema: z.string().max(500), list: { ellipsis: true }, form: { widget: 'textarea', wide: true }, export: 24 },
    /** 'Y': built in; the server relies on the key, so it cannot be deleted or renamed. */
    configType: { schema: yesNo.default('N'), dict: 'sys_yes_no', list: true, search: 'eq', form: { widget: 'radio' }, export: 10 },
    remark: { schema: z.string().max(500).nullish(), list: { ellipsis: true }, form: { widget: 'textarea', wide: true }, export: 40 },
    createTime: { list: { type: 'datetime' }, search: 'range', sort: true },
  },
  grants: { sysUser: ['list', 'query', 'edit', 'export'] },
});

/**
 * Keys anyone may read through `GET /system/config/configKey/{key}`: the
 * sign-in and registration pages need them before there is a session.
 */
export const PUBLIC_CONFIG_KEYS = ['sys.account.captchaEnabled', 'sys.account.registerUser'] as const;
