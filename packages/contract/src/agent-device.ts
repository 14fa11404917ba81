import { z } from 'zod';
import { deviceIds } from './device-code.ts';
import { idSearch } from './device-fields.ts';
import { defineManifest } from './manifest/define.ts';
import { createOf } from './manifest/derive.ts';
import { entityId } from './system-fields.ts';

/** Agent devices (`/iot/agentDevice`): a device assigned to a company; deviceType 0 inverter, 1 battery, 2 meter. */
export const agentDeviceType = z.enum(['0', '1', '2']);

/** Company assignments of inverters (`/iot/agentDevice`), managed from the inverter page. */
export const agentDeviceManifest = defineManifest({
  name: 'agentDevice',
  api: '/iot/agentDevice',
  perm: 'iot:agentDevice',
  actions: ['list', 'add', 'remove'],
  buttonsOn: 'iot:wn',
  id: 'id',
  label: 'deviceId',
  fields: {
    companyId: { schema: entityId, search: 'eq', searchSchema: idSearch, form: { widget: 'companyTree', wide: true }, sort: true },
    deviceId: { list: true, search: 'like', sort: true },
    /** One assignment row per code. */
    deviceIds: { schema: deviceIds, form: { wide: true } },
    /** The inverter page fixes it; the assignment body carries it. */
    deviceType: { schema: agentDeviceType, dict: 'iot_agent_device_type', search: 'eq', searchHidden: true, form: { apiOnly: true } },
    companyName: { list: true },
    createBy: { list: true },
    createTime: { list: { type: 'datetime' }, sort: true },
  },
  grants: { sysUser: '*' },
});

export const agentDeviceAssign = createOf(agentDeviceManifest);
