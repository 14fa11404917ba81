import { Button } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TableData } from '@cniot/contract/envelope';
import { Dialog } from '../../../components/dialog.tsx';
import type { ActionDialogProps } from '../../../components/list-page/resource.ts';
import { api } from '../../../lib/request/http.ts';
import { ReportedParamsTable, type ReportedParam } from '../reported-params-table.tsx';

/** The parameters the record's device last reported, to compare with what was asked. */
export function ReportedParamsDialog({ rows, onClose }: ActionDialogProps) {
  const { t } = useTranslation();
  const { deviceType, deviceId } = rows[0];
  const { data, isFetching } = useQuery({
    queryKey: ['device-params', deviceType, deviceId],
    queryFn: async (): Promise<ReportedParam[]> => {
      const body = await api.get<TableData<{ paramCode: string; paramValue: string; reportTime: string }>>('/iot/deviceParam/list', { deviceType, deviceId });
      return (body.rows ?? []).map((r) => ({ code: r.paramCode, value: r.paramValue, reportTime: r.reportTime }));
    },
  });
  return (
    <Dialog open width={720} title={`${t('devices.reported.title')}: ${deviceId}`} onCancel={onClose} footer={<Button onClick={onClose}>{t('common.close')}</Button>}>
      <ReportedParamsTable params={data ?? []} loading={isFetching} />
    </Dialog>
  );
}
