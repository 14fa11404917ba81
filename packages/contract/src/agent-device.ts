import { z } from 'zod';
import { deviceIds } from './device-code.ts';
import { searchField } from './paging.ts';
import { entityId, queryId, queryText } from './system-fields.ts';
import { defineManifest } from './manifest/define.ts';

/** Agent devices (`/iot/agentDevice`): a device assigned to a company; deviceType 0 inverter, 1 battery, 2 meter. */
export const agentDeviceType = z.enum(['0', '1', '2']);

export const agentDeviceQuery = z.object({
  companyId: queryId,
  deviceId: queryText(32),
  deviceType: searchField(agentDeviceType),
});

export const agentDeviceAssign = z.object({ companyId: entityId, deviceType: agentDeviceType, deviceIds });

/** Company assignments of inverters (`/iot/agentDevice`), managed from the inverter page. */
export const agentDeviceManifest = defineManifest({
  name: 'agentDevice',
  api: '/iot/agentDevice',
  perm: 'iot:agentDevice',
  actions: ['list', 'add', 'remove'],
  buttonsOn: 'iot:wn',
  id: 'id',
  fields: {},
  grants: { sysUser: '*' },
});
