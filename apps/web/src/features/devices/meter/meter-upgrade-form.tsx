import { useState } from 'react';
import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { RemoteSelect } from '../../../components/remote-select.tsx';
import { CommandButton } from '../command-button.tsx';
import { sendToMeter, type MeterPartProps } from './meter-send.ts';

/** The program step of a meter upgrade: a meter package of the library; the step then shows in the upgrade records. */
export function MeterUpgradeForm({ meter, offline, onSent }: MeterPartProps) {
  const { t } = useTranslation();
  const [softwareId, setSoftwareId] = useState<number>();
  const [busy, setBusy] = useState(false);
  const send = async () => {
    setBusy(true);
    if (await sendToMeter('upgrade', String(meter.meterId), { softwareId })) onSent();
    setBusy(false);
  };
  return (
    <Form layout="inline">
      <Form.Item label={t('resources.upgradeRecord.fields.softwareName')}>
        <RemoteSelect
          url="/iot/software/list"
          searchParam="softwareName"
          valueField="id"
          labelField="softwareName"
          params={{ deviceType: 'meter', target: 'firmware' }}
          value={softwareId}
          onChange={(v: number) => setSoftwareId(v)}
          style={{ width: 320 }}
        />
      </Form.Item>
      <Form.Item>
        <CommandButton offline={offline} type="primary" disabled={softwareId === undefined} loading={busy} onClick={() => void send()}>
          {t('resources.meter.actions.firmwareUpgrade')}
        </CommandButton>
      </Form.Item>
    </Form>
  );
}
