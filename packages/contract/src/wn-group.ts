import { z } from 'zod';
import { deviceId } from './device-code.ts';
import { timeRange } from './paging.ts';
import { entityId, optionalText, queryText } from './system-fields.ts';
import { CRUD_ACTIONS, defineManifest } from './manifest/define.ts';

/** Device groups (`/iot/wnGroup`): a named set of inverters. */
export const wnGroupQuery = timeRange.extend({ groupName: queryText() });
export const groupNameListQuery = z.object({ groupName: queryText() });

const fields = {
  groupName: z.string().trim().min(1).max(64),
  remark: optionalText(500),
  /** Inverter codes; on edit, when sent, they replace the members. */
  wnList: z.array(deviceId).max(1000).optional(),
};
export const wnGroupCreate = z.object(fields);
export const wnGroupUpdate = z.object({ id: entityId, ...fields });

/** Device groups (`/iot/wnGroup`). */
export const wnGroupManifest = defineManifest({
  name: 'wnGroup',
  api: '/iot/wnGroup',
  perm: 'iot:wnGroup',
  actions: CRUD_ACTIONS,
  menu: { parent: 'microInverter', order: 2, icon: 'tree', name: 'deviceGroup' },
  id: 'id',
  label: 'groupName',
  fields: {},
  grants: { sysUser: '*', agencyUser: '*' },
});
