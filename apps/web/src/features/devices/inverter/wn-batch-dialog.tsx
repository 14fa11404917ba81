import { Form, Input, InputNumber, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/dialog.tsx';
import type { ActionDialogProps } from '../../../components/list-page/resource.ts';
import { usePermission } from '../../../components/permission.tsx';
import { CommandResultsTable } from '../command-results-table.tsx';
import { confirmCommand } from '../confirm-command.ts';
import { useBatchSend } from '../use-batch-send.ts';
import { BATCH_COMMANDS, commandRequest, PARAMS, paramBody, paramRules } from './wn-commands.ts';

/** The selected inverters get one command or parameter; then each device's result. */
export function WnBatchDialog({ rows, onClose, onDone }: ActionDialogProps) {
  const { t } = useTranslation();
  const { hasPermi } = usePermission();
  const [form] = Form.useForm<{ key: string; value?: unknown }>();
  const key = Form.useWatch('key', form);
  const { results, busy, send: sendBatch } = useBatchSend();
  const wnIds = rows.map((r) => String(r.wnId));
  const param = PARAMS.find((p) => p.key === key);
  const command = BATCH_COMMANDS.find((c) => c.key === key);

  const options = [
    ...BATCH_COMMANDS.filter((c) => hasPermi(c.permission)).map((c) => ({ value: c.key, label: t(`devices.commands.${c.key}`) })),
    ...PARAMS.filter((p) => hasPermi(p.permission)).map((p) => ({ value: p.key, label: t(`devices.params.${p.key}`) })),
  ];

  const send = (extra: Record<string, unknown>) => {
    const { url, body } = commandRequest(key, wnIds, extra);
    return sendBatch(url, body);
  };

  const submit = async () => {
    const values = await form.validateFields().catch(() => undefined);
    if (!values) return;
    const extra = param ? paramBody(param, param.kind === 'switch' ? !!values.value : values.value) : {};
    if (command?.confirm) confirmCommand(t, command.key, wnIds.join(', '), () => send(extra));
    else await send(extra);
  };

  const label = param ? t(`devices.params.${param.key}`) : '';
  return (
    <Dialog
      open
      width={720}
      title={t('resources.wn.actions.batchCommand')}
      onCancel={results ? onDone : onClose}
      onOk={results ? onDone : submit}
      confirmLoading={busy}
      okText={t(results ? 'common.close' : 'common.confirm')}
      cancelButtonProps={{ style: results ? { display: 'none' } : undefined }}
      cancelText={t('common.cancel')}
    >
      {results ? (
        <CommandResultsTable results={results} />
      ) : (
        <Form form={form} layout="vertical">
          <p>{t('devices.bind.devices', { names: wnIds.join(', ') })}</p>
          <Form.Item name="key" label={t('devices.command')} rules={[{ required: true, message: t('form.required', { field: t('devices.command') }) }]}>
            <Select options={options} placeholder={t('form.select', { field: t('devices.command') })} onChange={() => form.setFieldValue('value', undefined)} />
          </Form.Item>
          {param && (
            <Form.Item name="value" label={label} rules={paramRules(param, label, t)} valuePropName={param.kind === 'switch' ? 'checked' : 'value'}>
              {param.kind === 'switch' ? <Switch /> : param.kind === 'text' ? <Input /> : <InputNumber suffix={param.unit} style={{ width: '100%' }} />}
            </Form.Item>
          )}
        </Form>
      )}
    </Dialog>
  );
}
