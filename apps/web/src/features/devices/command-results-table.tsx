import { Alert, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DeviceCommandResult } from '@cniot/contract/wn-commands';
import { refusedFirst, tally } from './command-results.ts';

/** Per-device outcome of a batch: how many went out, then each device with its own sentence. */
export function CommandResultsTable({ results }: { results: DeviceCommandResult[] }) {
  const { t } = useTranslation();
  const { issued, refused } = tally(results);
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
            dataIndex: 'ok',
            title: t('devices.results.result'),
            render: (ok: boolean) => <Tag color={ok ? 'success' : 'error'}>{t(ok ? 'devices.results.issued' : 'devices.results.refused')}</Tag>,
          },
          { key: 'msg', dataIndex: 'msg', title: t('devices.results.message') },
        ]}
      />
    </>
  );
}
