import { LogoutOutlined } from '@ant-design/icons';
import { onlineManifest } from '@cniot/contract/system/auth';
import { Perm } from '@cniot/contract/system/permissions';
import { manifestResource } from '../../components/list-page/manifest-resource.ts';
import { call } from '../../lib/request/call.ts';

/** Live sessions; a session is named by its token's hash, never the token. */
export default manifestResource(onlineManifest, {
  rowActions: [
    {
      key: 'forceLogout',
      icon: <LogoutOutlined />,
      permission: Perm.online.forceLogout,
      danger: true,
      confirm: true,
      run: (rows) => call('DELETE /monitor/online/{tokenId}', { tokenId: String(rows[0].tokenId) }),
    },
  ],
});
