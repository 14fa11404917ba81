import { Descriptions, Progress, Space, Table, Tag } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { R } from '@cniot/contract/envelope';
import type { WaveView } from '@cniot/contract/grid-firmware/rollout';
import { UPGRADE_STATES } from '@cniot/contract/grid-firmware/upgrade';
import { Dialog } from '../../components/dialog.tsx';
import type { ActionDialogProps, Row } from '../../components/list-page/resource.ts';
import { MessageText } from '../../components/message-text.tsx';
import { api } from '../../lib/request/http.ts';
import { UpgradeStateTag } from './upgrade-state-tag.tsx';

const LIVE_MS = 2000;
const DEVICES_SHOWN = 100;

/** A rollout as it runs: its status, each wave's devices by state, and every device's record, refreshed every two seconds. */
export function RolloutLiveDialog({ rows, onClose }: ActionDialogProps) {
  const { t } = useTranslation();
  const id = rows[0].id;
  const rollout = useQuery({ queryKey: ['rollout', id], queryFn: () => api.get<R<Row & { waves: WaveView[] }>>(`/iot/upgrade/rollout/${id}`).then((b) => b.data!), refetchInterval: LIVE_MS });
  const devices = useQuery({
    queryKey: ['rollout-devices', id],
    queryFn: () => api.get<{ rows: Row[] }>('/iot/upgrade/record/list', { rolloutId: id, pageSize: DEVICES_SHOWN, orderByColumn: 'id', isAsc: 'asc' }).then((b) => b.rows),
    refetchInterval: LIVE_MS,
  });
  const r = rollout.data;
  const label = (field: string) => t(`resources.rollout.fields.${field}`);
  return (
    <Dialog open width={900} title={String(rows[0].rolloutName)} footer={null} onCancel={onClose}>
      {r && (
        <Descriptions size="small" column={3} className="rollout-summary">
          <Descriptions.Item label={label('status')}>
            <Tag data-status={String(r.status)}>{t(`resources.rollout.options.status.${r.status}`)}</Tag>
          </Descriptions.Item>
          <Descriptions.Item label={label('pauseReason')}>{r.pauseReason ? t(`resources.rollout.options.pauseReason.${r.pauseReason}`) : '-'}</Descriptions.Item>
          <Descriptions.Item label={label('currentWave')}>{`${Number(r.currentWave) + 1} / ${r.waveCount}`}</Descriptions.Item>
        </Descriptions>
      )}
      <Table<WaveView>
        size="small"
        rowKey="waveNo"
        pagination={false}
        dataSource={r?.waves ?? []}
        columns={[
          { title: t('firmware.wave'), dataIndex: 'waveNo', width: 110, render: (n: number) => (n === 0 ? t('firmware.canary') : `${t('firmware.wave')} ${n}`) },
          { title: label('deviceCount'), dataIndex: 'total', width: 90 },
          {
            title: t('firmware.progress'),
            render: (_, w) => <Progress percent={Math.round((((w.states['3'] ?? 0) + (w.states['4'] ?? 0) + (w.states['7'] ?? 0)) / Math.max(1, w.total)) * 100)} size="small" />,
          },
          {
            title: t('resources.upgradeRecord.fields.state'),
            render: (_, w) => (
              <Space wrap size={4}>
                {UPGRADE_STATES.filter((s) => w.states[s]).map((s) => (
                  <span key={s}>
                    <UpgradeStateTag state={s} /> {w.states[s]}
                  </span>
                ))}
              </Space>
            ),
          },
        ]}
      />
      <Table<Row>
        size="small"
        rowKey="id"
        style={{ marginTop: 16 }}
        pagination={false}
        scroll={{ y: 300 }}
        dataSource={devices.data ?? []}
        columns={[
          { title: t('resources.upgradeRecord.fields.deviceId'), dataIndex: 'deviceId', width: 160 },
          { title: t('firmware.wave'), dataIndex: 'waveNo', width: 70 },
          { title: t('resources.upgradeRecord.fields.state'), dataIndex: 'state', width: 120, render: (s: string) => <UpgradeStateTag state={s} /> },
          { title: t('resources.upgradeRecord.fields.progress'), dataIndex: 'progress', width: 110 },
          {
            title: t('resources.upgradeRecord.fields.causeFailure'),
            key: 'causeFailure',
            ellipsis: true,
            render: (_, row) => <MessageText code={row.causeCode} params={row.causeParams} text={row.causeFailure} />,
          },
        ]}
      />
    </Dialog>
  );
}
