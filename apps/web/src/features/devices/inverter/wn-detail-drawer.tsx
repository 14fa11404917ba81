import { Button, Drawer, Space, Spin, Tabs, Tag } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { R } from '@cniot/contract/envelope';
import { useAlarmRecordsTab } from '../../../components/alarm-records-tab.tsx';
import type { ActionDialogProps, Row } from '../../../components/list-page/resource.ts';
import { api } from '../../../lib/request/http.ts';
import { WnCommandPanel } from './wn-command-panel.tsx';
import { WnOverview } from './wn-overview.tsx';
import type { ReportedParam } from '../reported-params-table.tsx';
import { WnParamPanel } from './wn-param-panel.tsx';

/** Telemetry arrives every minute or so; ten seconds keeps the open detail current without hammering the API. */
export const LIVE_REFRESH_MS = 10_000;

/** One inverter: record, live values, commands and parameters; refreshed while open. */
export function WnDetailDrawer({ rows, onClose }: ActionDialogProps) {
  const { t } = useTranslation();
  const row = rows[0];
  const wnId = String(row.wnId);
  const query = useQuery({
    queryKey: ['wn-detail', row.id],
    queryFn: async () => (await api.get<R<Row>>(`/iot/wn/${row.id}`)).data ?? {},
    refetchInterval: LIVE_REFRESH_MS,
  });
  const device = query.data;
  const alarms = useAlarmRecordsTab({ deviceType: 'wn', deviceId: wnId });
  const online = !!device?.online;
  // A command changes what the device reports: look again soon rather than at the next tick.
  const refresh = () => void query.refetch();

  return (
    <Drawer
      open
      size={860}
      maskClosable={false}
      keyboard={false}
      onClose={onClose}
      title={
        <Space>
          {wnId}
          {device && <Tag color={online ? 'success' : 'default'}>{t(online ? 'devices.online' : 'devices.offline')}</Tag>}
        </Space>
      }
      extra={<Button icon={<ReloadOutlined />} loading={query.isFetching} onClick={refresh} aria-label={t('list.refresh')} />}
    >
      {!device ? (
        <Spin />
      ) : (
        <Tabs
          items={[
            { key: 'overview', label: t('devices.tabs.overview'), children: <WnOverview device={device} /> },
            { key: 'commands', label: t('devices.tabs.commands'), children: <WnCommandPanel wnId={wnId} online={online} onSent={refresh} /> },
            { key: 'params', label: t('devices.tabs.params'), children: <WnParamPanel wnId={wnId} params={(device.params as ReportedParam[]) ?? []} online={online} onSent={refresh} /> },
            ...alarms,
          ]}
        />
      )}
    </Drawer>
  );
}
