import { SafetyOutlined, UserAddOutlined } from '@ant-design/icons';
import { Perm } from '@cniot/contract/permissions';
import { roleCreate } from '@cniot/contract/system-role';
import { defineResource, type Row } from '../../components/list-page/resource.ts';
import { DataScopeDialog } from './data-scope-dialog.tsx';
import { MenuPermissionField } from './menu-permission-field.tsx';
import { loadRole } from './system-api.ts';

/** The administrator role (1) holds everything; it is not edited from here. */
const notAdmin = (row: Row) => row.roleId !== 1;
const status = { dict: 'sys_normal_disable' };

export default defineResource({
  name: 'role',
  api: '/system/role',
  rowKey: 'roleId',
  labelField: 'roleName',
  perms: Perm.role,
  schema: roleCreate,
  sort: ['roleId', 'roleName', 'roleKey', 'roleSort', 'createTime'],
  statusSwitch: { url: '/system/role/changeStatus', permission: Perm.role.edit },
  columns: [
    { name: 'roleId', width: 80 },
    { name: 'roleName', ellipsis: true },
    { name: 'roleKey', ellipsis: true },
    { name: 'roleSort' },
    { name: 'dataScope', options: { dict: 'sys_data_scope' }, hidden: true },
    { name: 'status', type: 'switch' },
    { name: 'createTime', type: 'datetime' },
  ],
  search: [
    { name: 'roleName' },
    { name: 'roleKey' },
    { name: 'status', type: 'select', options: status },
    { name: 'createTime', type: 'dateRange' },
  ],
  form: [
    { name: 'roleName' },
    { name: 'roleKey' },
    { name: 'roleSort', type: 'number', initial: 0 },
    { name: 'status', type: 'radio', options: status, initial: '0' },
    { name: 'menuIds', render: MenuPermissionField, wide: true },
    { name: 'remark', type: 'textarea', wide: true },
  ],
  load: loadRole,
  rowActions: [
    { key: 'dataScope', icon: <SafetyOutlined />, permission: Perm.role.edit, dialog: DataScopeDialog, visible: notAdmin },
    { key: 'assignUsers', icon: <UserAddOutlined />, permission: Perm.role.edit, to: (row) => `/system/role-auth/user/${row?.roleId}`, visible: notAdmin },
  ],
});
