import { SyncOutlined } from '@ant-design/icons';
import { configManifest } from '@cniot/contract/system/config';
import { Perm } from '@cniot/contract/system/permissions';
import { manifestResource } from '../../components/list-page/manifest-resource.ts';
import { api } from '../../lib/request/http.ts';

export default manifestResource(configManifest, {
  toolbar: [{ key: 'refreshCache', icon: <SyncOutlined />, permission: Perm.config.remove, run: () => api.delete('/system/config/refreshCache') }],
});
