import { useState } from 'react';
import { Form, InputNumber } from 'antd';
import type { Rule } from 'antd/es/form';
import { useTranslation } from 'react-i18next';
import { meterThresholds } from '@cniot/contract/devices/meter';
import { issueText, zodRule } from '../../../components/list-page/form-rules.ts';
import { CommandButton } from '../command-button.tsx';
import { sendToMeter, type MeterPartProps } from './meter-send.ts';

const FIELDS = ['powerDownThreshold', 'powerUpThreshold'] as const;

/** Power-down and power-up thresholds (W), checked as the server checks them, the order of the two included. */
export function MeterThresholdForm({ meter, offline, onSent }: MeterPartProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Record<string, number>>();
  const [busy, setBusy] = useState(false);
  const meterId = String(meter.meterId);

  // The contract's cross-field rule (up ≥ down), reported on the field it names.
  const order: Rule = ({ getFieldsValue }) => ({
    validator: async () => {
      const issue = meterThresholds.safeParse({ meterId, ...getFieldsValue() }).error?.issues.find((i) => i.code === 'custom' && i.path[0] === 'powerUpThreshold');
      if (issue) throw new Error(issueText(issue, t));
    },
  });
  const rules = (name: (typeof FIELDS)[number]): Rule[] => [
    { required: true, message: t('form.required', { field: t(`resources.meter.fields.${name}`) }) },
    zodRule(meterThresholds.shape[name], t),
    ...(name === 'powerUpThreshold' ? [order] : []),
  ];

  const submit = async (values: Record<string, number>) => {
    setBusy(true);
    if (await sendToMeter('powerThreshold', meterId, values)) onSent();
    setBusy(false);
  };

  return (
    <Form form={form} layout="inline" onFinish={submit} initialValues={{ powerDownThreshold: meter.powerDownThreshold ?? undefined, powerUpThreshold: meter.powerUpThreshold ?? undefined }}>
      {FIELDS.map((name) => (
        <Form.Item key={name} name={name} label={t(`resources.meter.fields.${name}`)} rules={rules(name)} dependencies={name === 'powerUpThreshold' ? ['powerDownThreshold'] : undefined}>
          <InputNumber suffix="W" style={{ width: 160 }} />
        </Form.Item>
      ))}
      <Form.Item>
        <CommandButton offline={offline} type="primary" htmlType="submit" loading={busy}>
          {t('devices.set')}
        </CommandButton>
      </Form.Item>
    </Form>
  );
}
