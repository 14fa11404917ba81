import { KeyOutlined } from '@ant-design/icons';
import { institutionUserManifest } from '@cniot/contract/people/institution';
import { resolveLanguage } from '@cniot/contract/language';
import { PeoplePerm } from '@cniot/contract/people/people-permissions';
import { roleName } from '../../components/dict.tsx';
import { manifestResource } from '../../components/list-page/manifest-resource.ts';
import { resetPasswordDialog } from '../../components/list-page/reset-password-dialog.tsx';
import { i18n } from '../../i18n/i18n.ts';
import { institutionRoles, resetInstitutionUserPassword } from './people-api.ts';

const perm = PeoplePerm.institutionUser;

/** Dealer staff: the company tree narrows the list, the role comes from those the caller may give. */
export default manifestResource(institutionUserManifest, {
  companyFilter: 'deptId',
  statusSwitch: { url: '/biz/institutionUser/changeStatus', permission: perm.edit },
  columns: {
    status: { type: 'switch' },
    roleName: { render: (row) => (row.roleKey ? roleName(resolveLanguage(i18n.language), String(row.roleKey), String(row.roleName ?? '')) : '') },
  },
  form: { roleId: { options: { query: { key: ['institution-roles'], load: institutionRoles } } } },
  rowActions: [{ key: 'resetPwd', icon: <KeyOutlined />, permission: perm.resetPwd, dialog: resetPasswordDialog(resetInstitutionUserPassword) }],
});
