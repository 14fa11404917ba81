import { DevicePerm } from '@cniot/contract/device-permissions';
import { defineResource } from '../../../components/list-page/resource.ts';

const rowStatus = { values: ['0', '1'] };

/** The codes (and keys) of one generation or import batch, with each imported row's result. */
export default defineResource({
  name: 'deviceCodeDetail',
  api: '/iot/deviceCode/detail',
  rowKey: 'id',
  labelField: 'deviceId',
  perms: { list: DevicePerm.deviceCode.query },
  ops: [],
  columns: [
    { name: 'rowNum', width: 80 },
    { name: 'deviceId' },
    { name: 'key' },
    { name: 'status', options: rowStatus },
    { name: 'message', ellipsis: true },
  ],
  search: [{ name: 'deviceId' }, { name: 'status', type: 'select', options: rowStatus }],
});
