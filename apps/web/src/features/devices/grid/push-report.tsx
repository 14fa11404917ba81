import { Button, Space, Table } from 'antd';
import { FileExcelOutlined, PrinterOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { R } from '@cniot/contract/envelope';
import type { GridPushDevice, GridPushReport } from '@cniot/contract/grid-firmware/grid-push';
import { api } from '../../../lib/request/http.ts';
import { download } from '../../../lib/request/download.ts';
import { printPushReport } from './print-push-report.ts';
import { SettingStatusTag } from '../setting-status-tag.tsx';

/** Devices answer within seconds; the report is read again until none is pending. */
const REPORT_REFRESH_MS = 2000;

/** After a push: per station how many applied, are pending, drifted or failed, then each inverter; exportable and printable. */
export function PushReport({ pushId }: { pushId: number }) {
  const { t } = useTranslation();
  const { data } = useQuery({
    queryKey: ['grid-push', pushId],
    queryFn: async () => (await api.get<R<GridPushReport>>(`/iot/gridProfile/push/${pushId}`)).data,
    refetchInterval: (q) => (q.state.data?.devices.some((d) => d.status === 'pending') ? REPORT_REFRESH_MS : false),
  });
  if (!data) return null;
  const count = (n: number) => n || '-';
  return (
    <div className="grid-push-report">
      <Space style={{ margin: '12px 0' }}>
        <strong>{t('devices.grid.reportTitle')}</strong>
        <Button icon={<FileExcelOutlined />} onClick={() => void download(`/iot/gridProfile/push/${pushId}/export`, {}, `grid-push-${pushId}.xlsx`)}>
          {t('devices.grid.export')}
        </Button>
        <Button icon={<PrinterOutlined />} onClick={() => printPushReport(data, t)}>
          {t('devices.grid.print')}
        </Button>
      </Space>
      <Table
        size="small"
        rowKey={(s) => String(s.stationId)}
        pagination={false}
        dataSource={data.stations}
        columns={[
          { key: 'stationName', title: t(`resources.gridPush.fields.stationName`), render: (_, s) => s.stationName ?? t('devices.grid.noStation') },
          ...(['inSync', 'pending', 'drifted', 'failed'] as const).map((k) => ({
            key: k,
            title: t(`devices.settings.states.${k}`),
            render: (_: unknown, s: GridPushReport['stations'][number]) => count(s[k]),
          })),
        ]}
      />
      <Table<GridPushDevice>
        size="small"
        rowKey="wnId"
        style={{ marginTop: 12 }}
        pagination={data.devices.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
        dataSource={data.devices}
        columns={[
          { key: 'wnId', dataIndex: 'wnId', title: t(`resources.gridPush.fields.wnId`) },
          { key: 'stationName', dataIndex: 'stationName', title: t(`resources.gridPush.fields.stationName`), render: (v: string | null) => v ?? '-' },
          { key: 'status', dataIndex: 'status', title: t(`resources.gridPush.fields.status`), render: (v: GridPushDevice['status']) => <SettingStatusTag status={v} /> },
          { key: 'msg', dataIndex: 'msg', title: t(`resources.gridPush.fields.msg`) },
        ]}
      />
    </div>
  );
}
