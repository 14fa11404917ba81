import { useState } from 'react';
import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DeviceCommandResult } from '@cniot/contract/wn-commands';
import { Dialog } from '../../components/dialog.tsx';
import type { ActionDialogProps } from '../../components/list-page/resource.ts';
import { RemoteSelect } from '../../components/remote-select.tsx';
import { issueBatch } from './command-api.ts';
import { CommandResultsTable } from './command-results-table.tsx';
import { resultsOf } from './command-results.ts';
import { confirmCommand } from './confirm-command.ts';
import { wnSource } from './device-sources.ts';

/**
 * Clears the lifetime energy counter of several inverters (the selected rows,
 * or those picked here), after a confirmation; then each device's result.
 */
export function ClearTotalPowerDialog({ rows, onClose, onDone }: ActionDialogProps) {
  const { t } = useTranslation();
  const [wnIds, setWnIds] = useState<string[]>(() => rows.map((r) => String(r.wnId)));
  const [results, setResults] = useState<DeviceCommandResult[]>();
  const [busy, setBusy] = useState(false);

  const send = async () => {
    setBusy(true);
    try {
      setResults(resultsOf(await issueBatch('/iot/wn/batchClearTotalPower', { wnIds })));
    } catch {
      // Refused as a whole (permission, validation): the request layer said why.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open
      width={720}
      title={t('devices.commands.clearTotalPower')}
      onCancel={results ? onDone : onClose}
      onOk={results ? onDone : () => confirmCommand(t, 'clearTotalPower', wnIds.join(', '), send)}
      okButtonProps={{ danger: !results, disabled: !wnIds.length }}
      confirmLoading={busy}
      okText={t(results ? 'common.close' : 'common.confirm')}
      cancelButtonProps={{ style: results ? { display: 'none' } : undefined }}
      cancelText={t('common.cancel')}
    >
      {results ? (
        <CommandResultsTable results={results} />
      ) : (
        <Form layout="vertical">
          <Form.Item label={t('devices.results.devices')} required>
            <RemoteSelect {...wnSource} mode="multiple" value={wnIds} onChange={(v: string[]) => setWnIds(v)} placeholder={t('devices.searchWn')} style={{ width: '100%' }} />
          </Form.Item>
        </Form>
      )}
    </Dialog>
  );
}
