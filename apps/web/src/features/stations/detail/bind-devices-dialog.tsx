import { useState } from 'react';
import { Form, Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/dialog.tsx';
import { usePermission } from '../../../components/permission.tsx';
import { RemoteSelect } from '../../../components/remote-select.tsx';
import { feedback } from '../../../lib/feedback.ts';
import { api } from '../../../lib/request/http.ts';
import { DEVICE_KINDS, KIND_NAMES, type DeviceKind } from './device-kinds.ts';

/** Binds inverters, batteries or meters to this station; a device on another station is refused by the server (unbind it there first). */
export function BindDevicesDialog({ stationId, onClose, onDone }: { stationId: number; onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation();
  const { hasPermi } = usePermission();
  const kinds = KIND_NAMES.filter((k) => hasPermi(DEVICE_KINDS[k].perm));
  const [kind, setKind] = useState<DeviceKind>(kinds[0] ?? 'wn');
  const [chosen, setChosen] = useState<unknown[]>([]);
  const [saving, setSaving] = useState(false);
  const k = DEVICE_KINDS[kind];
  const code = t(`resources.${kind}.fields.${k.codeField}`);

  const submit = async () => {
    setSaving(true);
    try {
      await api.post(k.bindUrl, k.body(stationId, chosen));
      feedback().message.success(t('common.operationSuccess'));
      onDone();
    } catch {
      setSaving(false);
    }
  };

  return (
    <Dialog
      open
      title={t('resources.station.actions.bind')}
      onOk={submit}
      okButtonProps={{ disabled: !chosen.length }}
      confirmLoading={saving}
      onCancel={onClose}
      okText={t('common.confirm')}
      cancelText={t('common.cancel')}
    >
      <Form layout="vertical" name="bind-devices">
        <Form.Item>
          <Segmented<DeviceKind>
            value={kind}
            onChange={(v) => {
              setKind(v);
              setChosen([]);
            }}
            options={kinds.map((v) => ({ value: v, label: t(`resources.station.detail.${DEVICE_KINDS[v].section}`) }))}
          />
        </Form.Item>
        <Form.Item label={code} required>
          <RemoteSelect key={kind} {...k.source} mode="multiple" value={chosen} onChange={(v: unknown[]) => setChosen(v)} placeholder={t('form.select', { field: code })} style={{ width: '100%' }} />
        </Form.Item>
      </Form>
    </Dialog>
  );
}
