import { DevicePerm } from '@cniot/contract/device-permissions';
import { wnGroupCreate } from '@cniot/contract/wn-group';
import { defineResource } from '../../../components/list-page/resource.ts';
import { wnSource } from '../device-sources.ts';

/** Device groups (iot/wnGroup/index): a named set of inverters, members picked by searching their codes. */
export default defineResource({
  name: 'wnGroup',
  api: '/iot/wnGroup',
  rowKey: 'id',
  labelField: 'groupName',
  perms: DevicePerm.wnGroup,
  schema: wnGroupCreate,
  sort: ['groupName', 'createTime'],
  columns: [
    { name: 'groupName', ellipsis: true },
    { name: 'wnCount' },
    { name: 'remark', ellipsis: true },
    { name: 'createBy' },
    { name: 'createTime', type: 'datetime' },
  ],
  search: [{ name: 'groupName' }, { name: 'createTime', type: 'dateRange' }],
  form: [
    { name: 'groupName', wide: true },
    { name: 'wnList', type: 'remoteSelect', remote: wnSource, props: { mode: 'multiple' }, wide: true },
    { name: 'remark', type: 'textarea', wide: true },
  ],
});
