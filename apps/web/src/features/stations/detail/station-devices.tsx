import { useState, type ReactNode } from 'react';
import { Button, Card, Table, Typography, type TableColumnsType } from 'antd';
import { DisconnectOutlined, LinkOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useDict, useLanguage } from '../../../components/dict.tsx';
import type { Row } from '../../../components/list-page/resource.ts';
import { usePermission } from '../../../components/permission.tsx';
import { feedback } from '../../../lib/feedback.ts';
import { api } from '../../../lib/request/http.ts';
import { BindDevicesDialog } from './bind-devices-dialog.tsx';
import { batteryColumns, inverterColumns, meterColumns, pvColumns } from './device-columns.tsx';
import { DEVICE_KINDS, type DeviceKind } from './device-kinds.ts';
import { devicesQuery } from './station-queries.ts';

/** The inverters (with each PV input), batteries and meters of the station with their latest values; bound and unbound from here. */
export function StationDevices({ stationId, timeZone, onChanged }: { stationId: number; timeZone: string; onChanged: () => void }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { hasPermi } = usePermission();
  const online = useDict('iot_online_status').iot_online_status;
  const query = useQuery(devicesQuery(String(stationId)));
  const [binding, setBinding] = useState(false);
  const ctx = { t, lang, timeZone, online };
  const changed = () => {
    void query.refetch();
    onChanged();
  };

  const unbind = (kind: DeviceKind, device: Row) => {
    const k = DEVICE_KINDS[kind];
    feedback().modal.confirm({
      title: t('common.tip'),
      content: t(`resources.${kind}.confirm.unbind`, { name: String(device[k.codeField]) }),
      okText: t('common.confirm'),
      cancelText: t('common.cancel'),
      keyboard: false,
      onOk: async () => {
        await api.post(k.unbindUrl, k.body(stationId, [k.valueOf(device)]));
        feedback().message.success(t('common.operationSuccess'));
        changed();
      },
    });
  };
  /** The kind's columns, with an unbind button for users who may bind that kind. */
  const withUnbind = <T extends object>(kind: DeviceKind, columns: TableColumnsType<T>): TableColumnsType<T> =>
    hasPermi(DEVICE_KINDS[kind].perm)
      ? [
          ...columns,
          {
            key: 'unbind',
            title: t('list.operations'),
            render: (_, d) => (
              <Button type="link" size="small" icon={<DisconnectOutlined />} onClick={() => unbind(kind, d as Row)}>
                {t(`resources.${kind}.actions.unbind`)}
              </Button>
            ),
          },
        ]
      : columns;

  const d = query.data;
  const section = (title: string, table: ReactNode) => (
    <>
      <Typography.Title level={5} className="station-devices-title">
        {title}
      </Typography.Title>
      {table}
    </>
  );
  const canBind = Object.values(DEVICE_KINDS).some((k) => hasPermi(k.perm));

  return (
    <Card
      size="small"
      title={t('resources.station.detail.devices')}
      extra={
        canBind && (
          <Button icon={<LinkOutlined />} onClick={() => setBinding(true)}>
            {t('resources.station.actions.bind')}
          </Button>
        )
      }
      loading={!d && query.isFetching}
    >
      {section(
        t('resources.station.detail.inverters'),
        <Table
          className="station-inverters"
          rowKey="id"
          size="small"
          pagination={false}
          dataSource={d?.inverters}
          columns={withUnbind('wn', inverterColumns(ctx))}
          expandable={{
            rowExpandable: (w) => w.pv.length > 0,
            expandedRowRender: (w) => <Table rowKey="index" size="small" pagination={false} dataSource={w.pv} columns={pvColumns(ctx)} />,
          }}
        />,
      )}
      {section(t('resources.station.detail.batteries'), <Table rowKey="id" size="small" pagination={false} dataSource={d?.batteries} columns={withUnbind('battery', batteryColumns(ctx))} />)}
      {section(t('resources.station.detail.meters'), <Table rowKey="id" size="small" pagination={false} dataSource={d?.meters} columns={withUnbind('meter', meterColumns(ctx))} />)}
      {binding && (
        <BindDevicesDialog
          stationId={stationId}
          onClose={() => setBinding(false)}
          onDone={() => {
            setBinding(false);
            changed();
          }}
        />
      )}
    </Card>
  );
}
