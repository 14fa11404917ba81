import { Alert, Table, Tag } from 'antd';
import { SyncOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { DeviceCommandResult } from '@cniot/contract/devices/wn-commands';
import { DictTag, useDict } from '../../components/dict.tsx';
import { refusedFirst, tally } from './command-results.ts';
import { isFinal, useRecordOutcomes } from './use-record-outcomes.ts';

/**
 * Per-device outcome of a batch: how many went out, then each device with its
 * own sentence; a device that got the command shows its answer (success,
 * failure with its reason, timed out) as soon as it arrives.
 */
export function CommandResultsTable({ results }: { results: DeviceCommandResult[] }) {
  const { t } = useTranslation();
  const { issued, refused } = tally(results);
  const outcomes = useRecordOutcomes(results.flatMap((r) => (r.ok && r.recordId ? [r.recordId] : [])));
  const { iot_command_status: statuses } = useDict('iot_command_status');
  const outcomeOf = (r: DeviceCommandResult) => (r.recordId ? outcomes?.[r.recordId] : undefined);
  const waiting = (r: DeviceCommandResult) => !!outcomes && !!r.recordId && !isFinal(outcomeOf(r));
  return (
    <>
      <Alert type={refused ? 'warning' : 'success'} showIcon title={t('devices.results.summary', { issued, refused, total: results.length })} style={{ marginBottom: 12 }} />
      <Table<DeviceCommandResult>
        size="small"
        rowKey="deviceId"
        dataSource={refusedFirst(results)}
        pagination={results.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
        columns={[
          { key: 'deviceId', dataIndex: 'deviceId', title: t('devices.results.deviceId') },
          {
            key: 'ok',
            title: t('devices.results.result'),
            render: (_, r) => {
              const outcome = outcomeOf(r);
              if (!r.ok) return <Tag color="error">{t('devices.results.refused')}</Tag>;
              if (isFinal(outcome)) return <DictTag items={statuses ?? []} value={outcome!.recordStatus} />;
              return (
                <Tag color={waiting(r) ? 'processing' : 'success'} icon={waiting(r) ? <SyncOutlined spin /> : undefined}>
                  {t('devices.results.issued')}
                </Tag>
              );
            },
          },
          {
            key: 'msg',
            title: t('devices.results.message'),
            render: (_, r) => {
              const outcome = outcomeOf(r);
              if (waiting(r)) return t('devices.results.waiting');
              return outcome?.errorMsg || r.msg;
            },
          },
        ]}
      />
    </>
  );
}
