import { DevicePerm } from '@cniot/contract/device-permissions';
import { defineResource, type Row } from '../../../components/list-page/resource.ts';
import { scaled } from '../units.ts';

/** A meter's raw telemetry, newest first; negative power is import from the grid. */
export default defineResource({
  name: 'meterData',
  api: '/iot/meter/data',
  rowKey: 'staticTime',
  perms: { list: DevicePerm.meter.query },
  ops: [],
  columns: [
    { name: 'staticTime', type: 'datetime' },
    { name: 'outputPower', render: (r: Row) => scaled(r.outputPower, 1, 'W') },
    { name: 'kwh', render: (r: Row) => scaled(r.kwh, 1, 'kWh', 3) },
    { name: 'totalKwh', render: (r: Row) => scaled(r.totalKwh, 1, 'kWh', 3) },
  ],
  search: [{ name: 'staticTime', type: 'dateRange' }],
});
