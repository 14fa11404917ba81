import { agentDeviceAssign } from '@cniot/contract/agent-device';
import { AgentDeviceType } from '@cniot/contract/device-enums';
import { DevicePerm } from '@cniot/contract/device-permissions';
import { defineResource } from '../../../components/list-page/resource.ts';
import { api } from '../../../lib/request/http.ts';
import { wnSource } from '../device-sources.ts';

/**
 * Inverters assigned to a company (a dealer then sees them in its scope);
 * removing an assignment gives the device back to its previous organization.
 */
export default defineResource({
  name: 'agentDevice',
  api: '/iot/agentDevice',
  rowKey: 'id',
  labelField: 'deviceId',
  perms: DevicePerm.agentDevice,
  ops: ['add', 'remove'],
  schema: agentDeviceAssign,
  listParams: { deviceType: AgentDeviceType.wn },
  sort: ['deviceId', 'createTime'],
  columns: [{ name: 'deviceId' }, { name: 'companyName' }, { name: 'createBy' }, { name: 'createTime', type: 'datetime' }],
  search: [{ name: 'companyId', type: 'companyTree' }, { name: 'deviceId' }],
  form: [
    { name: 'companyId', type: 'companyTree', wide: true },
    { name: 'deviceIds', type: 'remoteSelect', remote: wnSource, props: { mode: 'multiple' }, wide: true },
  ],
  save: (values) => api.post('/iot/agentDevice', { ...values, deviceType: AgentDeviceType.wn }),
});
