import { Alert, Button, Divider } from 'antd';
import { useTranslation } from 'react-i18next';
import { DevicePerm } from '@cniot/contract/device-permissions';
import { Dialog } from '../../../components/dialog.tsx';
import type { ActionDialogProps } from '../../../components/list-page/resource.ts';
import { Auth } from '../../../components/permission.tsx';
import { MeterSwitches } from './meter-switches.tsx';
import { MeterThresholdForm } from './meter-threshold-form.tsx';
import { MeterUpgradeForm } from './meter-upgrade-form.tsx';
import { MeterWhitelistForm } from './meter-whitelist-form.tsx';

const P = DevicePerm.meter;

/** The meter's commands, each part only for users who may send it. Closing refreshes the list: confirmed states may have changed. */
export function MeterCommandDialog({ rows, onDone }: ActionDialogProps) {
  const { t } = useTranslation();
  const meter = rows[0];
  const section = (key: string) => <Divider titlePlacement="start">{t(`resources.meter.sections.${key}`)}</Divider>;
  return (
    <Dialog open width={820} title={`${t('resources.meter.actions.commands')}: ${meter.meterId}`} onCancel={onDone} footer={<Button onClick={onDone}>{t('common.close')}</Button>}>
      {meter.onlineStatus !== '1' && <Alert type="warning" showIcon title={t('devices.offlineHint')} style={{ marginBottom: 12 }} />}
      <MeterSwitches meter={meter} />
      <Auth perms={[P.threshold]}>
        {section('thresholds')}
        <MeterThresholdForm meter={meter} />
      </Auth>
      <Auth perms={[P.whitelist]}>
        {section('whitelist')}
        <MeterWhitelistForm meter={meter} />
      </Auth>
      <Auth perms={[P.upgrade]}>
        {section('upgrade')}
        <MeterUpgradeForm meter={meter} />
      </Auth>
    </Dialog>
  );
}
