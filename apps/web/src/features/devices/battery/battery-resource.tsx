import { BarChartOutlined, DisconnectOutlined, KeyOutlined, LinkOutlined } from '@ant-design/icons';
import { batteryManifest } from '@cniot/contract/devices/battery';
import { DevicePerm } from '@cniot/contract/devices/device-permissions';
import { manifestResource } from '../../../components/list-page/manifest-resource.ts';
import type { Row } from '../../../components/list-page/resource.ts';
import { api } from '../../../lib/request/http.ts';
import { companyActions } from '../company-actions.tsx';
import { deviceKeyDialog } from '../device-key-dialog.tsx';
import { deviceForm, deviceSearch } from '../device-screen.ts';
import { listDialog } from '../../../components/list-page/list-dialog.tsx';
import { firmwareUpgradeActions } from '../software-upgrade-dialog.tsx';
import { stationBindDialog } from '../station-bind-dialog.tsx';
import batteryData from './battery-data-resource.tsx';

const P = DevicePerm.battery;
const upgrade = firmwareUpgradeActions('battery');

/** Batteries (iot/battery/index): registry, station binding, telemetry; the 16-character key is the server's. */
export default manifestResource(batteryManifest, {
  search: deviceSearch,
  form: { ...deviceForm, capacity: { props: { min: 0 } }, power: { props: { min: 0 } } },
  rowActions: [
    upgrade.row,
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
    upgrade.selection,
    {
      key: 'bind',
      icon: <LinkOutlined />,
      permission: P.bind,
      selection: 'multiple',
      dialog: stationBindDialog({ url: '/iot/station/bindBattery', body: (stationId, rows) => ({ stationId, ids: rows.map((r) => r.id) }) }),
    },
    ...companyActions('battery'),
  ],
});
