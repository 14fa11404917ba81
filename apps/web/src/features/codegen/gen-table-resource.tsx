import { CloudDownloadOutlined, EditOutlined, EyeOutlined, ImportOutlined, SyncOutlined } from '@ant-design/icons';
import { GenPerm, genTableManifest } from '@cniot/contract/tools/codegen';
import { manifestResource } from '../../components/list-page/manifest-resource.ts';
import { downloadCode, synchronize } from './codegen-api.ts';
import { ImportDialog } from './import-dialog.tsx';
import { PreviewDialog } from './preview-dialog.tsx';

const names = (rows: Record<string, unknown>[]) => rows.map((r) => String(r.tableName));

/** Code generation (`/tool/gen`): the imported tables, with the commands of RuoYi's generator. */
export default manifestResource(genTableManifest, {
  toolbar: [
    { key: 'import', icon: <ImportOutlined />, permission: GenPerm.import, dialog: ImportDialog },
    { key: 'batchDownload', icon: <CloudDownloadOutlined />, permission: GenPerm.code, selection: 'multiple', run: (rows) => downloadCode(names(rows)) },
  ],
  rowActions: [
    { key: 'preview', icon: <EyeOutlined />, permission: GenPerm.preview, dialog: PreviewDialog },
    { key: 'edit', icon: <EditOutlined />, permission: GenPerm.edit, to: (row) => `/tool/gen-edit/index/${row?.tableId}` },
    { key: 'sync', icon: <SyncOutlined />, permission: GenPerm.edit, confirm: true, run: (rows) => synchronize(String(rows[0].tableName)) },
    { key: 'download', icon: <CloudDownloadOutlined />, permission: GenPerm.code, run: (rows) => downloadCode(names(rows)) },
  ],
});
