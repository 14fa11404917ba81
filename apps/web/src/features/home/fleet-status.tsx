import { Card, Progress, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FleetDashboard } from '@cniot/contract/stations/station-dashboard';
import { useLanguage } from '../../components/dict.tsx';
import { formatNumber } from '../../lib/format.ts';
import { STATUS_COLORS } from './status-colors.ts';

/** The statuses, asleep beside producing: a plant at night is where it should be. */
const STATUSES = [
  ['producing', '0'],
  ['asleep', '4'],
  ['notReporting', '1'],
  ['offline', '2'],
  ['underConstruction', '3'],
] as const;

/** Stations by status as one bar, and how many devices are online. */
export function FleetStatus({ d }: { d: FleetDashboard }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const total = Math.max(1, d.stations.total);
  const online = d.devices.total ? Math.round((d.devices.online / d.devices.total) * 100) : 0;
  return (
    <Card size="small" title={`${t('dashboard.stations')} (${formatNumber(d.stations.total, 0, lang)})`} className="fleet-status">
      <div className="status-bar" role="img" aria-label={t('dashboard.stations')}>
        {STATUSES.map(([key, value]) => (d.stations[key] ? <span key={key} style={{ flexGrow: d.stations[key] / total, background: STATUS_COLORS[value] }} /> : null))}
      </div>
      <div className="status-legend">
        {STATUSES.map(([key, value]) => (
          <span key={key} className={`status-${key}`}>
            <i style={{ background: STATUS_COLORS[value] }} />
            {t(`dashboard.${key}`)} <b>{formatNumber(d.stations[key], 0, lang)}</b>
          </span>
        ))}
      </div>
      <Space orientation="vertical" style={{ width: '100%', marginTop: 16 }}>
        <span>
          {t('dashboard.devices')}: {t('dashboard.online')} <b>{formatNumber(d.devices.online, 0, lang)}</b> · {t('dashboard.offline')} <b>{formatNumber(d.devices.offline, 0, lang)}</b>
        </span>
        <Progress percent={online} showInfo={false} strokeColor={STATUS_COLORS['0']} aria-label={`${t('dashboard.devices')}: ${t('dashboard.online')}`} />
      </Space>
    </Card>
  );
}
