import { useState } from 'react';
import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ActionDialogProps } from '../../components/list-page/resource.ts';
import { RemoteSelect } from '../../components/remote-select.tsx';
import { BatchSendDialog } from './batch-send-dialog.tsx';
import { confirmCommand } from './confirm-command.ts';
import { wnSource } from './device-sources.ts';

/**
 * Clears the lifetime energy counter of several inverters (the selected rows,
 * or those picked here), after a confirmation; then each device's result.
 */
export function ClearTotalPowerDialog({ rows, onClose, onDone }: ActionDialogProps) {
  const { t } = useTranslation();
  const [wnIds, setWnIds] = useState<string[]>(() => rows.map((r) => String(r.wnId)));
  return (
    <BatchSendDialog
      title={t('devices.commands.clearTotalPower')}
      url="/iot/wn/batchClearTotalPower"
      body={{ wnIds }}
      confirm={(send) => confirmCommand(t, 'clearTotalPower', wnIds.join(', '), send)}
      ready={wnIds.length > 0}
      danger
      onClose={onClose}
      onDone={onDone}
    >
      <Form layout="vertical">
        <Form.Item label={t('devices.results.devices')} required>
          <RemoteSelect {...wnSource} mode="multiple" value={wnIds} onChange={(v: string[]) => setWnIds(v)} placeholder={t('devices.searchWn')} style={{ width: '100%' }} />
        </Form.Item>
      </Form>
    </BatchSendDialog>
  );
}
