import { Card, Col, Row, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FleetDashboard } from '@cniot/contract/station-dashboard';
import { useLanguage } from '../../components/dict.tsx';
import { formatEnergy, formatNumber, formatPower } from '../../lib/format.ts';

/** Power now against the capacity, and the energy of today, this month and all time. */
export function FleetFigures({ d }: { d: FleetDashboard }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const figures = [
    { key: 'power', value: formatPower(d.powerW, lang), note: `${t('dashboard.capacity')} ${formatNumber(d.capacityKwp, 1, lang)} kWp` },
    { key: 'today', value: formatEnergy(d.todayWh, lang) },
    { key: 'month', value: formatEnergy(d.monthWh, lang) },
    { key: 'total', value: formatEnergy(d.totalWh, lang) },
    { key: 'pendingCommands', value: formatNumber(d.pendingCommands, 0, lang) },
  ];
  return (
    <Row gutter={[16, 16]} className="fleet-figures">
      {figures.map((f) => (
        <Col key={f.key} xs={12} md={8} xl={f.key === 'pendingCommands' ? 4 : 5}>
          <Card size="small" className={`fleet-figure fleet-${f.key}`}>
            <Statistic title={t(`dashboard.${f.key}`)} value={f.value} />
            {f.note && <div className="fleet-note">{f.note}</div>}
          </Card>
        </Col>
      ))}
    </Row>
  );
}
