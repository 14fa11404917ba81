import { BarChartOutlined, ControlOutlined, DisconnectOutlined, HistoryOutlined, KeyOutlined, LinkOutlined } from '@ant-design/icons';
import { DevicePerm } from '@cniot/contract/devices/device-permissions';
import { meterManifest } from '@cniot/contract/devices/meter';
import { manifestResource } from '../../../components/list-page/manifest-resource.ts';
import type { Row } from '../../../components/list-page/resource.ts';
import { api } from '../../../lib/request/http.ts';
import { companyActions } from '../company-actions.tsx';
import { deviceKeyDialog } from '../device-key-dialog.tsx';
import { deviceForm, deviceSearch } from '../device-screen.ts';
import { listDialog } from '../../../components/list-page/list-dialog.tsx';
import { firmwareUpgradeActions } from '../software-upgrade-dialog.tsx';
import { stationBindDialog } from '../station-bind-dialog.tsx';
import { MeterCommandDialog } from './meter-command-dialog.tsx';
import meterData from './meter-data-resource.tsx';
import meterUpgrade from './meter-upgrade-resource.tsx';

const P = DevicePerm.meter;
const upgrade = firmwareUpgradeActions('meter');

/** Electricity meters (iot/meter/index): registry, binding, telemetry, anti-backflow/PLC switches, thresholds, whitelist, upgrades. */
export default manifestResource(meterManifest, {
  columns: { whitelist: { render: (r: Row) => (Array.isArray(r.whitelist) ? r.whitelist.join(', ') : '') } },
  search: deviceSearch,
  form: deviceForm,
  rowActions: [
    upgrade.row,
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
    upgrade.selection,
    {
      key: 'bind',
      icon: <LinkOutlined />,
      permission: P.bind,
      selection: 'multiple',
      dialog: stationBindDialog({ url: '/iot/station/bindMeter', body: (stationId, rows) => ({ stationId, ids: rows.map((r) => r.id) }) }),
    },
    ...companyActions('meter'),
    { key: 'upgradeRecords', icon: <HistoryOutlined />, permission: P.list, dialog: listDialog(meterUpgrade) },
  ],
});
