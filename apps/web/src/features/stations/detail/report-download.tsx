import { useState } from 'react';
import { FilePdfOutlined } from '@ant-design/icons';
import { Button, DatePicker, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { downloadGet } from '../../../lib/request/download.ts';

/** The station's monthly report (PDF, in the reader's language) of a chosen month; last month unless another is picked. */
export function ReportDownload({ stationId }: { stationId: number }) {
  const { t } = useTranslation();
  const [month, setMonth] = useState<Dayjs>(() => dayjs().subtract(1, 'month'));
  const date = month.format('YYYY-MM');
  return (
    <Space className="station-report">
      <DatePicker picker="month" value={month} allowClear={false} onChange={(v) => v && setMonth(v)} aria-label={t('resources.station.detail.reportMonth')} />
      <Button icon={<FilePdfOutlined />} onClick={() => void downloadGet(`/iot/station/monthlyReport/${stationId}`, { date }, `report_${date}.pdf`)}>
        {t('resources.station.detail.report')}
      </Button>
    </Space>
  );
}
