import { Button, Descriptions, Table } from 'antd';
import { FileExcelOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { DeviceGridState, DeviceSetting } from '@cniot/contract/grid-firmware/device-settings';
import type { R } from '@cniot/contract/envelope';
import { api } from '../../lib/request/http.ts';
import { formatTime } from '../../lib/format.ts';
import { download } from '../../lib/request/download.ts';
import { SettingStatusTag } from './setting-status-tag.tsx';
import { settingText } from './setting-text.ts';

/** Settings still settling are looked at again soon: the device reports within seconds of a change. */
const SETTLING_REFRESH_MS = 3000;

export const deviceSettingsKey = (wnId: string) => ['device-settings', wnId];

const profileText = (code: string | null, version: number | null) => (code ? `${code} v${version}` : '-');

/** What was asked of an inverter against what it reports, parameter by parameter (by name, in display units), and its grid profile. */
export function DeviceSettingsTable({ wnId }: { wnId: string }) {
  const { t } = useTranslation();
  const { data, isFetching } = useQuery({
    queryKey: deviceSettingsKey(wnId),
    queryFn: async () => (await api.get<R<{ settings: DeviceSetting[]; grid: DeviceGridState | null }>>(`/iot/deviceSetting/device/${wnId}`)).data,
    refetchInterval: (q) => (q.state.data?.settings.some((s) => s.status === 'pending') || q.state.data?.grid?.status === 'pending' ? SETTLING_REFRESH_MS : false),
  });
  const grid = data?.grid;
  return (
    <>
      {grid && (
        <Descriptions size="small" column={3} style={{ marginBottom: 12 }} title={t('devices.settings.profile')}>
          <Descriptions.Item label={t('devices.settings.pushed')}>{grid.profileName ? `${grid.profileName} (${profileText(grid.profileCode, grid.profileVersion)})` : '-'}</Descriptions.Item>
          <Descriptions.Item label={t('devices.settings.reported')}>{profileText(grid.reportedCode, grid.reportedVersion)}</Descriptions.Item>
          <Descriptions.Item label={t('devices.settings.status')}>
            <SettingStatusTag status={grid.status} />
          </Descriptions.Item>
        </Descriptions>
      )}
      <Button size="small" icon={<FileExcelOutlined />} style={{ marginBottom: 8 }} onClick={() => void download(`/iot/deviceSetting/device/${wnId}/export`, {}, `settings-${wnId}.xlsx`)}>
        {t('devices.settings.export')}
      </Button>
      <Table<DeviceSetting>
        size="small"
        rowKey="code"
        loading={isFetching && !data}
        dataSource={data?.settings ?? []}
        pagination={false}
        columns={[
          { key: 'label', title: t('devices.settings.name'), render: (_: unknown, s) => <span title={s.code}>{s.label ?? s.code}</span> },
          { key: 'requested', dataIndex: 'requested', title: t('devices.settings.requested'), render: (v: string | null, s) => settingText(v, s, t) },
          { key: 'applied', dataIndex: 'applied', title: t('devices.settings.applied'), render: (v: string | null, s) => settingText(v, s, t) },
          {
            key: 'status',
            dataIndex: 'status',
            title: t('devices.settings.status'),
            render: (_: unknown, s) => (
              <span title={s.error ?? undefined}>
                <SettingStatusTag status={s.status} />
              </span>
            ),
          },
          { key: 'reportTime', dataIndex: 'reportTime', title: t('devices.settings.reportTime'), render: (v: string | null) => (v ? formatTime(v) : '-') },
        ]}
      />
    </>
  );
}
