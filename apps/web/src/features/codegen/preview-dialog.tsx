import { lazy, Suspense, useState } from 'react';
import { Alert, Button, Spin, Tabs, Tooltip } from 'antd';
import { CopyOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { GenFile } from '@cniot/contract/tools/codegen';
import { Dialog } from '../../components/dialog.tsx';
import type { ActionDialogProps } from '../../components/list-page/resource.ts';
import { feedback } from '../../lib/feedback.ts';
import { previewFiles } from './codegen-api.ts';

const HighlightedCode = lazy(() => import('./highlighted-code.tsx'));

/** Files of the same name in several folders (the catalogues) are told apart by their folder. */
const tabLabel = (file: GenFile) =>
  file.path
    .split('/')
    .slice(file.path.includes('/screens/') ? -2 : -1)
    .join('/');

/** The generated files of one table, one tab each, coloured by language. */
export function PreviewDialog({ rows, onClose }: ActionDialogProps) {
  const { t } = useTranslation();
  const row = rows[0];
  const { data: files, isLoading } = useQuery({ queryKey: ['gen-preview', row.tableId], queryFn: () => previewFiles(row.tableId), gcTime: 0 });
  const [active, setActive] = useState<string>();
  const copy = (file: GenFile) => navigator.clipboard.writeText(file.content).then(() => feedback().message.success(t('codegen.copied')));

  return (
    <Dialog open width={1100} title={t('codegen.previewTitle', { name: String(row.tableName) })} onCancel={onClose} footer={<Button onClick={onClose}>{t('common.close')}</Button>}>
      {isLoading || !files ? (
        <Spin />
      ) : (
        <Tabs
          className="gen-preview"
          activeKey={active ?? files[0].path}
          onChange={setActive}
          items={files.map((file) => ({
            key: file.path,
            // Below the tab: above it, the path would cover the dialog's close button.
            label: (
              <Tooltip title={file.path} placement="bottom">
                {tabLabel(file)}
              </Tooltip>
            ),
            children: (
              <>
                {file.kind === 'insert' && <Alert type="info" showIcon title={t('codegen.insertHint')} style={{ marginBottom: 8 }} />}
                <Button size="small" icon={<CopyOutlined />} onClick={() => void copy(file)} style={{ float: 'right' }}>
                  {t('codegen.copy')}
                </Button>
                <Suspense fallback={<Spin />}>
                  <HighlightedCode code={file.content} language={file.language} />
                </Suspense>
              </>
            ),
          }))}
        />
      )}
    </Dialog>
  );
}
