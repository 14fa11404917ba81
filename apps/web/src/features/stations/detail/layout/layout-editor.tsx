import { useState } from 'react';
import { Button, Col, Form, Input, InputNumber, Row, Select, Space } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { StationDevices } from '@cniot/contract/stations/station-detail';
import { useDict } from '../../../../components/dict.tsx';
import { feedback } from '../../../../lib/feedback.ts';
import { call } from '../../../../lib/request/call.ts';
import { LayoutGrid, PANEL_DRAG } from './layout-grid.tsx';
import { addColumn, addRow, cellAt, deleteColumn, deleteRow, movePanel, placeBeside, setPanel, type Layout, type Place } from './layout-ops.ts';
import { PanelEditor } from './panel-editor.tsx';

interface Props {
  initial: Layout;
  inverters: StationDevices['inverters'];
  onSaved: () => void;
  onCancel: () => void;
}

type Head = Pick<Layout, 'layoutName' | 'panelDirection' | 'orientationAngle' | 'tiltAngle'>;

/** Name, direction and angles of the layout, its rows and columns, and each panel's wiring; saved whole. */
export function LayoutEditor({ initial, inverters, onSaved, onCancel }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Head>();
  const [layout, setLayout] = useState<Layout>(initial);
  const [place, setPlace] = useState<Place>();
  const [saving, setSaving] = useState(false);
  const directions = useDict('iot_panel_direction').iot_panel_direction;
  const field = (name: string) => t(`resources.stationLayout.fields.${name}`);
  const action = (name: string) => t(`resources.stationLayout.actions.${name}`);
  const change = (next: Layout) => {
    setLayout(next);
    if (place && (place[0] >= next.rows || place[1] >= next.columns)) setPlace(undefined);
  };

  // A new panel goes on an empty place only; a moved one changes places with a panel already there.
  const drop = (to: Place, from: Place | undefined) => {
    if (from) change(movePanel(layout, from, to));
    else if (!cellAt(layout, to[0], to[1])) change(setPanel(layout, to[0], to[1], null));
    setPlace(to);
  };
  // Arrow keys carry the chosen panel along, or move the choice over empty places.
  const arrow = (from: Place, key: string) => {
    const to = placeBeside(layout, from, key);
    if (!to) return;
    if (cellAt(layout, from[0], from[1])) change(movePanel(layout, from, to));
    setPlace(to);
  };

  const save = async () => {
    const head = await form.validateFields().catch(() => undefined);
    if (!head) return;
    setSaving(true);
    try {
      await call('POST /iot/station/saveStationLayout', { ...layout, ...head });
      feedback().message.success(t('common.operationSuccess'));
      onSaved();
    } catch {
      setSaving(false);
    }
  };

  return (
    <div className="layout-editor">
      <Form form={form} name="station-layout" layout="vertical" initialValues={initial} onValuesChange={(_, all: Head) => setLayout((l) => ({ ...l, ...all }))}>
        <Row gutter={16}>
          <Col xs={24} md={8}>
            <Form.Item name="layoutName" label={field('layoutName')} rules={[{ required: true, whitespace: true, message: t('form.enter', { field: field('layoutName') }) }]}>
              <Input maxLength={64} />
            </Form.Item>
          </Col>
          <Col xs={24} md={6}>
            <Form.Item name="panelDirection" label={field('panelDirection')}>
              <Select options={directions.map((d) => ({ value: d.value, label: d.label }))} />
            </Form.Item>
          </Col>
          <Col xs={12} md={5}>
            <Form.Item name="orientationAngle" label={field('orientationAngle')}>
              <InputNumber min={0} max={360} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={12} md={5}>
            <Form.Item name="tiltAngle" label={field('tiltAngle')}>
              <InputNumber min={0} max={90} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        </Row>
      </Form>
      <Space wrap style={{ marginBottom: 12 }}>
        <Button icon={<PlusOutlined />} onClick={() => change(addRow(layout))}>
          {action('addRow')}
        </Button>
        <Button icon={<PlusOutlined />} onClick={() => change(addColumn(layout))}>
          {action('addColumn')}
        </Button>
        <span className="layout-size">{`${field('rows')} ${layout.rows} × ${field('columns')} ${layout.columns}`}</span>
        <div className="layout-place has-panel layout-new-panel" draggable title={t('resources.stationLayout.dragNew')} onDragStart={(e) => e.dataTransfer.setData(PANEL_DRAG, 'new')}>
          {t('resources.stationLayout.newPanel')}
        </div>
      </Space>
      <div className="layout-workspace">
        <LayoutGrid
          layout={layout}
          selected={place}
          onSelect={(r, c) => setPlace([r, c])}
          onDeleteRow={(r) => change(deleteRow(layout, r))}
          onDeleteColumn={(c) => change(deleteColumn(layout, c))}
          onDrop={drop}
          onArrow={arrow}
        />
        {place ? (
          <PanelEditor layout={layout} place={place} inverters={inverters} onChange={(wiring) => change(setPanel(layout, place[0], place[1], wiring))} />
        ) : (
          <div className="panel-editor">{t('resources.stationLayout.choosePlace')}</div>
        )}
      </div>
      <Space style={{ marginTop: 16 }}>
        <Button type="primary" loading={saving} onClick={save}>
          {t('common.save')}
        </Button>
        <Button onClick={onCancel}>{t('common.cancel')}</Button>
      </Space>
    </div>
  );
}
