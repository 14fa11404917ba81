import { useState } from 'react';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { meterUpgrade } from '@cniot/contract/meter';
import { zodRule } from '../../../components/list-page/form-rules.ts';
import { CommandButton } from '../command-button.tsx';
import { sendToMeter, type MeterPartProps } from './meter-send.ts';

const FIELDS = ['version', 'url'] as const;

/** A firmware package for the meter; its steps then show in the upgrade records. */
export function MeterUpgradeForm({ meter, offline, onSent }: MeterPartProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const submit = async (values: Record<string, string>) => {
    setBusy(true);
    if (await sendToMeter('upgrade', String(meter.meterId), values)) onSent();
    setBusy(false);
  };
  return (
    <Form layout="inline" onFinish={submit}>
      {FIELDS.map((name) => {
        const label = t(`resources.meter.fields.${name}`);
        return (
          <Form.Item key={name} name={name} label={label} rules={[{ required: true, message: t('form.required', { field: label }) }, zodRule(meterUpgrade.shape[name], t)]}>
            <Input style={{ width: name === 'url' ? 320 : 120 }} />
          </Form.Item>
        );
      })}
      <Form.Item>
        <CommandButton offline={offline} type="primary" htmlType="submit" loading={busy}>
          {t('devices.set')}
        </CommandButton>
      </Form.Item>
    </Form>
  );
}
