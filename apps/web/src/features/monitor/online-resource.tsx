import { LogoutOutlined } from '@ant-design/icons';
import { Perm } from '@cniot/contract/permissions';
import { defineResource } from '../../components/list-page/resource.ts';
import { api } from '../../lib/request/http.ts';

/** Live sessions; a session is named by its token's hash, never the token. */
export default defineResource({
  name: 'online',
  api: '/monitor/online',
  rowKey: 'tokenId',
  labelField: 'userName',
  perms: Perm.online,
  ops: [],
  sort: ['userName', 'ipaddr', 'loginTime'],
  columns: [
    { name: 'tokenId', hidden: true, ellipsis: true },
    { name: 'userName' },
    { name: 'deptName' },
    { name: 'ipaddr' },
    { name: 'loginLocation' },
    { name: 'browser' },
    { name: 'os' },
    { name: 'loginTime', type: 'datetime' },
    { name: 'lastAccessTime', type: 'datetime', hidden: true },
  ],
  search: [{ name: 'ipaddr' }, { name: 'userName' }],
  rowActions: [
    {
      key: 'forceLogout',
      icon: <LogoutOutlined />,
      permission: Perm.online.forceLogout,
      danger: true,
      confirm: true,
      run: (rows) => api.delete(`/monitor/online/${rows[0].tokenId}`),
    },
  ],
});
