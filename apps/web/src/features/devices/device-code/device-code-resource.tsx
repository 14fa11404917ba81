import { FileSearchOutlined } from '@ant-design/icons';
import { deviceCodeManifest } from '@cniot/contract/device-code';
import { DevicePerm } from '@cniot/contract/device-permissions';
import { manifestResource } from '../../../components/list-page/manifest-resource.ts';
import { DeviceCodeDetailDialog } from './device-code-detail-dialog.tsx';

/** '0' generated here, '1' an inverter import, '2' a company assignment import. */
const source = { values: ['0', '1', '2'] };

/** Device code generation (iot/deviceCode/index): "add" generates a batch of 14-digit codes; every batch and import is a record. */
export default manifestResource(deviceCodeManifest, {
  columns: { source: { options: source } },
  search: { source: { type: 'select', options: source } },
  form: { deviceType: { initial: 'wn' }, generateCount: { initial: 10, props: { min: 1, max: 1000, precision: 0 } } },
  rowActions: [{ key: 'details', icon: <FileSearchOutlined />, permission: DevicePerm.deviceCode.query, dialog: DeviceCodeDetailDialog }],
});
