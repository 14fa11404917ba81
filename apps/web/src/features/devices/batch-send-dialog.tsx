import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../components/dialog.tsx';
import { CommandResultsTable } from './command-results-table.tsx';
import { useBatchSend } from './use-batch-send.ts';

interface Props {
  title: string;
  /** The batch call and its body. */
  url: string;
  body: Record<string, unknown>;
  /** Asks before sending (a confirmation); calls `send` when the user agrees. */
  confirm?: (send: () => Promise<void>) => void;
  ready: boolean;
  danger?: boolean;
  onClose: () => void;
  onDone: () => void;
  children: ReactNode;
}

/** A command to several devices: the form (children) until sent, then each device's result. */
export function BatchSendDialog({ title, url, body, confirm, ready, danger, onClose, onDone, children }: Props) {
  const { t } = useTranslation();
  const batch = useBatchSend();
  const { results } = batch;
  const send = () => batch.send(url, body);
  return (
    <Dialog
      open
      width={720}
      title={title}
      onCancel={results ? onDone : onClose}
      onOk={results ? onDone : () => (confirm ? confirm(send) : void send())}
      okButtonProps={{ danger: danger && !results, disabled: !ready }}
      confirmLoading={batch.busy}
      okText={t(results ? 'common.close' : 'common.confirm')}
      cancelButtonProps={{ style: results ? { display: 'none' } : undefined }}
      cancelText={t('common.cancel')}
    >
      {results ? <CommandResultsTable results={results} /> : children}
    </Dialog>
  );
}
