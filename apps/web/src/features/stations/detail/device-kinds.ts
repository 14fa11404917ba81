import { DevicePerm } from '@cniot/contract/device-permissions';
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
  battery: {
    perm: DevicePerm.battery.bind,
    bindUrl: '/iot/station/bindBattery',
    unbindUrl: '/iot/station/unbindBattery',
    body: (stationId, values) => ({ stationId, ids: values }),
    valueOf: (d) => d.id,
    source: { url: '/iot/battery/list', searchParam: 'batteryId', valueField: 'id', labelField: 'batteryId' },
    codeField: 'batteryId',
    section: 'batteries',
  },
  meter: {
    perm: DevicePerm.meter.bind,
    bindUrl: '/iot/station/bindMeter',
    unbindUrl: '/iot/station/unbindMeter',
    body: (stationId, values) => ({ stationId, ids: values }),
    valueOf: (d) => d.id,
    source: { url: '/iot/meter/list', searchParam: 'meterId', valueField: 'id', labelField: 'meterId' },
    codeField: 'meterId',
    section: 'meters',
  },
};

export const KIND_NAMES = Object.keys(DEVICE_KINDS) as DeviceKind[];
