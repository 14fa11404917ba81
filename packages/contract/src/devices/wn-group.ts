import { z } from 'zod';
import { deviceId } from './device-code.ts';
import { CRUD_ACTIONS, defineManifest } from '../manifest/define.ts';
import { optionalText, queryText } from '../system/system-fields.ts';

/** Device groups (`/iot/wnGroup`): a named set of inverters. */
export const wnGroupManifest = defineManifest({
  name: 'wnGroup',
  api: '/iot/wnGroup',
  perm: 'iot:wnGroup',
  actions: CRUD_ACTIONS,
  menu: { parent: 'microInverter', order: 2, icon: 'tree', name: 'deviceGroup' },
  id: 'id',
  label: 'groupName',
  fields: {
    groupName: { schema: z.string().trim().min(1).max(64), list: { ellipsis: true }, search: 'like', form: { wide: true }, sort: true, export: 24 },
    /** Inverter codes; on edit, when sent, they replace the members. */
    wnList: { schema: z.array(deviceId).max(1000).optional(), form: { wide: true } },
    wnCount: { list: true, export: 10 },
    remark: { schema: optionalText(500), list: { ellipsis: true }, form: { widget: 'textarea', wide: true }, export: 40 },
    createBy: { list: true, export: 16 },
    createTime: { list: { type: 'datetime' }, search: 'range', sort: true, export: 22 },
    delFlag: {},
  },
  scope: 'dept',
  softDelete: 'delFlag',
  grants: { sysUser: '*', agencyUser: '*' },
});

/** The remote select of groups (`groupNameList`). */
export const groupNameListQuery = z.object({ groupName: queryText() });
