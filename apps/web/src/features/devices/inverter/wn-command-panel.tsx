import { useState } from 'react';
import { Alert, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { Auth } from '../../../components/permission.tsx';
import { COMMANDS, type WnCommand } from './wn-commands.ts';
import { CommandButton } from '../command-button.tsx';
import { confirmCommand } from '../confirm-command.ts';
import { sendToDevice } from './wn-send.ts';

/** The commands of one inverter, each only for users who may send it; dangerous ones ask first. */
export function WnCommandPanel({ wnId, online, onSent }: { wnId: string; online: boolean; onSent: () => void }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<string>();

  const send = async (c: WnCommand) => {
    setBusy(c.key);
    const sent = await sendToDevice(c.key, wnId);
    setBusy(undefined);
    if (sent) onSent();
  };

  return (
    <>
      {!online && <Alert type="warning" showIcon title={t('devices.offlineHint')} style={{ marginBottom: 12 }} />}
      <Space wrap>
        {COMMANDS.map((c) => (
          <Auth key={c.key} perms={[c.permission]}>
            <CommandButton offline={!online} danger={c.confirm} loading={busy === c.key} onClick={() => (c.confirm ? confirmCommand(t, c.key, wnId, () => send(c)) : void send(c))}>
              {t(`devices.commands.${c.key}`)}
            </CommandButton>
          </Auth>
        ))}
      </Space>
    </>
  );
}
