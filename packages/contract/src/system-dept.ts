import { z } from 'zod';
import { phoneField } from './auth.ts';
import { searchField } from './paging.ts';
import { entityId, optionalEmail, optionalText, orderNum, queryStatus, queryText, statusFlag } from './system-fields.ts';
import { defineManifest } from './manifest/define.ts';

export const deptQuery = z.object({ deptName: queryText(), status: queryStatus, parentId: searchField(z.coerce.number().int().min(0)) });

const deptFields = {
  /** 0 only for a new top-level organization. */
  parentId: z.number().int().min(0),
  deptName: z.string().trim().min(1).max(64),
  orderNum,
  leader: optionalText(64),
  phone: phoneField.or(z.literal('')).nullish(),
  email: optionalEmail,
  /** ISO 3166 code of the country, e.g. DE. */
  country: optionalText(64),
  region: optionalText(128),
  logo: optionalText(255),
  address: optionalText(255),
  description: optionalText(500),
  status: statusFlag.optional(),
};

export const deptCreate = z.object(deptFields);
export const deptUpdate = z.object({ ...deptFields, deptId: entityId });

export type DeptCreate = z.infer<typeof deptCreate>;
export type DeptUpdate = z.infer<typeof deptUpdate>;

/** Organizations (`/system/dept`). */
export const deptManifest = defineManifest({
  name: 'dept',
  api: '/system/dept',
  perm: 'system:dept',
  actions: ['list', 'query', 'add', 'edit', 'remove'],
  menu: { parent: 'systemManagement', order: 4, icon: 'tree', name: 'organization' },
  id: 'deptId',
  label: 'deptName',
  fields: {},
  grants: { sysUser: ['list', 'query', 'add', 'edit'], agencyUser: ['list', 'query', 'add', 'edit'] },
});
