import { Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../../lib/format.ts';

/** A parameter value as the device last reported it (protocol §7). */
export interface ReportedParam {
  code: string;
  value: string;
  reportTime: string;
}

export function ReportedParamsTable({ params, loading }: { params: ReportedParam[]; loading?: boolean }) {
  const { t } = useTranslation();
  return (
    <Table<ReportedParam>
      size="small"
      rowKey="code"
      loading={loading}
      dataSource={params}
      pagination={false}
      columns={[
        { key: 'code', dataIndex: 'code', title: t('devices.reported.code') },
        { key: 'value', dataIndex: 'value', title: t('devices.reported.value') },
        { key: 'reportTime', dataIndex: 'reportTime', title: t('devices.reported.reportTime'), render: (v: string) => formatTime(v) },
      ]}
    />
  );
}
