import { CloseCircleOutlined, UserAddOutlined } from '@ant-design/icons';
import { Perm } from '@cniot/contract/permissions';
import { defineResource, type Row } from '../../components/list-page/resource.ts';
import { api } from '../../lib/request/http.ts';
import { AddRoleUsersDialog } from './add-role-users-dialog.tsx';

const roleOf = (query: Row) => Number(query.roleId);

/** The users holding one role (its id comes from the page as a fixed query parameter). */
export default defineResource({
  name: 'roleUser',
  api: '/system/role/authUser',
  listUrl: '/system/role/authUser/allocatedList',
  rowKey: 'userId',
  labelField: 'userName',
  perms: { list: Perm.role.list },
  ops: [],
  columns: [
    { name: 'userId', width: 80 },
    { name: 'userName' },
    { name: 'nickName' },
    { name: 'email' },
    { name: 'phonenumber' },
    { name: 'status', options: { dict: 'sys_normal_disable' } },
    { name: 'createTime', type: 'datetime' },
  ],
  search: [{ name: 'userName' }, { name: 'phonenumber' }],
  rowActions: [
    {
      key: 'cancel',
      icon: <CloseCircleOutlined />,
      permission: Perm.role.edit,
      danger: true,
      confirm: true,
      run: (rows, ctx) => api.put('/system/role/authUser/cancel', { roleId: roleOf(ctx.query), userId: rows[0].userId }),
    },
  ],
  toolbar: [
    { key: 'addUsers', icon: <UserAddOutlined />, permission: Perm.role.edit, dialog: AddRoleUsersDialog },
    {
      key: 'cancelSelected',
      icon: <CloseCircleOutlined />,
      permission: Perm.role.edit,
      danger: true,
      selection: 'multiple',
      confirm: true,
      run: (rows, ctx) => api.put('/system/role/authUser/cancelAll', { roleId: roleOf(ctx.query), userIds: rows.map((r) => r.userId) }),
    },
  ],
});
