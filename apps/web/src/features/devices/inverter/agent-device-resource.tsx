import { agentDeviceManifest } from '@cniot/contract/agent-device';
import { AgentDeviceType } from '@cniot/contract/device-enums';
import { manifestResource } from '../../../components/list-page/manifest-resource.ts';
import { api } from '../../../lib/request/http.ts';
import { wnSource } from '../device-sources.ts';

/**
 * Inverters assigned to a company (a dealer then sees them in its scope);
 * removing an assignment gives the device back to its previous organization.
 * This screen shows inverters only, so the device type is fixed, never typed.
 */
export default manifestResource(agentDeviceManifest, {
  search: { companyId: { type: 'companyTree' } },
  form: { deviceIds: { type: 'remoteSelect', remote: wnSource, props: { mode: 'multiple' } } },
  listParams: { deviceType: AgentDeviceType.wn },
  save: (values) => api.post('/iot/agentDevice', { ...values, deviceType: AgentDeviceType.wn }),
});

