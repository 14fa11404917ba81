import { CheckCircleOutlined, KeyOutlined } from '@ant-design/icons';
import { Perm } from '@cniot/contract/system/permissions';
import { userManifest } from '@cniot/contract/system/system-user';
import { manifestResource } from '../../components/list-page/manifest-resource.ts';
import type { Row } from '../../components/list-page/resource.ts';
import { ResetPasswordDialog } from './reset-password-dialog.tsx';
import { assignableRoles, loadUser } from './system-api.ts';

/** The built-in administrator (user 1) is not managed from the list. */
const notAdmin = (row: Row) => row.userId !== 1;

export default manifestResource(userManifest, {
  companyFilter: 'deptId',
  statusSwitch: { url: '/system/user/changeStatus', permission: Perm.user.edit },
  columns: { status: { type: 'switch' } },
  form: {
    status: { initial: '0' },
    roleIds: { type: 'multiSelect', options: { query: { key: ['assignable-roles'], load: assignableRoles } } },
  },
  load: loadUser,
  rowActions: [
    { key: 'resetPwd', icon: <KeyOutlined />, permission: Perm.user.resetPwd, dialog: ResetPasswordDialog, visible: notAdmin },
    { key: 'assignRoles', icon: <CheckCircleOutlined />, permission: Perm.user.edit, to: (row) => `/system/user-auth/role/${row?.userId}`, visible: notAdmin },
  ],
});
