import { ClearOutlined } from '@ant-design/icons';
import { operLogManifest } from '@cniot/contract/system/oper-log';
import { Perm } from '@cniot/contract/system/permissions';
import { manifestResource } from '../../components/list-page/manifest-resource.ts';
import { api } from '../../lib/request/http.ts';

export default manifestResource(operLogManifest, {
  columns: { costTime: { render: (row) => `${row.costTime ?? 0} ms` } },
  toolbar: [{ key: 'clean', icon: <ClearOutlined />, permission: Perm.operlog.remove, danger: true, confirm: true, run: () => api.delete('/monitor/operlog/clean') }],
});
