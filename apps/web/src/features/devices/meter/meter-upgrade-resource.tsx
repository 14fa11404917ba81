import { DevicePerm } from '@cniot/contract/device-permissions';
import { defineResource } from '../../../components/list-page/resource.ts';

const status = { dict: 'iot_meter_upgrade_status' };
const type = { dict: 'iot_meter_upgrade_type' };

/** Steps of meter upgrades (close anti-backflow, upgrade program, open anti-backflow) and how far each got. */
export default defineResource({
  name: 'meterUpgrade',
  api: '/iot/meter/upgradeTemp',
  rowKey: 'id',
  labelField: 'meterId',
  perms: { list: DevicePerm.meter.list },
  ops: [],
  columns: [
    { name: 'meterId' },
    { name: 'upgradeType', options: type },
    { name: 'upgradeStatus', options: status },
    { name: 'version' },
    { name: 'errorMsg', ellipsis: true },
    { name: 'createBy' },
    { name: 'createTime', type: 'datetime' },
    { name: 'updateTime', type: 'datetime' },
  ],
  search: [{ name: 'meterId' }, { name: 'upgradeType', type: 'select', options: type }, { name: 'upgradeStatus', type: 'select', options: status }],
});
