import { Card, Empty, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { FleetDashboard } from '@cniot/contract/station-dashboard';
import { useLanguage } from '../../components/dict.tsx';
import { formatInstant, formatPercent } from '../../lib/format.ts';
import { stationDetailPath } from '../../routing/static-routes.ts';
import { STATUS_COLORS } from './status-colors.ts';

/**
 * The stations to look at first, worst first (the server's order): dark while
 * the sun is up, then far below their peers. Plain rows rather than antd's
 * List, which would bring its pager to the home page.
 */
export function AttentionList({ stations }: { stations: FleetDashboard['attention'] }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  return (
    <Card size="small" title={t('dashboard.attention')} className="attention-list">
      {stations.length ? (
        <ul>
          {stations.map((s) => (
            <li key={s.stationId}>
              <span className="attention-station">
                <Link to={stationDetailPath(s.stationId)}>{s.stationName}</Link>
                {s.companyName && <small>{s.companyName}</small>}
              </span>
              <Tag color={STATUS_COLORS[s.systemStatus]}>{t(`dashboard.reasons.${s.reason}`, { ratio: formatPercent(s.peerRatio, lang) })}</Tag>
              <small className="attention-time">{formatInstant(s.lastDataTime, s.timeZone, lang)}</small>
            </li>
          ))}
        </ul>
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('dashboard.allWell')} />
      )}
    </Card>
  );
}
