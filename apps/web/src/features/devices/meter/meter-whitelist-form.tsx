import { useState } from 'react';
import { Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { RemoteSelect } from '../../../components/remote-select.tsx';
import { wnSource } from '../device-sources.ts';
import { CommandButton } from '../command-button.tsx';
import { sendToMeter, type MeterPartProps } from './meter-send.ts';

/** The inverters the meter may control; the whole list is sent, replacing the meter's. */
export function MeterWhitelistForm({ meter, offline, onSent }: MeterPartProps) {
  const { t } = useTranslation();
  const [wnIds, setWnIds] = useState<string[]>(() => (Array.isArray(meter.whitelist) ? meter.whitelist.map(String) : []));
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    setBusy(true);
    if (await sendToMeter('whitelist', String(meter.meterId), { wnIds })) onSent();
    setBusy(false);
  };
  return (
    <Space.Compact style={{ width: '100%' }}>
      <RemoteSelect {...wnSource} mode="multiple" value={wnIds} onChange={(v: string[]) => setWnIds(v)} placeholder={t('devices.searchWn')} style={{ width: '100%' }} />
      <CommandButton offline={offline} type="primary" loading={busy} onClick={() => void submit()}>
        {t('devices.set')}
      </CommandButton>
    </Space.Compact>
  );
}
