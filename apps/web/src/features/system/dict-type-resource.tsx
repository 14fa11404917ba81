import { SyncOutlined } from '@ant-design/icons';
import { dictTypeCreate } from '@cniot/contract/dict';
import { Perm } from '@cniot/contract/permissions';
import { queryClient } from '../../lib/query-client.ts';
import { defineResource } from '../../components/list-page/resource.ts';
import { api } from '../../lib/request/http.ts';

const status = { dict: 'sys_normal_disable' };
/** Every cached dictionary reloads on next use. */
export const dropDictCache = () => void queryClient.invalidateQueries({ queryKey: ['dict'] });

export default defineResource({
  name: 'dictType',
  api: '/system/dict/type',
  rowKey: 'dictId',
  labelField: 'dictName',
  perms: Perm.dict,
  schema: dictTypeCreate,
  sort: ['dictId', 'dictName', 'dictType', 'createTime'],
  columns: [
    { name: 'dictId', width: 80 },
    { name: 'dictName', ellipsis: true },
    { name: 'dictType', link: (row) => `/system/dict-data/index/${row.dictId}` },
    { name: 'status', options: status },
    { name: 'remark', ellipsis: true },
    { name: 'createTime', type: 'datetime' },
  ],
  search: [
    { name: 'dictName' },
    { name: 'dictType' },
    { name: 'status', type: 'select', options: status },
    { name: 'createTime', type: 'dateRange' },
  ],
  form: [
    { name: 'dictName' },
    { name: 'dictType' },
    { name: 'status', type: 'radio', options: status, initial: '0' },
    { name: 'remark', type: 'textarea', wide: true },
  ],
  onChanged: dropDictCache,
  toolbar: [
    {
      key: 'refreshCache',
      icon: <SyncOutlined />,
      permission: Perm.dict.remove,
      run: () => api.delete('/system/dict/type/refreshCache'),
    },
  ],
});
