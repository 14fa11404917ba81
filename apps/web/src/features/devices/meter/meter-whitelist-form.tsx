import { useState } from 'react';
import { Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Row } from '../../../components/list-page/resource.ts';
import { RemoteSelect } from '../../../components/remote-select.tsx';
import { wnSource } from '../device-sources.ts';
import { sendToMeter } from './meter-send.ts';

/** The inverters the meter may control; the whole list is sent, replacing the meter's. */
export function MeterWhitelistForm({ meter }: { meter: Row }) {
  const { t } = useTranslation();
  const [wnIds, setWnIds] = useState<string[]>(() => (Array.isArray(meter.whitelist) ? meter.whitelist.map(String) : []));
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    setBusy(true);
    await sendToMeter('whitelist', String(meter.meterId), { wnIds });
    setBusy(false);
  };
  return (
    <Space.Compact style={{ width: '100%' }}>
      <RemoteSelect {...wnSource} mode="multiple" value={wnIds} onChange={(v: string[]) => setWnIds(v)} placeholder={t('devices.searchWn')} style={{ width: '100%' }} />
      <Button type="primary" loading={busy} onClick={() => void submit()}>
        {t('devices.set')}
      </Button>
    </Space.Compact>
  );
}
