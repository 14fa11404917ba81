import { ClearOutlined, CloudUploadOutlined, DisconnectOutlined, EyeOutlined, ImportOutlined, LinkOutlined, ThunderboltOutlined, WifiOutlined } from '@ant-design/icons';
import { DevicePerm } from '@cniot/contract/devices/device-permissions';
import { wnManifest } from '@cniot/contract/devices/wn';
import { manifestResource } from '../../../components/list-page/manifest-resource.ts';
import type { Row } from '../../../components/list-page/resource.ts';
import { call } from '../../../lib/request/call.ts';
import { ClearTotalPowerDialog } from '../clear-total-power-dialog.tsx';
import { companyActions } from '../company-actions.tsx';
import { deviceForm, deviceSearch } from '../device-screen.ts';
import { groupSource, wnSource } from '../device-sources.ts';
import { importDialog } from '../import-dialog.tsx';
import { softwareUpgradeDialog, UPGRADE_PERMISSION as UPGRADE } from '../software-upgrade-dialog.tsx';
import { stationBindDialog } from '../station-bind-dialog.tsx';
import { BATCH_COMMANDS, PARAMS } from './wn-commands.ts';
import { WnBatchDialog } from './wn-batch-dialog.tsx';
import { WnDetailDrawer } from './wn-detail-drawer.tsx';

const P = DevicePerm.wn;
const bound = (row: Row) => !!row.stationId;

/** Inverter management (iot/wn/index): the registry, its live detail, commands one by one or in batches. */
export default manifestResource(wnManifest, {
  search: { ...deviceSearch, wnId: { type: 'remoteSelect', remote: wnSource }, groupId: { type: 'remoteSelect', remote: groupSource } },
  form: {
    ...deviceForm,
    wnType: { initial: '2' },
    wnModel: { initial: '1' },
    power: { props: { min: 0 } },
    period: { props: { min: 0, precision: 0 } },
  },
  rowActions: [
    { key: 'view', icon: <EyeOutlined />, permission: P.query, dialog: WnDetailDrawer },
    {
      key: 'unbind',
      icon: <DisconnectOutlined />,
      permission: P.bind,
      visible: bound,
      confirm: true,
      run: ([row]) => call('POST /iot/wn/unbindWn', { stationId: row.stationId, wnIds: [row.wnId] }),
    },
  ],
  toolbar: [
    {
      key: 'bind',
      icon: <LinkOutlined />,
      permission: P.bind,
      selection: 'multiple',
      dialog: stationBindDialog({ url: '/iot/wn/bindWn', body: (stationId, rows) => ({ stationId, wnIds: rows.map((r) => r.wnId) }) }),
    },
    {
      key: 'batchCommand',
      icon: <ThunderboltOutlined />,
      permission: [...new Set([...BATCH_COMMANDS, ...PARAMS].map((c) => c.permission))],
      selection: 'multiple',
      dialog: WnBatchDialog,
    },
    { key: 'firmwareUpgrade', icon: <CloudUploadOutlined />, permission: UPGRADE, selection: 'multiple', dialog: softwareUpgradeDialog('wn', 'firmware') },
    { key: 'wifiUpgrade', icon: <WifiOutlined />, permission: UPGRADE, selection: 'multiple', dialog: softwareUpgradeDialog('wn', 'wifi') },
    { key: 'batchClearTotalPower', icon: <ClearOutlined />, permission: P.clearTotalPower, danger: true, selection: 'multiple', dialog: ClearTotalPowerDialog },
    { key: 'import', icon: <ImportOutlined />, permission: P.import, dialog: importDialog({ url: '/iot/wn/import' }) },
    ...companyActions('wn'),
  ],
});
