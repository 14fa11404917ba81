import type { ReactNode } from 'react';
import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../components/dialog.tsx';
import type { ActionDialogProps, Row } from '../../components/list-page/resource.ts';
import { useDialogSubmit } from '../../components/list-page/use-dialog-submit.ts';
import { feedback } from '../../lib/feedback.ts';
import { call } from '../../lib/request/call.ts';

const text = (key: string) => `resources.alarm.${key}`;
const idsOf = (rows: Row[]) => rows.map((r) => Number(r.id));
/** Closes and refreshes the list, confirming what was done. */
const saying = (message: string, onDone: () => void) => () => {
  feedback().message.success(message);
  onDone();
};

/** Hours and days an installer typically needs: until the site visit, over a weekend, a week of works. */
const SHELVE_FOR = [
  { minutes: 60, unit: 'hours', n: 1 },
  { minutes: 240, unit: 'hours', n: 4 },
  { minutes: 480, unit: 'hours', n: 8 },
  { minutes: 1440, unit: 'days', n: 1 },
  { minutes: 4320, unit: 'days', n: 3 },
  { minutes: 10_080, unit: 'days', n: 7 },
] as const;

function ActionDialog({ title, onClose, submit, saving, children }: { title: string; onClose: () => void; submit: () => void; saving: boolean; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Dialog open title={title} onOk={submit} confirmLoading={saving} onCancel={onClose} okText={t('common.confirm')} cancelText={t('common.cancel')} width={520}>
      {children}
    </Dialog>
  );
}

/** Acknowledge: the user says they have seen the alarms; the device still clears them. */
export function AckDialog({ rows, onClose, onDone }: ActionDialogProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ comment?: string }>();
  const { submit, saving } = useDialogSubmit(form, (v) => call('PUT /iot/alarm/ack', { ids: idsOf(rows), comment: v.comment || undefined }), saying(t(text('done.ack')), onDone));
  return (
    <ActionDialog title={t(text('ack.title'))} onClose={onClose} submit={submit} saving={saving}>
      <p>{t(text('ack.explain'), { count: rows.length })}</p>
      <Form form={form} name="alarm-ack" layout="vertical">
        <Form.Item name="comment" label={t(text('ack.comment'))}>
          <Input.TextArea rows={3} maxLength={500} />
        </Form.Item>
      </Form>
    </ActionDialog>
  );
}

/** Shelve for a while with a reason; the alarms come back by themselves. */
export function ShelveDialog({ rows, onClose, onDone }: ActionDialogProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ minutes: number; reason: string }>();
  const { submit, saving } = useDialogSubmit(form, (v) => call('PUT /iot/alarm/shelve', { ids: idsOf(rows), ...v }), saying(t(text('done.shelve')), onDone));
  const reason = t(text('shelve.reason'));
  return (
    <ActionDialog title={t(text('shelve.title'))} onClose={onClose} submit={submit} saving={saving}>
      <p>{t(text('shelve.explain'))}</p>
      <Form form={form} name="alarm-shelve" layout="vertical" initialValues={{ minutes: 240 }}>
        <Form.Item name="minutes" label={t(text('shelve.minutes'))}>
          <Select options={SHELVE_FOR.map((o) => ({ value: o.minutes, label: t(text(`shelve.${o.unit}`), { n: o.n }) }))} />
        </Form.Item>
        <Form.Item name="reason" label={reason} rules={[{ required: true, whitespace: true, message: t('validation.alarmShelveReason') }]}>
          <Input.TextArea rows={3} maxLength={500} />
        </Form.Item>
      </Form>
    </ActionDialog>
  );
}
