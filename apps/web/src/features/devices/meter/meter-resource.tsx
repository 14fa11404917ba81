import { BarChartOutlined, ControlOutlined, DisconnectOutlined, HistoryOutlined, KeyOutlined, LinkOutlined } from '@ant-design/icons';
import { DevicePerm } from '@cniot/contract/device-permissions';
import { meterCreate } from '@cniot/contract/meter';
import { defineResource, type Row } from '../../../components/list-page/resource.ts';
import { api } from '../../../lib/request/http.ts';
import { deviceKeyDialog } from '../device-key-dialog.tsx';
import { listDialog } from '../list-dialog.tsx';
import { stationBindDialog } from '../station-bind-dialog.tsx';
import { MeterCommandDialog } from './meter-command-dialog.tsx';
import meterData from './meter-data-resource.tsx';
import meterUpgrade from './meter-upgrade-resource.tsx';

const P = DevicePerm.meter;
const online = { dict: 'iot_online_status' };
const antiBackflow = { dict: 'iot_anti_backflow' };
const plc = { dict: 'iot_plc_status' };

/** Electricity meters (iot/meter/index): registry, binding, telemetry, anti-backflow/PLC switches, thresholds, whitelist, upgrades. */
export default defineResource({
  name: 'meter',
  api: '/iot/meter',
  rowKey: 'id',
  labelField: 'meterId',
  perms: P,
  schema: meterCreate,
  sort: ['meterId', 'onlineStatus', 'bindingTime', 'createTime'],
  columns: [
    { name: 'meterId', width: 150 },
    { name: 'stationName', ellipsis: true },
    { name: 'companyName', ellipsis: true, hidden: true },
    { name: 'onlineStatus', options: online },
    { name: 'antiBackflowStatus', options: antiBackflow },
    { name: 'plcStatus', options: plc },
    { name: 'powerDownThreshold' },
    { name: 'powerUpThreshold' },
    { name: 'meterModel' },
    { name: 'whitelist', hidden: true, render: (r: Row) => (Array.isArray(r.whitelist) ? r.whitelist.join(', ') : '') },
    { name: 'softwareVersion', hidden: true },
    { name: 'bindingTime', type: 'datetime' },
    { name: 'createTime', type: 'datetime', hidden: true },
  ],
  search: [
    { name: 'meterId' },
    { name: 'deptId', type: 'companyTree' },
    { name: 'onlineStatus', type: 'select', options: online },
    { name: 'antiBackflowStatus', type: 'select', options: antiBackflow },
    { name: 'plcStatus', type: 'select', options: plc },
    { name: 'meterModel' },
    { name: 'bindingTime', type: 'dateRange' },
  ],
  form: [
    { name: 'meterId', createOnly: true },
    { name: 'meterKey', createOnly: true },
    { name: 'deptId', type: 'companyTree' },
    { name: 'meterModel' },
    { name: 'serialNum' },
    { name: 'pdMonth', props: { placeholder: 'YYYY-MM' } },
    { name: 'remark', type: 'textarea', wide: true },
  ],
  rowActions: [
    { key: 'commands', icon: <ControlOutlined />, permission: [P.antiBackflow, P.plc, P.threshold, P.whitelist, P.upgrade], dialog: MeterCommandDialog },
    { key: 'data', icon: <BarChartOutlined />, permission: P.query, dialog: listDialog(meterData, (row) => ({ meterId: row.meterId })) },
    { key: 'key', icon: <KeyOutlined />, permission: P.key, dialog: deviceKeyDialog('meterKey') },
    {
      key: 'unbind',
      icon: <DisconnectOutlined />,
      permission: P.bind,
      visible: (row: Row) => !!row.stationId,
      confirm: true,
      run: ([row]) => api.post('/iot/station/unbindMeter', { stationId: row.stationId, ids: [row.id] }),
    },
  ],
  toolbar: [
    { key: 'bind', icon: <LinkOutlined />, permission: P.bind, selection: 'multiple', dialog: stationBindDialog({ url: '/iot/station/bindMeter', body: (stationId, rows) => ({ stationId, ids: rows.map((r) => r.id) }) }) },
    { key: 'upgradeRecords', icon: <HistoryOutlined />, permission: P.list, dialog: listDialog(meterUpgrade) },
  ],
});
