import { useState } from 'react';
import { Form, Input, InputNumber, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { CommandButton } from '../command-button.tsx';
import { paramBody, paramRules, type WnParam } from './wn-commands.ts';
import { sendToDevice } from './wn-send.ts';

/** One settable parameter: its value in force, an input checked like the server checks it, and Set (not while the device is offline). */
export function WnParamRow({ param, wnId, current, offline, onSent }: { param: WnParam; wnId: string; current?: string; offline: boolean; onSent: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ value: unknown }>();
  const [busy, setBusy] = useState(false);
  const label = t(`devices.params.${param.key}`);

  const submit = async ({ value }: { value: unknown }) => {
    // Enter in the input submits the form past the disabled button.
    if (offline) return;
    setBusy(true);
    const sent = await sendToDevice(param.key, wnId, paramBody(param, param.kind === 'switch' ? !!value : value));
    setBusy(false);
    if (sent) onSent();
  };

  return (
    <Form form={form} name={`param-${param.key}`} layout="inline" className="param-row" onFinish={submit} initialValues={{ value: param.kind === 'switch' ? current === 'true' : undefined }}>
      <Form.Item label={label} className="param-label">
        <span className="param-current">{current === undefined ? '-' : `${current}${param.unit ? ` ${param.unit}` : ''}`}</span>
      </Form.Item>
      <Form.Item name="value" rules={paramRules(param, label, t)} valuePropName={param.kind === 'switch' ? 'checked' : 'value'}>
        {param.kind === 'switch' ? (
          <Switch />
        ) : param.kind === 'text' ? (
          <Input placeholder="mqtts://host:8883" style={{ width: 260 }} />
        ) : (
          <InputNumber placeholder={t('form.enter', { field: label })} suffix={param.unit} style={{ width: 200 }} />
        )}
      </Form.Item>
      <Form.Item>
        <CommandButton offline={offline} type="primary" htmlType="submit" loading={busy}>
          {t('devices.set')}
        </CommandButton>
      </Form.Item>
    </Form>
  );
}
