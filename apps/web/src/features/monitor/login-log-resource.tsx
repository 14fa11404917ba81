import { ClearOutlined, UnlockOutlined } from '@ant-design/icons';
import { loginLogManifest } from '@cniot/contract/system/auth';
import { Perm } from '@cniot/contract/system/permissions';
import { manifestResource } from '../../components/list-page/manifest-resource.ts';
import { call } from '../../lib/request/call.ts';

export default manifestResource(loginLogManifest, {
  toolbar: [
    { key: 'clean', icon: <ClearOutlined />, permission: Perm.logininfor.remove, danger: true, confirm: true, run: () => call('DELETE /monitor/logininfor/clean') },
    {
      key: 'unlock',
      icon: <UnlockOutlined />,
      permission: Perm.logininfor.unlock,
      selection: 'single',
      confirm: true,
      run: (rows) => call('GET /monitor/logininfor/unlock/{userName}', { userName: String(rows[0].userName) }),
    },
  ],
});
