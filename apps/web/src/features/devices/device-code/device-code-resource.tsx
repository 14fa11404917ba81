import { FileSearchOutlined } from '@ant-design/icons';
import { deviceCodeManifest } from '@cniot/contract/devices/device-code';
import { DevicePerm } from '@cniot/contract/devices/device-permissions';
import { manifestResource } from '../../../components/list-page/manifest-resource.ts';
import { DeviceCodeDetailDialog } from './device-code-detail-dialog.tsx';

/** Device code generation (iot/deviceCode/index): "add" generates a batch of 14-digit codes; every batch and import is a record. */
export default manifestResource(deviceCodeManifest, {
  form: { deviceType: { initial: 'wn' }, generateCount: { initial: 10, props: { min: 1, max: 1000, precision: 0 } } },
  rowActions: [{ key: 'details', icon: <FileSearchOutlined />, permission: DevicePerm.deviceCode.query, dialog: DeviceCodeDetailDialog }],
});
