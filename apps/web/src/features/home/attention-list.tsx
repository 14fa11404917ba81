import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FleetDashboard } from '@cniot/contract/stations/station-dashboard';
import { DC_AC_RANGE } from '@cniot/contract/stations/station-detail';
import { useLanguage } from '../../components/dict.tsx';
import { formatInstant, formatNumber, formatPercent } from '../../lib/format.ts';
import { StationRows } from './station-rows.tsx';
import { STATUS_COLORS } from './status-colors.ts';

/**
 * The stations to look at first, worst first (the server's order): dark while
 * the sun is up, then far below their peers, then those whose capacity does
 * not fit their inverters (at any hour).
 */
export function AttentionList({ stations }: { stations: FleetDashboard['attention'] }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  return (
    <StationRows title={t('dashboard.attention')} className="attention-list" empty={t('dashboard.allWell')} stations={stations}>
      {(s) => (
        <>
          <Tag color={STATUS_COLORS[s.systemStatus]}>
            {t(`dashboard.reasons.${s.reason}`, {
              ratio: s.reason === 'dcAcRatio' ? formatNumber(s.dcAcRatio, 2, lang) : formatPercent(s.peerRatio, lang),
              min: formatNumber(DC_AC_RANGE.min, 1, lang),
              max: formatNumber(DC_AC_RANGE.max, 1, lang),
            })}
          </Tag>
          <small className="attention-time">{formatInstant(s.lastDataTime, s.timeZone, lang)}</small>
        </>
      )}
    </StationRows>
  );
}
