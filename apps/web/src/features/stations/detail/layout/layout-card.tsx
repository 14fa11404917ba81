import { useState } from 'react';
import { Button, Card, Empty, Segmented, Space, Typography } from 'antd';
import { EditOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { StationPerm } from '@cniot/contract/stations/station-permissions';
import { dictLabel, useDict } from '../../../../components/dict.tsx';
import { usePermission } from '../../../../components/permission.tsx';
import { devicesQuery, layoutQuery } from '../station-queries.ts';
import { HeatLegend } from './heat-legend.tsx';
import { heatMap } from './heat-map.ts';
import type { HistoryMode } from './history-view.ts';
import { LayoutEditor } from './layout-editor.tsx';
import { LayoutGrid } from './layout-grid.tsx';
import { LayoutHistory } from './layout-history.tsx';
import { newLayout, withoutUnbound } from './layout-ops.ts';

/** The component layout with each panel's live power as a heat map, and its editor. */
export function LayoutCard({ stationId }: { stationId: number }) {
  const { t } = useTranslation();
  const { hasPermi } = usePermission();
  const id = String(stationId);
  const query = useQuery(layoutQuery(id));
  const devices = useQuery(devicesQuery(id)).data;
  const directions = useDict('iot_panel_direction').iot_panel_direction;
  const [editing, setEditing] = useState(false);
  const [view, setView] = useState<'live' | HistoryMode>('live');
  const saved = query.data?.layout;
  const text = (key: string, params?: Record<string, unknown>) => t(`resources.stationLayout.${key}`, params);
  const canEdit = hasPermi(StationPerm.station.edit) && !!devices;

  const edit = canEdit && (
    <Button icon={<EditOutlined />} onClick={() => setEditing(true)}>
      {text('actions.edit')}
    </Button>
  );
  let body;
  if (editing && devices) {
    const bound = new Set(devices.inverters.map((w) => w.wnId));
    body = (
      <LayoutEditor
        initial={withoutUnbound(saved ?? newLayout(stationId), bound)}
        inverters={devices.inverters}
        onCancel={() => setEditing(false)}
        onSaved={() => {
          setEditing(false);
          void query.refetch();
        }}
      />
    );
  } else if (!saved) {
    body = <Empty description={t('resources.station.detail.noLayout')}>{edit}</Empty>;
  } else {
    const summary = text('summary', { direction: dictLabel(directions, saved.panelDirection), orientation: saved.orientationAngle, tilt: saved.tiltAngle });
    body = (
      <>
        <Space wrap className="layout-summary">
          <Typography.Text strong>{saved.layoutName}</Typography.Text>
          <Typography.Text type="secondary">{summary}</Typography.Text>
          <Segmented value={view} onChange={setView} options={(['live', 'replay', 'energy'] as const).map((v) => ({ value: v, label: text(`history.${v}`) }))} />
        </Space>
        {view === 'live' ? (
          <>
            <LayoutGrid layout={saved} panels={query.data?.panels} heat={heatMap(query.data?.panels ?? [])} />
            <HeatLegend label={text('legend')} noData={text('noData')} />
          </>
        ) : (
          <LayoutHistory layout={saved} mode={view} />
        )}
      </>
    );
  }

  return (
    <Card size="small" title={t('resources.station.detail.layout')} extra={!editing && saved && edit} loading={query.isLoading}>
      {body}
    </Card>
  );
}
