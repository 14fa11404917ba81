import { z } from 'zod';
import { deviceIds } from './device-code.ts';
import { idSearch } from './device-fields.ts';
import { defineManifest } from '../manifest/define.ts';
import { createOf } from '../manifest/derive.ts';
import { entityId } from '../system/system-fields.ts';

/** Agent devices (`/iot/agentDevice`): a device assigned to a company; deviceType 0 inverter, 1 battery, 2 meter. */
export const agentDeviceType = z.enum(['0', '1', '2']);

/** Company assignments of inverters, batteries and meters (`/iot/agentDevice`), managed from each kind's page. */
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
    /** Each kind's page fixes it; the assignment body carries it. */
    deviceType: { schema: agentDeviceType, dict: 'iot_agent_device_type', search: 'eq', searchHidden: true, form: { apiOnly: true } },
    companyName: { list: true },
    createBy: { list: true },
    createTime: { list: { type: 'datetime' }, sort: true },
  },
  grants: { sysUser: '*' },
});

export const agentDeviceAssign = createOf(agentDeviceManifest);

/** A company assignment from a spreadsheet: the company and the kind of device come in the query string, the file is read after them. */
export const companyImportQuery = z.object({ companyId: z.coerce.number().int().positive(), deviceType: agentDeviceType });
