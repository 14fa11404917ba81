import { ClearOutlined } from '@ant-design/icons';
import { Perm } from '@cniot/contract/permissions';
import { defineResource } from '../../components/list-page/resource.ts';
import { api } from '../../lib/request/http.ts';

const status = { dict: 'sys_common_status' };
const businessType = { dict: 'sys_oper_type' };

export default defineResource({
  name: 'operLog',
  api: '/monitor/operlog',
  rowKey: 'operId',
  labelField: 'operId',
  perms: Perm.operlog,
  ops: ['remove', 'export'],
  sort: ['operId', 'title', 'operName', 'operTime', 'costTime'],
  columns: [
    { name: 'operId', width: 80 },
    { name: 'title' },
    { name: 'businessType', options: businessType },
    { name: 'operName' },
    { name: 'deptName', hidden: true },
    { name: 'operIp' },
    { name: 'operLocation', hidden: true },
    { name: 'status', options: status },
    { name: 'operTime', type: 'datetime' },
    { name: 'costTime', render: (row) => `${row.costTime ?? 0} ms` },
  ],
  search: [
    { name: 'operIp' },
    { name: 'title' },
    { name: 'operName' },
    { name: 'businessType', type: 'select', options: businessType },
    { name: 'status', type: 'select', options: status },
    { name: 'operTime', type: 'dateRange' },
  ],
  detail: ['title', 'businessType', 'operUrl', 'requestMethod', 'operName', 'deptName', 'operIp', 'operLocation', 'method', 'status', 'costTime', 'operTime', 'operParam', 'jsonResult', 'errorMsg'],
  toolbar: [{ key: 'clean', icon: <ClearOutlined />, permission: Perm.operlog.remove, danger: true, confirm: true, run: () => api.delete('/monitor/operlog/clean') }],
});
