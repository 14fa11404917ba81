import { useState } from 'react';
import { Alert, Button, Divider } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { COMMAND_TIMEOUT_MS } from '@cniot/contract/devices/device-commands';
import { DevicePerm } from '@cniot/contract/devices/device-permissions';
import type { R } from '@cniot/contract/envelope';
import { Dialog } from '../../../components/dialog.tsx';
import type { ActionDialogProps, Row } from '../../../components/list-page/resource.ts';
import { Auth, usePermission } from '../../../components/permission.tsx';
import { api } from '../../../lib/request/http.ts';
import { MeterSwitches } from './meter-switches.tsx';
import { MeterThresholdForm } from './meter-threshold-form.tsx';
import { MeterUpgradeForm } from './meter-upgrade-form.tsx';
import { MeterWhitelistForm } from './meter-whitelist-form.tsx';

const P = DevicePerm.meter;

/** The meter answers within seconds; reading it every two seconds until then shows the new state as soon as it is confirmed. */
const WATCH_INTERVAL_MS = 2000;

/**
 * The meter's commands, each part only for users who may send it. The states
 * shown are read again after each command until the meter had time to answer,
 * so "Closed" turns "Open" once the meter confirms; closing refreshes the list.
 */
export function MeterCommandDialog({ rows, onDone }: ActionDialogProps) {
  const { t } = useTranslation();
  const { hasPermi } = usePermission();
  const [watchUntil, setWatchUntil] = useState(0);
  const row = rows[0];
  const query = useQuery({
    queryKey: ['meter-detail', row.id],
    queryFn: async () => (await api.get<R<Row>>(`/iot/meter/${row.id}`)).data ?? row,
    enabled: hasPermi(P.query),
    refetchInterval: () => (Date.now() < watchUntil ? WATCH_INTERVAL_MS : false),
  });
  const meter = query.data ?? row;
  const offline = 'online' in meter ? !meter.online : meter.onlineStatus !== '1';
  const sent = () => {
    setWatchUntil(Date.now() + COMMAND_TIMEOUT_MS);
    void query.refetch();
  };
  const part = { meter, offline, onSent: sent };
  const section = (key: string) => <Divider titlePlacement="start">{t(`resources.meter.sections.${key}`)}</Divider>;
  return (
    <Dialog open width={820} title={`${t('resources.meter.actions.commands')}: ${meter.meterId}`} onCancel={onDone} footer={<Button onClick={onDone}>{t('common.close')}</Button>}>
      {offline && <Alert type="warning" showIcon title={t('devices.offlineHint')} style={{ marginBottom: 12 }} />}
      <MeterSwitches {...part} />
      <Auth perms={[P.threshold]}>
        {section('thresholds')}
        <MeterThresholdForm {...part} />
      </Auth>
      <Auth perms={[P.whitelist]}>
        {section('whitelist')}
        <MeterWhitelistForm {...part} />
      </Auth>
      <Auth perms={[P.upgrade]}>
        {section('upgrade')}
        <MeterUpgradeForm {...part} />
      </Auth>
    </Dialog>
  );
}
