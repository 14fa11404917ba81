import { Button, Space } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { DevicePerm } from '@cniot/contract/devices/device-permissions';
import { Dialog } from '../../../components/dialog.tsx';
import { ResourcePage } from '../../../components/list-page/resource-page.tsx';
import type { ActionDialogProps } from '../../../components/list-page/resource.ts';
import { Auth } from '../../../components/permission.tsx';
import { download } from '../../../lib/request/download.ts';
import detail from './device-code-detail-resource.tsx';

/** One batch's codes; the factory's file (every code with its key) is a download from here. */
export function DeviceCodeDetailDialog({ rows, onClose }: ActionDialogProps) {
  const { t } = useTranslation();
  const record = rows[0];
  const exportBatch = () => void download(`/iot/deviceCode/exportDetail/${record.id}`, {}, `device-codes-${record.batchNumber}.xlsx`);
  return (
    <Dialog
      open
      width={1000}
      title={`${t('resources.deviceCodeDetail.title')}: ${record.batchNumber}`}
      onCancel={onClose}
      footer={
        <Space>
          <Auth perms={[DevicePerm.deviceCode.export]}>
            <Button icon={<DownloadOutlined />} onClick={exportBatch}>
              {t('resources.deviceCodeDetail.exportBatch')}
            </Button>
          </Auth>
          <Button onClick={onClose}>{t('common.close')}</Button>
        </Space>
      }
    >
      <ResourcePage resource={detail} fixedQuery={{ recordId: record.id }} />
    </Dialog>
  );
}
