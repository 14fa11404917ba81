import { Card, Col, Row, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FleetDashboard } from '@cniot/contract/stations/station-dashboard';
import { useLanguage } from '../../components/dict.tsx';
import { formatEnergy, formatNumber, formatPercent, formatPower } from '../../lib/format.ts';

/** Power now against the capacity, the energy of today, this month and all time, and today's balance of the stations with a meter. */
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
  // Only a meter tells consumption and export: "—" while no station has one.
  const metered = (text: string) => (d.balance.meteredStations ? text : '—');
  const balance = [
    { key: 'consumptionToday', value: metered(formatEnergy(d.balance.consumptionWh, lang)) },
    { key: 'exportToday', value: metered(formatEnergy(d.balance.exportWh, lang)) },
    { key: 'selfSufficiencyToday', value: metered(d.balance.selfSufficiency === null ? '—' : formatPercent(d.balance.selfSufficiency, lang)) },
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
      {balance.map((f) => (
        <Col key={f.key} xs={12} md={8}>
          <Card size="small" className={`fleet-figure fleet-${f.key}`}>
            <Statistic title={t(`dashboard.${f.key}`)} value={f.value} />
            <div className="fleet-note">{t('dashboard.meteredStations', { count: d.balance.meteredStations })}</div>
          </Card>
        </Col>
      ))}
    </Row>
  );
}
