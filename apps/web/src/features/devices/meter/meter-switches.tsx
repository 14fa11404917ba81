import { useState } from 'react';
import { Button, Descriptions, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { DevicePerm } from '@cniot/contract/device-permissions';
import { DictTag, useDict } from '../../../components/dict.tsx';
import type { Row } from '../../../components/list-page/resource.ts';
import { Auth } from '../../../components/permission.tsx';
import { sendToMeter } from './meter-send.ts';

/** Each switch with its state and the two commands; the state on the row changes only once the meter confirms. */
const SWITCHES = [
  { field: 'antiBackflowStatus', dict: 'iot_anti_backflow', permission: DevicePerm.meter.antiBackflow, on: 'openAntiBackflow', off: 'closeAntiBackflow' },
  { field: 'plcStatus', dict: 'iot_plc_status', permission: DevicePerm.meter.plc, on: 'startPlc', off: 'closePlc' },
];

export function MeterSwitches({ meter }: { meter: Row }) {
  const { t } = useTranslation();
  const dicts = useDict(...SWITCHES.map((s) => s.dict));
  const [busy, setBusy] = useState<string>();
  const send = async (key: string) => {
    setBusy(key);
    await sendToMeter(key, String(meter.meterId));
    setBusy(undefined);
  };
  const items = SWITCHES.map((s) => ({
    key: s.field,
    label: t(`resources.meter.fields.${s.field}`),
    children: (
      <Space>
        <DictTag items={dicts[s.dict]} value={meter[s.field]} />
        <Auth perms={[s.permission]}>
          {[s.on, s.off].map((key) => (
            <Button key={key} size="small" loading={busy === key} onClick={() => void send(key)}>
              {t(`resources.meter.commands.${key}`)}
            </Button>
          ))}
        </Auth>
      </Space>
    ),
  }));
  return <Descriptions bordered size="small" column={1} items={items} />;
}
