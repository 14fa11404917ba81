import { SyncOutlined } from '@ant-design/icons';
import { configCreate } from '@cniot/contract/config';
import { Perm } from '@cniot/contract/permissions';
import { defineResource } from '../../components/list-page/resource.ts';
import { api } from '../../lib/request/http.ts';

const yesNo = { dict: 'sys_yes_no' };

export default defineResource({
  name: 'config',
  api: '/system/config',
  rowKey: 'configId',
  labelField: 'configName',
  perms: Perm.config,
  schema: configCreate,
  sort: ['configId', 'configName', 'configKey', 'createTime'],
  columns: [
    { name: 'configId', width: 80 },
    { name: 'configName', ellipsis: true },
    { name: 'configKey', ellipsis: true },
    { name: 'configValue', ellipsis: true },
    { name: 'configType', options: yesNo },
    { name: 'remark', ellipsis: true },
    { name: 'createTime', type: 'datetime' },
  ],
  search: [
    { name: 'configName' },
    { name: 'configKey' },
    { name: 'configType', type: 'select', options: yesNo },
    { name: 'createTime', type: 'dateRange' },
  ],
  form: [
    { name: 'configName' },
    { name: 'configKey' },
    { name: 'configValue', type: 'textarea', wide: true },
    { name: 'configType', type: 'radio', options: yesNo, initial: 'N' },
    { name: 'remark', type: 'textarea', wide: true },
  ],
  toolbar: [{ key: 'refreshCache', icon: <SyncOutlined />, permission: Perm.config.remove, run: () => api.delete('/system/config/refreshCache') }],
});
