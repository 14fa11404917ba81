import { DevicePerm } from '@cniot/contract/devices/device-permissions';
import type { RemoteSource, Row } from '../../../components/list-page/resource.ts';

export type DeviceKind = 'wn' | 'battery' | 'meter';

interface Kind {
  /** Permission of binding and unbinding. */
  perm: string;
  bindUrl: string;
  unbindUrl: string;
  /** The route's body for the chosen devices, named by `valueOf` (an inverter by its code, the others by row id). */
  body: (stationId: number, values: unknown[]) => Row;
  valueOf: (device: Row) => unknown;
  /** Where the bind dialog searches devices; inverters come from the list of those without a station. */
  source: RemoteSource;
  /** The field of the device's code (resources.<kind>.fields.<codeField>). */
  codeField: string;
  /** Its section of the station detail (resources.station.detail.<section>). */
  section: 'inverters' | 'batteries' | 'meters';
}

/** Batteries and meters bind through the station's routes, by row id; they are searched in their own lists. */
const byRowId = (kind: 'battery' | 'meter', route: string, codeField: string, section: Kind['section']): Kind => ({
  perm: DevicePerm[kind].bind,
  bindUrl: `/iot/station/bind${route}`,
  unbindUrl: `/iot/station/unbind${route}`,
  body: (stationId, values) => ({ stationId, ids: values }),
  valueOf: (d) => d.id,
  source: { url: `/iot/${kind}/list`, searchParam: codeField, valueField: 'id', labelField: codeField },
  codeField,
  section,
});

/** How each kind of device is bound to a station and taken off it (docs/device-api.md). */
export const DEVICE_KINDS: Record<DeviceKind, Kind> = {
  wn: {
    perm: DevicePerm.wn.bind,
    bindUrl: '/iot/wn/bindWn',
    unbindUrl: '/iot/wn/unbindWn',
    body: (stationId, values) => ({ stationId, wnIds: values }),
    valueOf: (d) => d.wnId,
    source: { url: '/iot/wn/unboundWn', searchParam: 'wnId', valueField: 'wnId', labelField: 'wnId' },
    codeField: 'wnId',
    section: 'inverters',
  },
  battery: byRowId('battery', 'Battery', 'batteryId', 'batteries'),
  meter: byRowId('meter', 'Meter', 'meterId', 'meters'),
};

export const KIND_NAMES = Object.keys(DEVICE_KINDS) as DeviceKind[];
