import { batteryManifest } from '@cniot/contract/devices/battery';
import type { DeviceType } from '@cniot/contract/devices/device-enums';
import { meterManifest } from '@cniot/contract/devices/meter';
import { wnManifest } from '@cniot/contract/devices/wn';
import type { RemoteSource } from './list-page/resource.ts';

const MANIFESTS = { wn: wnManifest, battery: batteryManifest, meter: meterManifest } as const satisfies Record<DeviceType, { api: string; id: string; label?: string }>;

/** The device code field of each kind (wnId, batteryId, meterId): what commands and upgrades name a device by. */
export const codeField = (type: DeviceType): string => MANIFESTS[type].label ?? MANIFESTS[type].id;

/** A remote select of one kind of device, searched by its code (spec §7: page 1, 10 results, searched as one types). */
export const deviceSource = (type: DeviceType): RemoteSource => ({ url: `${MANIFESTS[type].api}/list`, searchParam: codeField(type), valueField: codeField(type), labelField: codeField(type) });
