import { CheckCircleOutlined, KeyOutlined } from '@ant-design/icons';
import { Perm } from '@cniot/contract/permissions';
import { userCreate } from '@cniot/contract/system-user';
import { defineResource, type Row } from '../../components/list-page/resource.ts';
import { ResetPasswordDialog } from './reset-password-dialog.tsx';
import { assignableRoles, loadUser } from './system-api.ts';

/** The built-in administrator (user 1) is not managed from the list. */
const notAdmin = (row: Row) => row.userId !== 1;
const status = { dict: 'sys_normal_disable' };

export default defineResource({
  name: 'user',
  api: '/system/user',
  rowKey: 'userId',
  labelField: 'userName',
  perms: Perm.user,
  schema: userCreate,
  companyFilter: 'deptId',
  sort: ['userId', 'userName', 'nickName', 'phonenumber', 'createTime'],
  statusSwitch: { url: '/system/user/changeStatus', permission: Perm.user.edit },
  columns: [
    { name: 'userId', width: 80 },
    { name: 'userName', ellipsis: true },
    { name: 'nickName', ellipsis: true },
    { name: 'deptName', ellipsis: true },
    { name: 'phonenumber' },
    { name: 'email', hidden: true },
    { name: 'status', type: 'switch' },
    { name: 'createTime', type: 'datetime' },
  ],
  search: [
    { name: 'userName' },
    { name: 'phonenumber' },
    { name: 'status', type: 'select', options: status },
    { name: 'createTime', type: 'dateRange' },
  ],
  form: [
    { name: 'nickName' },
    { name: 'deptId', type: 'companyTree' },
    { name: 'phonenumber' },
    { name: 'email' },
    { name: 'userName', createOnly: true },
    { name: 'password', type: 'password', createOnly: true },
    { name: 'sex', type: 'select', options: { dict: 'sys_user_sex' } },
    { name: 'status', type: 'radio', options: status, initial: '0' },
    { name: 'roleIds', type: 'multiSelect', options: { query: { key: ['assignable-roles'], load: assignableRoles } }, wide: true },
    { name: 'remark', type: 'textarea', wide: true },
  ],
  load: loadUser,
  rowActions: [
    { key: 'resetPwd', icon: <KeyOutlined />, permission: Perm.user.resetPwd, dialog: ResetPasswordDialog, visible: notAdmin },
    { key: 'assignRoles', icon: <CheckCircleOutlined />, permission: Perm.user.edit, to: (row) => `/system/user-auth/role/${row?.userId}`, visible: notAdmin },
  ],
});
