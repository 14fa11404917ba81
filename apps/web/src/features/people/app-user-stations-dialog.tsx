import { Button, Table, Tag } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AppUserStation } from '@cniot/contract/people/app-user';
import { Dialog } from '../../components/dialog.tsx';
import { DictTag, useDict } from '../../components/dict.tsx';
import type { ActionDialogProps } from '../../components/list-page/resource.ts';
import { appUserStations } from './people-api.ts';

const text = (key: string) => `resources.appUser.stations.${key}`;

/** The stations an app user owns or is a member of, as far as the caller sees stations. */
export function AppUserStationsDialog({ rows, onClose }: ActionDialogProps) {
  const { t } = useTranslation();
  const user = rows[0];
  const { data = [], isFetching } = useQuery({ queryKey: ['app-user-stations', user.id], queryFn: () => appUserStations(user.id) });
  const dicts = useDict('iot_station_status');
  const columns = [
    { key: 'stationName', dataIndex: 'stationName', title: t(text('stationName')) },
    { key: 'companyName', dataIndex: 'companyName', title: t(text('companyName')) },
    { key: 'capacity', dataIndex: 'capacity', title: t(text('capacity')) },
    { key: 'status', title: t(text('status')), render: (_: unknown, s: AppUserStation) => <DictTag items={dicts.iot_station_status} value={s.status} /> },
    { key: 'relation', title: t(text('relation')), render: (_: unknown, s: AppUserStation) => <Tag color={s.relation === 'owner' ? 'blue' : 'default'}>{t(text(s.relation))}</Tag> },
  ];
  return (
    <Dialog open width={800} title={t(text('title'), { name: String(user.nickname) })} onCancel={onClose} footer={<Button onClick={onClose}>{t('common.close')}</Button>}>
      <Table<AppUserStation> rowKey="id" size="small" loading={isFetching} columns={columns} dataSource={data} pagination={false} />
    </Dialog>
  );
}
