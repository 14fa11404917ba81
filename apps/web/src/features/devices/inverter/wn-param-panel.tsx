import { Divider } from 'antd';
import { useTranslation } from 'react-i18next';
import { Auth } from '../../../components/permission.tsx';
import { ReportedParamsTable, type ReportedParam } from '../reported-params-table.tsx';
import { PARAMS } from './wn-commands.ts';
import { WnParamRow } from './wn-param-row.tsx';

/** The settable parameters (each for users who may set it), then everything the device last reported. */
export function WnParamPanel({ wnId, params, onSent }: { wnId: string; params: ReportedParam[]; onSent: () => void }) {
  const { t } = useTranslation();
  const reported = new Map(params.map((p) => [p.code, p.value]));
  return (
    <>
      {PARAMS.map((p) => (
        <Auth key={p.key} perms={[p.permission]}>
          <WnParamRow param={p} wnId={wnId} current={p.reported ? reported.get(p.reported) : undefined} onSent={onSent} />
        </Auth>
      ))}
      <Divider titlePlacement="start">{t('devices.reported.title')}</Divider>
      <ReportedParamsTable params={params} />
    </>
  );
}
