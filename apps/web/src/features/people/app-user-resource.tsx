import { EnvironmentOutlined, KeyOutlined, RollbackOutlined } from '@ant-design/icons';
import { appUserManifest } from '@cniot/contract/people/app-user';
import { PeoplePerm } from '@cniot/contract/people/people-permissions';
import { manifestResource } from '../../components/list-page/manifest-resource.ts';
import { resetPasswordDialog } from '../../components/list-page/reset-password-dialog.tsx';
import type { Row } from '../../components/list-page/resource.ts';
import { AppUserStationsDialog } from './app-user-stations-dialog.tsx';
import { resetAppUserPassword, restoreAppUser } from './people-api.ts';

const perm = PeoplePerm.appUser;
const live = (row: Row) => row.delFlag === '0';

/** Client users (owners): the company tree narrows the list; deleted ones are found by the "deleted" filter and restored. */
export default manifestResource(appUserManifest, {
  companyFilter: 'deptId',
  statusSwitch: { url: '/biz/user/changeStatus', permission: perm.edit },
  columns: { status: { type: 'switch' } },
  rowActions: [
    { key: 'stations', icon: <EnvironmentOutlined />, permission: perm.query, dialog: AppUserStationsDialog },
    { key: 'resetPwd', icon: <KeyOutlined />, permission: perm.resetPwd, dialog: resetPasswordDialog(resetAppUserPassword), visible: live },
    { key: 'restore', icon: <RollbackOutlined />, permission: perm.recover, confirm: true, visible: (row) => !live(row), run: ([row]) => restoreAppUser(row.id) },
  ],
});
