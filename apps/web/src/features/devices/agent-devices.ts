import { agentDeviceManifest } from '@cniot/contract/devices/agent-device';
import { AgentDeviceType, type DeviceType } from '@cniot/contract/devices/device-enums';
import { deviceSource } from '../../components/device-source.ts';
import { manifestResource } from '../../components/list-page/manifest-resource.ts';
import { api } from '../../lib/request/http.ts';

/**
 * Devices of one kind assigned to a company (a dealer then sees them in its
 * scope); removing an assignment gives the device back to its previous
 * organization. Each kind's page shows its own, so the type is fixed, never typed.
 */
export const agentDeviceResource = (kind: DeviceType) =>
  manifestResource(agentDeviceManifest, {
    search: { companyId: { type: 'companyTree' } },
    form: { deviceIds: { type: 'remoteSelect', remote: deviceSource(kind), props: { mode: 'multiple' } } },
    listParams: { deviceType: AgentDeviceType[kind] },
    save: (values) => api.post('/iot/agentDevice', { ...values, deviceType: AgentDeviceType[kind] }),
  });
