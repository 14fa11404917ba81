import { Divider } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Auth } from '../../../components/permission.tsx';
import { DeviceSettingsTable, deviceSettingsKey } from '../device-settings-table.tsx';
import type { ReportedParam } from '../reported-params-table.tsx';
import { PARAMS } from './wn-commands.ts';
import { WnParamRow } from './wn-param-row.tsx';

/** The settable parameters (each for users who may set it), then what was asked of the device against what it reports. */
export function WnParamPanel({ wnId, params, online, onSent }: { wnId: string; params: ReportedParam[]; online: boolean; onSent: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const reported = new Map(params.map((p) => [p.code, p.value]));
  const sent = () => {
    onSent();
    void queryClient.invalidateQueries({ queryKey: deviceSettingsKey(wnId) });
  };
  return (
    <>
      {PARAMS.map((p) => (
        <Auth key={p.key} perms={[p.permission]}>
          <WnParamRow param={p} wnId={wnId} current={p.reported ? reported.get(p.reported) : undefined} offline={!online} onSent={sent} />
        </Auth>
      ))}
      <Divider titlePlacement="start">{t('devices.settings.title')}</Divider>
      <DeviceSettingsTable wnId={wnId} />
    </>
  );
}
