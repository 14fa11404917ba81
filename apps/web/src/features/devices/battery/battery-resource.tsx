import { BarChartOutlined, DisconnectOutlined, KeyOutlined, LinkOutlined } from '@ant-design/icons';
import { batteryCreate } from '@cniot/contract/battery';
import { DevicePerm } from '@cniot/contract/device-permissions';
import { defineResource, type Row } from '../../../components/list-page/resource.ts';
import { api } from '../../../lib/request/http.ts';
import { deviceKeyDialog } from '../device-key-dialog.tsx';
import { listDialog } from '../list-dialog.tsx';
import { stationBindDialog } from '../station-bind-dialog.tsx';
import batteryData from './battery-data-resource.tsx';

const P = DevicePerm.battery;
const online = { dict: 'iot_online_status' };

/** Batteries (iot/battery/index): registry, station binding, telemetry; the 16-character key is the server's. */
export default defineResource({
  name: 'battery',
  api: '/iot/battery',
  rowKey: 'id',
  labelField: 'batteryId',
  perms: P,
  schema: batteryCreate,
  sort: ['batteryId', 'capacity', 'onlineStatus', 'bindingTime', 'createTime'],
  columns: [
    { name: 'batteryId', width: 150 },
    { name: 'stationName', ellipsis: true },
    { name: 'companyName', ellipsis: true },
    { name: 'onlineStatus', options: online },
    { name: 'capacity' },
    { name: 'power' },
    { name: 'softwareVersion' },
    { name: 'hardwareVersion', hidden: true },
    { name: 'serialNum', hidden: true },
    { name: 'lastDataTime', type: 'datetime', hidden: true },
    { name: 'bindingTime', type: 'datetime' },
    { name: 'createTime', type: 'datetime', hidden: true },
  ],
  search: [
    { name: 'batteryId' },
    { name: 'deptId', type: 'companyTree' },
    { name: 'onlineStatus', type: 'select', options: online },
    { name: 'bindingTime', type: 'dateRange' },
  ],
  form: [
    { name: 'batteryId', createOnly: true },
    { name: 'deptId', type: 'companyTree' },
    { name: 'capacity', type: 'number', props: { min: 0 } },
    { name: 'power', type: 'number', props: { min: 0 } },
    { name: 'serialNum' },
    { name: 'pdMonth', props: { placeholder: 'YYYY-MM' } },
    { name: 'region' },
    { name: 'remark', type: 'textarea', wide: true },
  ],
  rowActions: [
    { key: 'data', icon: <BarChartOutlined />, permission: P.query, dialog: listDialog(batteryData, (row) => ({ batteryId: row.batteryId })) },
    { key: 'key', icon: <KeyOutlined />, permission: P.key, dialog: deviceKeyDialog('batteryKey') },
    {
      key: 'unbind',
      icon: <DisconnectOutlined />,
      permission: P.bind,
      visible: (row: Row) => !!row.stationId,
      confirm: true,
      run: ([row]) => api.post('/iot/station/unbindBattery', { stationId: row.stationId, ids: [row.id] }),
    },
  ],
  toolbar: [
    { key: 'bind', icon: <LinkOutlined />, permission: P.bind, selection: 'multiple', dialog: stationBindDialog({ url: '/iot/station/bindBattery', body: (stationId, rows) => ({ stationId, ids: rows.map((r) => r.id) }) }) },
  ],
});
