import { deviceSource } from '../../components/device-source.ts';
import type { RemoteSource } from '../../components/list-page/resource.ts';

/** The remote selects of the device screens (spec §7: page 1, 10 results, searched as one types). */

export const wnSource = deviceSource('wn');

export const groupSource: RemoteSource = { url: '/iot/wnGroup/groupNameList', searchParam: 'groupName', valueField: 'id', labelField: 'groupName' };
