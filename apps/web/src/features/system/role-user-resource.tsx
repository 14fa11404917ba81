import { CloseCircleOutlined, UserAddOutlined } from '@ant-design/icons';
import { Perm } from '@cniot/contract/system/permissions';
import { roleUserManifest } from '@cniot/contract/system/system-role';
import { manifestResource } from '../../components/list-page/manifest-resource.ts';
import type { Row } from '../../components/list-page/resource.ts';
import { call } from '../../lib/request/call.ts';
import { AddRoleUsersDialog } from './add-role-users-dialog.tsx';

const roleOf = (query: Row) => Number(query.roleId);

/** The users holding one role (its id comes from the page as a fixed query parameter). */
export default manifestResource(roleUserManifest, {
  listUrl: '/system/role/authUser/allocatedList',
  rowActions: [
    {
      key: 'cancel',
      icon: <CloseCircleOutlined />,
      permission: Perm.role.edit,
      danger: true,
      confirm: true,
      run: (rows, ctx) => call('PUT /system/role/authUser/cancel', { roleId: roleOf(ctx.query), userId: rows[0].userId }),
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
      run: (rows, ctx) => call('PUT /system/role/authUser/cancelAll', { roleId: roleOf(ctx.query), userIds: rows.map((r) => r.userId) }),
    },
  ],
});
