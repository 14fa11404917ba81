import { ClearOutlined, UnlockOutlined } from '@ant-design/icons';
import { Perm } from '@cniot/contract/permissions';
import { defineResource } from '../../components/list-page/resource.ts';
import { api } from '../../lib/request/http.ts';

const status = { dict: 'sys_common_status' };

export default defineResource({
  name: 'loginLog',
  api: '/monitor/logininfor',
  rowKey: 'infoId',
  labelField: 'userName',
  perms: Perm.logininfor,
  ops: ['remove', 'export'],
  sort: ['infoId', 'userName', 'ipaddr', 'status', 'loginTime'],
  columns: [
    { name: 'infoId', width: 80 },
    { name: 'userName' },
    { name: 'ipaddr' },
    { name: 'loginLocation' },
    { name: 'browser' },
    { name: 'os' },
    { name: 'status', options: status },
    { name: 'msg', ellipsis: true },
    { name: 'loginTime', type: 'datetime' },
  ],
  search: [
    { name: 'ipaddr' },
    { name: 'userName' },
    { name: 'status', type: 'select', options: status },
    { name: 'loginTime', type: 'dateRange' },
  ],
  toolbar: [
    { key: 'clean', icon: <ClearOutlined />, permission: Perm.logininfor.remove, danger: true, confirm: true, run: () => api.delete('/monitor/logininfor/clean') },
    {
      key: 'unlock',
      icon: <UnlockOutlined />,
      permission: Perm.logininfor.unlock,
      selection: 'single',
      confirm: true,
      run: (rows) => api.get(`/monitor/logininfor/unlock/${encodeURIComponent(String(rows[0].userName))}`),
    },
  ],
});
