import { ProfileOutlined } from '@ant-design/icons';
import { DevicePerm } from '@cniot/contract/devices/device-permissions';
import { deviceParamManifest } from '@cniot/contract/devices/device-commands';
import { manifestResource } from '../../../components/list-page/manifest-resource.ts';
import { ReportedParamsDialog } from './reported-params-dialog.tsx';

/**
 * Device parameters (iot/deviceParam/index): every command and parameter
 * change sent to a device, with its state (not sent, sent, success, failed,
 * timed out) until the device answers; and what the device last reported.
 */
export default manifestResource(deviceParamManifest, {
  rowActions: [{ key: 'params', icon: <ProfileOutlined />, permission: DevicePerm.deviceParam.query, dialog: ReportedParamsDialog }],
});
