import { Button, Form, Select, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { StationDevices } from '@cniot/contract/stations/station-detail';
import { cellAt, inputsOf, type Layout, type Wiring } from './layout-ops.ts';

interface Props {
  layout: Layout;
  place: [number, number];
  inverters: StationDevices['inverters'];
  onChange: (wiring: Wiring | undefined) => void;
}

/** The chosen place: a panel or none, and the inverter and PV input the panel is wired to. */
export function PanelEditor({ layout, place: [row, column], inverters, onChange }: Props) {
  const { t } = useTranslation();
  const cell = cellAt(layout, row, column);
  const field = (name: string) => t(`resources.stationLayout.fields.${name}`);
  const inverter = inverters.find((w) => w.wnId === cell?.wnId);
  const inputs = Array.from({ length: inverter ? inputsOf(inverter.wnType) : 0 }, (_, i) => i + 1);

  return (
    <div className="panel-editor">
      <Typography.Text strong>{t('resources.stationLayout.place', { row: row + 1, column: column + 1 })}</Typography.Text>
      {!cell ? (
        <div>
          <Button type="dashed" onClick={() => onChange(null)}>
            {t('resources.stationLayout.actions.addPanel')}
          </Button>
        </div>
      ) : (
        <Form layout="vertical" size="small" name="panel-editor">
          <Form.Item label={field('wnId')}>
            <Select
              value={cell.wnId ?? undefined}
              placeholder={t('resources.stationLayout.notWired')}
              options={inverters.map((w) => ({ value: w.wnId, label: w.wnId }))}
              onChange={(wnId?: string) => onChange(wnId ? { wnId, pvIndex: 1 } : null)}
            />
          </Form.Item>
          <Form.Item label={field('pvIndex')}>
            <Select
              disabled={!inverter}
              value={cell.pvIndex ?? undefined}
              options={inputs.map((i) => ({ value: i, label: `PV${i}` }))}
              onChange={(pvIndex: number) => cell.wnId && onChange({ wnId: cell.wnId, pvIndex })}
            />
          </Form.Item>
          <Space>
            <Button danger onClick={() => onChange(undefined)}>
              {t('resources.stationLayout.actions.removePanel')}
            </Button>
          </Space>
        </Form>
      )}
    </div>
  );
}
