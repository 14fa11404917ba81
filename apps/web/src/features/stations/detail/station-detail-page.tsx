import { Button, Result, Space, Spin, Tabs } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useAlarmRecordsTab } from '../../../components/alarm-records-tab.tsx';
import { SubPageHeader } from '../../../components/sub-page-header.tsx';
import { useClosePage } from '../../../routing/use-close-page.ts';
import { useRouteParams } from '../../../routing/use-current-route.ts';
import { BalancePanel } from './balance-panel.tsx';
import { EnergyPanel } from './energy-panel.tsx';
import { LayoutCard } from './layout/layout-card.tsx';
import { ReportDownload } from './report-download.tsx';
import { StationDevices } from './station-devices.tsx';
import { StationOverview } from './station-overview.tsx';
import { stationQuery } from './station-queries.ts';
import './station-detail.css';

const LIST = '/plant/station';

/** Station detail (/plant/station-detail/:stationId): overview, energy, devices and the component layout, live. */
export default function StationDetailPage() {
  const { t } = useTranslation();
  const close = useClosePage();
  const { stationId = '' } = useRouteParams();
  const query = useQuery(stationQuery(stationId));
  const station = query.data;
  const alarms = useAlarmRecordsTab({ stationId });
  const back = () => close(LIST);

  if (!station) {
    // A station outside the user's organizations answers 404 like one that does not exist; the request layer has said so.
    return query.isError ? <Result status="404" title="404" extra={<Button onClick={back}>{t('common.back')}</Button>} /> : <Spin className="page-loading" />;
  }
  const detail = (key: string) => t(`resources.station.detail.${key}`);
  return (
    <div className="station-detail">
      <SubPageHeader title={`${t('menus.stationDetail')}: ${station.stationName}`} onBack={back} />
      <Space orientation="vertical" size={16} style={{ width: '100%' }}>
        <StationOverview station={station} />
        <ReportDownload stationId={station.id} />
        <Tabs
          items={[
            { key: 'energy', label: detail('energy'), children: <EnergyPanel stationId={stationId} timeZone={station.timeZone} /> },
            { key: 'balance', label: t('resources.station.balance.tab'), children: <BalancePanel stationId={stationId} timeZone={station.timeZone} /> },
            { key: 'devices', label: detail('devices'), children: <StationDevices stationId={station.id} timeZone={station.timeZone} onChanged={() => void query.refetch()} /> },
            { key: 'layout', label: detail('layout'), children: <LayoutCard stationId={station.id} /> },
            ...alarms,
          ]}
        />
      </Space>
    </div>
  );
}
