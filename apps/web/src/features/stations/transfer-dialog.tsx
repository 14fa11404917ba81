import { useState } from 'react';
import { Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { CompanyTreeSelect } from '../../components/company-tree.tsx';
import { Dialog } from '../../components/dialog.tsx';
import type { ActionDialogProps } from '../../components/list-page/resource.ts';
import { ResourcePage } from '../../components/list-page/resource-page.tsx';
import { feedback } from '../../lib/feedback.ts';
import { api } from '../../lib/request/http.ts';
import stationTransfer from './station-transfer-resource.tsx';

interface Values {
  deptId?: number;
  remark?: string;
}

/**
 * Moves a station with its devices to another organization, then shows the
 * station's transfer records with the new one on top, so the user sees what
 * was recorded.
 */
export function TransferDialog({ rows, onClose, onDone }: ActionDialogProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const [moved, setMoved] = useState(false);
  const station = rows[0];
  const title = `${t('resources.station.transfer.title')}: ${String(station.stationName ?? '')}`;

  const submit = async () => {
    const values = await form.validateFields().catch(() => undefined);
    if (!values) return;
    setSaving(true);
    try {
      await api.post('/iot/station/transfer', { stationId: station.id, deptId: values.deptId, remark: values.remark || undefined });
      feedback().message.success(t('common.operationSuccess'));
      setMoved(true);
    } catch {
      // The request layer has said why; the form stays for a correction.
    } finally {
      setSaving(false);
    }
  };

  if (moved) {
    return (
      <Dialog open width={1000} title={title} onCancel={onDone} footer={<Button onClick={onDone}>{t('common.close')}</Button>}>
        <ResourcePage resource={stationTransfer} fixedQuery={{ stationId: station.id }} />
      </Dialog>
    );
  }
  const field = (name: string) => t(`resources.station.transfer.${name}`);
  return (
    <Dialog open title={title} onOk={submit} confirmLoading={saving} onCancel={onClose} okText={t('common.confirm')} cancelText={t('common.cancel')}>
      <p>{t('resources.station.transfer.explain')}</p>
      <Form form={form} name="station-transfer" layout="vertical">
        <Form.Item name="deptId" label={field('deptId')} rules={[{ required: true, message: t('form.select', { field: field('deptId') }) }]}>
          <CompanyTreeSelect placeholder={t('form.select', { field: field('deptId') })} />
        </Form.Item>
        <Form.Item name="remark" label={field('remark')}>
          <Input.TextArea rows={3} maxLength={500} />
        </Form.Item>
      </Form>
    </Dialog>
  );
}
