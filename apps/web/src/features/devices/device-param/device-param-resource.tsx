import { ProfileOutlined } from '@ant-design/icons';
import { DevicePerm } from '@cniot/contract/device-permissions';
import { defineResource } from '../../../components/list-page/resource.ts';
import { ReportedParamsDialog } from './reported-params-dialog.tsx';

const deviceType = { dict: 'iot_device_type' };
const command = { dict: 'iot_device_command' };
const status = { dict: 'iot_command_status' };

/**
 * Device parameters (iot/deviceParam/index): every command and parameter
 * change sent to a device, with its state (not sent, sent, success, failed,
 * timed out) until the device answers; and what the device last reported.
 */
export default defineResource({
  name: 'deviceParam',
  api: '/iot/configChangeRecord',
  rowKey: 'id',
  labelField: 'deviceId',
  perms: DevicePerm.deviceParam,
  ops: [],
  sort: ['deviceId', 'command', 'recordStatus', 'createTime'],
  columns: [
    { name: 'deviceType', options: deviceType },
    { name: 'deviceId' },
    { name: 'command', options: command },
    { name: 'configCode' },
    { name: 'configName', hidden: true },
    { name: 'defVal', ellipsis: true },
    { name: 'recordStatus', options: status },
    { name: 'errorMsg', ellipsis: true },
    { name: 'createBy' },
    { name: 'sendTime', type: 'datetime', hidden: true },
    { name: 'ackTime', type: 'datetime' },
    { name: 'createTime', type: 'datetime' },
  ],
  search: [
    { name: 'deviceType', type: 'select', options: deviceType },
    { name: 'deviceId' },
    { name: 'command', type: 'select', options: command },
    { name: 'recordStatus', type: 'select', options: status },
    { name: 'createTime', type: 'dateRange' },
  ],
  rowActions: [{ key: 'params', icon: <ProfileOutlined />, permission: DevicePerm.deviceParam.query, dialog: ReportedParamsDialog }],
});
