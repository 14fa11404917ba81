import { Alert, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import type { GridDiffRow, GridPreview } from '@cniot/contract/grid-firmware/grid-push';

const value = (v: number | null, unit: string | null) => (v === null ? '-' : `${v}${unit ? ` ${unit}` : ''}`);

/** Before a push: how many inverters change, where, and which parameters from what to what. */
export function GridPreviewView({ preview }: { preview: GridPreview }) {
  const { t } = useTranslation();
  return (
    <div style={{ marginTop: 16 }}>
      <Alert type={preview.changing ? 'info' : 'success'} showIcon title={t('devices.grid.previewSummary', { changing: preview.changing, total: preview.total })} />
      <Table
        size="small"
        style={{ marginTop: 12 }}
        rowKey={(s) => String(s.stationId)}
        pagination={false}
        dataSource={preview.stations}
        columns={[
          { key: 'stationName', title: t('devices.grid.stations'), render: (_, s) => s.stationName ?? t('devices.grid.noStation') },
          {
            key: 'countryCode',
            title: t('devices.grid.targets.countryCode'),
            render: (_, s) => (s.countryCode ? t(`resources.gridProfile.options.countryCode.${s.countryCode}`) : '-'),
          },
          { key: 'devices', dataIndex: 'devices', title: t('devices.grid.targets.wnIds') },
          { key: 'changing', dataIndex: 'changing', title: t('devices.grid.devices') },
          { key: 'from', title: t('devices.grid.from'), render: (_, s) => s.from.join(', ') || '-' },
        ]}
      />
      <Table<GridDiffRow>
        size="small"
        style={{ marginTop: 12 }}
        rowKey="configCode"
        pagination={preview.diff.length > 12 ? { pageSize: 12, showSizeChanger: false } : false}
        locale={{ emptyText: t('devices.grid.noChange') }}
        dataSource={preview.diff}
        columns={[
          { key: 'configName', dataIndex: 'configName', title: t('resources.gridConfig.fields.configName') },
          { key: 'configCode', dataIndex: 'configCode', title: t('resources.gridConfig.fields.configCode') },
          { key: 'before', title: t('devices.grid.before'), render: (_, d) => value(d.before, d.unit) },
          { key: 'after', title: t('devices.grid.after'), render: (_, d) => value(d.after, d.unit) },
          { key: 'devices', dataIndex: 'devices', title: t('devices.grid.devices') },
        ]}
      />
    </div>
  );
}
