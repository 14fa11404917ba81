import { useState } from 'react';
import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../components/dialog.tsx';
import type { ActionDialogProps, Row } from '../../components/list-page/resource.ts';
import { RemoteSelect } from '../../components/remote-select.tsx';
import { stationSource } from '../../components/station-source.ts';
import { feedback } from '../../lib/feedback.ts';
import { api } from '../../lib/request/http.ts';

interface Binding {
  url: string;
  /** The route's body for the chosen station and the selected rows. */
  body: (stationId: number, rows: Row[]) => Row;
}

/** A dialog binding the selected devices to one power station, whichever kind of device. */
export function stationBindDialog({ url, body }: Binding) {
  return function StationBindDialog({ rows, ctx, onClose, onDone }: ActionDialogProps) {
    const { t } = useTranslation();
    const [stationId, setStationId] = useState<number>();
    const [saving, setSaving] = useState(false);
    const label = (r: Row) => String(r[ctx.resource.labelField ?? ctx.resource.rowKey]);

    const submit = async () => {
      if (stationId === undefined) return;
      setSaving(true);
      try {
        await api.post(url, body(stationId, rows));
        feedback().message.success(t('common.operationSuccess'));
        onDone();
      } catch {
        setSaving(false);
      }
    };

    return (
      <Dialog
        open
        title={t('devices.bind.title')}
        onOk={submit}
        okButtonProps={{ disabled: stationId === undefined }}
        confirmLoading={saving}
        onCancel={onClose}
        okText={t('common.confirm')}
        cancelText={t('common.cancel')}
      >
        <p>{t('devices.bind.devices', { names: rows.map(label).join(', ') })}</p>
        <Form layout="vertical">
          <Form.Item label={t('devices.bind.station')} required>
            <RemoteSelect {...stationSource} value={stationId} onChange={(v: number) => setStationId(v)} placeholder={t('devices.bind.searchStation')} style={{ width: '100%' }} />
          </Form.Item>
        </Form>
      </Dialog>
    );
  };
}
