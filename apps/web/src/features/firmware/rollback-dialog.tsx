import { useState } from 'react';
import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../components/dialog.tsx';
import type { ActionDialogProps } from '../../components/list-page/resource.ts';
import { RemoteSelect } from '../../components/remote-select.tsx';
import { api } from '../../lib/request/http.ts';

/** Rolls a rollout back to a pinned package of the library (of the rollout's device type): every device it reached gets that one. */
export function RollbackDialog({ rows, onClose, onDone }: ActionDialogProps) {
  const { t } = useTranslation();
  const [softwareId, setSoftwareId] = useState<number>();
  const [busy, setBusy] = useState(false);
  const send = async () => {
    setBusy(true);
    try {
      await api.post(`/iot/upgrade/rollout/${rows[0].id}/rollback`, { softwareId });
      onDone();
    } catch {
      // The request layer showed why.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog
      open
      title={t('resources.rollout.actions.rollback')}
      onCancel={onClose}
      onOk={send}
      okButtonProps={{ disabled: !softwareId, danger: true }}
      confirmLoading={busy}
      okText={t('common.confirm')}
      cancelText={t('common.cancel')}
    >
      <Form layout="vertical">
        <Form.Item label={t('firmware.pinnedPackage')} required>
          <RemoteSelect
            url="/iot/software/list"
            searchParam="softwareName"
            valueField="id"
            labelField="softwareName"
            params={{ deviceType: rows[0].deviceType }}
            value={softwareId}
            onChange={(v: number) => setSoftwareId(v)}
            style={{ width: '100%' }}
          />
        </Form.Item>
      </Form>
    </Dialog>
  );
}
