import { ApartmentOutlined, ImportOutlined } from '@ant-design/icons';
import { AgentDeviceType, type DeviceType } from '@cniot/contract/devices/device-enums';
import { DevicePerm } from '@cniot/contract/devices/device-permissions';
import { listDialog } from '../../components/list-page/list-dialog.tsx';
import type { Action } from '../../components/list-page/resource.ts';
import { agentDeviceResource } from './agent-devices.ts';
import { importDialog } from './import-dialog.tsx';

/** A device page's toolbar buttons for assigning its kind of device to a company: from a spreadsheet, and the list of assignments. */
export const companyActions = (kind: DeviceType): Action[] => [
  {
    key: 'importCompany',
    icon: <ImportOutlined />,
    permission: DevicePerm.agentDevice.add,
    dialog: importDialog({ url: '/iot/agentDevice/import', company: true, params: { deviceType: AgentDeviceType[kind] } }),
  },
  { key: 'agentDevices', icon: <ApartmentOutlined />, permission: DevicePerm.agentDevice.list, dialog: listDialog(agentDeviceResource(kind)) },
];
