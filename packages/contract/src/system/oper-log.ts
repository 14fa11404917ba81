import { z } from 'zod';
import { defineManifest } from '../manifest/define.ts';

/** Operation records (`/monitor/operlog`), written by the server only. */
export const operLogManifest = defineManifest({
  name: 'operLog',
  api: '/monitor/operlog',
  perm: 'monitor:operlog',
  actions: ['list', 'query', 'remove', 'export'],
  menu: { parent: 'systemMonitor', order: 3, icon: 'form', name: 'operationLog' },
  id: 'operId',
  label: 'operId',
  order: ['operId', 'desc'],
  fields: {
    operId: { list: { width: 80 }, sort: true, export: 10 },
    title: { searchSchema: z.string().max(64), list: true, search: 'like', sort: true, export: 24, detail: true },
    businessType: { searchSchema: z.coerce.number().int().min(0).max(99), dict: 'sys_oper_type', list: true, search: 'eq', export: 14, detail: true },
    requestMethod: { export: 10, detail: true },
    operName: { searchSchema: z.string().max(64), list: true, search: 'like', sort: true, export: 16, detail: true },
    deptName: { list: { hidden: true }, export: 20, detail: true },
    operUrl: { export: 36, detail: true },
    operIp: { searchSchema: z.string().max(128), list: true, search: 'like', export: 16, detail: true },
    operLocation: { list: { hidden: true }, detail: true },
    method: { detail: true },
    operParam: { export: 40, detail: true },
    jsonResult: { detail: true },
    /** 0 success, 1 failure (dictionary sys_common_status). */
    status: { searchSchema: z.coerce.number().int().min(0).max(1), dict: 'sys_common_status', list: true, search: 'eq', export: 10, detail: true },
    errorMsg: { export: 30, detail: true },
    operTime: { list: { type: 'datetime' }, search: 'range', sort: true, export: 22, detail: true },
    costTime: { list: true, sort: true, export: 10, detail: true },
  },
  grants: { sysUser: ['list', 'query', 'export'] },
});
