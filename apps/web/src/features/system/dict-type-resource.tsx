import { SyncOutlined } from '@ant-design/icons';
import { dictTypeManifest } from '@cniot/contract/system/dict';
import { Perm } from '@cniot/contract/system/permissions';
import { queryClient } from '../../lib/query-client.ts';
import { manifestResource } from '../../components/list-page/manifest-resource.ts';
import { api } from '../../lib/request/http.ts';

/** Every cached dictionary reloads on next use. */
export const dropDictCache = () => void queryClient.invalidateQueries({ queryKey: ['dict'] });

export default manifestResource(dictTypeManifest, {
  columns: { dictType: { link: (row) => `/system/dict-data/index/${row.dictId}` } },
  onChanged: dropDictCache,
  toolbar: [{ key: 'refreshCache', icon: <SyncOutlined />, permission: Perm.dict.remove, run: () => api.delete('/system/dict/type/refreshCache') }],
});
