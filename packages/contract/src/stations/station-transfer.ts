import { z } from 'zod';
import { idSearch } from '../devices/device-fields.ts';
import { defineManifest } from '../manifest/define.ts';

/**
 * "Station transfer record" (`/iot/stationTransfer`): one row per move of a
 * station (with its devices) from `oldDept` to `currentDept`. A caller sees
 * the moves into or out of the organizations it sees. The move itself is
 * `POST /iot/station/transfer` (contract station.ts).
 */
export const stationTransferManifest = defineManifest({
  name: 'stationTransfer',
  api: '/iot/stationTransfer',
  perm: 'iot:stationTransfer',
  actions: ['list', 'export'],
  menu: { parent: 'plantManagement', order: 8, icon: 'swap', name: 'stationTransferRecord', path: 'transfer' },
  id: 'id',
  label: 'stationName',
  fields: {
    id: { list: { width: 80 }, sort: true },
    stationId: { search: 'eq', searchSchema: idSearch },
    stationName: { list: { width: 180 }, search: 'like', sort: true, export: 28 },
    oldDept: { search: 'eq', searchSchema: idSearch, answer: z.number().int().nullable() },
    oldDeptName: { list: true, export: 24 },
    currentDept: { search: 'eq', searchSchema: idSearch, answer: z.number().int().nullable() },
    currentDeptName: { list: true, export: 24 },
    deviceCount: { list: true, export: 10 },
    remark: { list: { ellipsis: true }, export: 30 },
    createBy: { list: true, search: 'like', sort: true, export: 16 },
    createTime: { list: { type: 'datetime' }, search: 'range', sort: true, export: 20 },
  },
  grants: { sysUser: '*', agencyUser: '*' },
});
