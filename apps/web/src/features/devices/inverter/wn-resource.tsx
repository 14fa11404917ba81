import { ApartmentOutlined, ClearOutlined, DisconnectOutlined, EyeOutlined, ImportOutlined, LinkOutlined, ThunderboltOutlined } from '@ant-design/icons';
import { DevicePerm } from '@cniot/contract/device-permissions';
import { wnCreate } from '@cniot/contract/wn';
import { defineResource, type Row } from '../../../components/list-page/resource.ts';
import { api } from '../../../lib/request/http.ts';
import { ClearTotalPowerDialog } from '../clear-total-power-dialog.tsx';
import { groupSource, wnSource } from '../device-sources.ts';
import { importDialog } from '../import-dialog.tsx';
import { listDialog } from '../list-dialog.tsx';
import { stationBindDialog } from '../station-bind-dialog.tsx';
import agentDevice from './agent-device-resource.tsx';
import { BATCH_COMMANDS, PARAMS } from './wn-commands.ts';
import { WnBatchDialog } from './wn-batch-dialog.tsx';
import { WnDetailDrawer } from './wn-detail-drawer.tsx';

const P = DevicePerm.wn;
const online = { dict: 'iot_online_status' };
const wnType = { dict: 'iot_wn_type' };
const wnModel = { dict: 'iot_wn_model' };
const bound = (row: Row) => !!row.stationId;

/** Inverter management (iot/wn/index): the registry, its live detail, commands one by one or in batches. */
export default defineResource({
  name: 'wn',
  api: '/iot/wn',
  rowKey: 'id',
  labelField: 'wnId',
  perms: P,
  schema: wnCreate,
  sort: ['wnId', 'power', 'currentPower', 'onlineStatus', 'softwareVersion', 'bindingTime', 'lastDataTime', 'createTime'],
  columns: [
    { name: 'wnId', width: 150 },
    { name: 'stationName', ellipsis: true },
    { name: 'companyName', ellipsis: true },
    { name: 'onlineStatus', options: online },
    { name: 'status', options: { dict: 'iot_wn_status' } },
    { name: 'currentPower' },
    { name: 'power' },
    { name: 'wnType', options: wnType },
    { name: 'wnModel', options: wnModel, hidden: true },
    { name: 'softwareVersion' },
    { name: 'serialNum', hidden: true },
    { name: 'lastDataTime', type: 'datetime', hidden: true },
    { name: 'bindingTime', type: 'datetime' },
    { name: 'createTime', type: 'datetime', hidden: true },
  ],
  search: [
    { name: 'wnId', type: 'remoteSelect', remote: wnSource },
    { name: 'groupId', type: 'remoteSelect', remote: groupSource },
    { name: 'deptId', type: 'companyTree' },
    { name: 'onlineStatus', type: 'select', options: online },
    { name: 'wnType', type: 'select', options: wnType },
    { name: 'wnModel', type: 'select', options: wnModel },
    { name: 'softwareVersion' },
    { name: 'bindingTime', type: 'dateRange' },
  ],
  form: [
    { name: 'wnId', createOnly: true },
    { name: 'privateKey', createOnly: true },
    { name: 'deptId', type: 'companyTree' },
    { name: 'wnType', type: 'select', options: wnType, initial: '2' },
    { name: 'wnModel', type: 'select', options: wnModel, initial: '1' },
    { name: 'power', type: 'number', props: { min: 0 } },
    { name: 'serialNum' },
    { name: 'pdMonth', props: { placeholder: 'YYYY-MM' } },
    { name: 'period', type: 'number', props: { min: 0, precision: 0 } },
    { name: 'region' },
    { name: 'remark', type: 'textarea', wide: true },
  ],
  rowActions: [
    { key: 'view', icon: <EyeOutlined />, permission: P.query, dialog: WnDetailDrawer },
    {
      key: 'unbind',
      icon: <DisconnectOutlined />,
      permission: P.bind,
      visible: bound,
      confirm: true,
      run: ([row]) => api.post('/iot/wn/unbindWn', { stationId: row.stationId, wnIds: [row.wnId] }),
    },
  ],
  toolbar: [
    { key: 'bind', icon: <LinkOutlined />, permission: P.bind, selection: 'multiple', dialog: stationBindDialog({ url: '/iot/wn/bindWn', body: (stationId, rows) => ({ stationId, wnIds: rows.map((r) => r.wnId) }) }) },
    {
      key: 'batchCommand',
      icon: <ThunderboltOutlined />,
      permission: [...new Set([...BATCH_COMMANDS, ...PARAMS].map((c) => c.permission))],
      selection: 'multiple',
      dialog: WnBatchDialog,
    },
    { key: 'batchClearTotalPower', icon: <ClearOutlined />, permission: P.clearTotalPower, danger: true, selection: 'multiple', dialog: ClearTotalPowerDialog },
    { key: 'import', icon: <ImportOutlined />, permission: P.import, dialog: importDialog({ url: '/iot/wn/import' }) },
    { key: 'importCompany', icon: <ImportOutlined />, permission: DevicePerm.agentDevice.add, dialog: importDialog({ url: '/iot/wn/importDeviceBindCompany', company: true }) },
    { key: 'agentDevices', icon: <ApartmentOutlined />, permission: DevicePerm.agentDevice.list, dialog: listDialog(agentDevice) },
  ],
});
