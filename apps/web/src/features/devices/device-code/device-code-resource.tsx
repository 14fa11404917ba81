import { FileSearchOutlined } from '@ant-design/icons';
import { deviceCodeGenerate } from '@cniot/contract/device-code';
import { DevicePerm } from '@cniot/contract/device-permissions';
import { defineResource } from '../../../components/list-page/resource.ts';
import { DeviceCodeDetailDialog } from './device-code-detail-dialog.tsx';

const deviceType = { dict: 'iot_import_device_type' };
/** '0' generated here, '1' an inverter import, '2' a company assignment import. */
const source = { values: ['0', '1', '2'] };

/** Device code generation (iot/deviceCode/index): "add" generates a batch of 14-digit codes; every batch and import is a record. */
export default defineResource({
  name: 'deviceCode',
  api: '/iot/deviceCode',
  rowKey: 'id',
  labelField: 'batchNumber',
  perms: DevicePerm.deviceCode,
  ops: ['add', 'remove', 'export'],
  schema: deviceCodeGenerate,
  sort: ['batchNumber', 'generateCount', 'createTime'],
  columns: [
    { name: 'batchNumber' },
    { name: 'deviceType', options: deviceType },
    { name: 'source', options: source },
    { name: 'generateId' },
    { name: 'generateCount' },
    { name: 'failCount' },
    { name: 'remark', ellipsis: true },
    { name: 'createBy' },
    { name: 'createTime', type: 'datetime' },
  ],
  search: [
    { name: 'batchNumber' },
    { name: 'deviceType', type: 'select', options: deviceType },
    { name: 'source', type: 'select', options: source },
    { name: 'createTime', type: 'dateRange' },
  ],
  form: [
    { name: 'deviceType', type: 'select', options: deviceType, initial: 'wn' },
    { name: 'generateCount', type: 'number', initial: 10, props: { min: 1, max: 1000, precision: 0 } },
    { name: 'remark', type: 'textarea', wide: true },
  ],
  rowActions: [{ key: 'details', icon: <FileSearchOutlined />, permission: DevicePerm.deviceCode.query, dialog: DeviceCodeDetailDialog }],
});
