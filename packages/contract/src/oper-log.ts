import { z } from 'zod';
import { searchField, timeRange } from './paging.ts';
import { defineManifest } from './manifest/define.ts';

export const operLogQuery = z.object({
  title: searchField(z.string().max(64)),
  operName: searchField(z.string().max(64)),
  operIp: searchField(z.string().max(128)),
  businessType: searchField(z.coerce.number().int().min(0).max(99)),
  /** 0 success, 1 failure (dictionary sys_common_status). */
  status: searchField(z.coerce.number().int().min(0).max(1)),
  ...timeRange.shape,
});

/** Operation records (`/monitor/operlog`). */
export const operLogManifest = defineManifest({
  name: 'operLog',
  api: '/monitor/operlog',
  perm: 'monitor:operlog',
  actions: ['list', 'query', 'remove', 'export'],
  menu: { parent: 'systemMonitor', order: 3, icon: 'form', name: 'operationLog' },
  id: 'operId',
  label: 'title',
  fields: {},
  grants: { sysUser: ['list', 'query', 'export'] },
});
