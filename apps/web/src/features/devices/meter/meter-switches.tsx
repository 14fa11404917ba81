import { useState } from 'react';
import { Descriptions, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { DevicePerm } from '@cniot/contract/devices/device-permissions';
import { DictTag, useDict } from '../../../components/dict.tsx';
import { Auth } from '../../../components/permission.tsx';
import { CommandButton } from '../command-button.tsx';
import { sendToMeter, type MeterPartProps } from './meter-send.ts';

/** Each switch with its state and the two commands; the state on the row changes only once the meter confirms. */
const SWITCHES = [
  { field: 'antiBackflowStatus', dict: 'iot_anti_backflow', permission: DevicePerm.meter.antiBackflow, on: 'openAntiBackflow', off: 'closeAntiBackflow' },
  { field: 'plcStatus', dict: 'iot_plc_status', permission: DevicePerm.meter.plc, on: 'startPlc', off: 'closePlc' },
];

export function MeterSwitches({ meter, offline, onSent }: MeterPartProps) {
  const { t } = useTranslation();
  const dicts = useDict(...SWITCHES.map((s) => s.dict));
  const [busy, setBusy] = useState<string>();
  const send = async (key: string) => {
    setBusy(key);
    const sent = await sendToMeter(key, String(meter.meterId));
    setBusy(undefined);
    if (sent) onSent();
  };
  const items = SWITCHES.map((s) => ({
    key: s.field,
    label: t(`resources.meter.fields.${s.field}`),
    children: (
      <Space>
        <DictTag items={dicts[s.dict]} value={meter[s.field]} />
        <Auth perms={[s.permission]}>
          {[s.on, s.off].map((key) => (
            <CommandButton key={key} offline={offline} size="small" loading={busy === key} onClick={() => void send(key)}>
              {t(`resources.meter.commands.${key}`)}
            </CommandButton>
          ))}
        </Auth>
      </Space>
    ),
  }));
  return <Descriptions bordered size="small" column={1} items={items} />;
}
