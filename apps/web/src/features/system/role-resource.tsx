import { SafetyOutlined, UserAddOutlined } from '@ant-design/icons';
import { Perm } from '@cniot/contract/system/permissions';
import { roleManifest } from '@cniot/contract/system/system-role';
import { manifestResource } from '../../components/list-page/manifest-resource.ts';
import type { Row } from '../../components/list-page/resource.ts';
import { DataScopeDialog } from './data-scope-dialog.tsx';
import { MenuPermissionField } from './menu-permission-field.tsx';
import { loadRole } from './system-api.ts';

/** The administrator role (1) holds everything; it is not edited from here. */
const notAdmin = (row: Row) => row.roleId !== 1;

export default manifestResource(roleManifest, {
  statusSwitch: { url: '/system/role/changeStatus', permission: Perm.role.edit },
  columns: { status: { type: 'switch' } },
  form: { roleSort: { initial: 0 }, status: { initial: '0' }, menuIds: { render: MenuPermissionField } },
  load: loadRole,
  rowActions: [
    { key: 'dataScope', icon: <SafetyOutlined />, permission: Perm.role.edit, dialog: DataScopeDialog, visible: notAdmin },
    { key: 'assignUsers', icon: <UserAddOutlined />, permission: Perm.role.edit, to: (row) => `/system/role-auth/user/${row?.roleId}`, visible: notAdmin },
  ],
});
