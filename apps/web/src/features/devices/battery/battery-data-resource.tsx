import { DevicePerm } from '@cniot/contract/device-permissions';
import { defineResource, type Row } from '../../../components/list-page/resource.ts';
import { scaled } from '../units.ts';

/** A battery's raw telemetry, newest first; the battery reports current, voltage and capacity in hundredths (spec §9). */
export default defineResource({
  name: 'batteryData',
  api: '/iot/battery/data',
  rowKey: 'staticTime',
  perms: { list: DevicePerm.battery.query },
  ops: [],
  columns: [
    { name: 'staticTime', type: 'datetime' },
    { name: 'current', render: (r: Row) => scaled(r.current, 0.01, 'A') },
    { name: 'voltage', render: (r: Row) => scaled(r.voltage, 0.01, 'V') },
    { name: 'soc', render: (r: Row) => scaled(r.soc, 1, '%') },
    { name: 'soh', render: (r: Row) => scaled(r.soh, 1, '%') },
    { name: 'remainCapacity', render: (r: Row) => scaled(r.remainCapacity, 0.01, 'Ah') },
    { name: 'temp', render: (r: Row) => scaled(r.temp, 1, '°C') },
  ],
  search: [{ name: 'staticTime', type: 'dateRange' }],
});
