import { useTranslation } from 'react-i18next';
import type { FleetDashboard } from '@cniot/contract/stations/station-dashboard';
import { useLanguage } from '../../components/dict.tsx';
import { formatPercent } from '../../lib/format.ts';
import { StationRows } from './station-rows.tsx';

/**
 * The stations furthest below what their clear sky allowed this month
 * (performance ratio, worst first, as the server orders them), with the
 * ratio of their last completed day beside it.
 */
export function LowestPerformance({ stations }: { stations: FleetDashboard['lowestPerformance'] }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  return (
    <StationRows title={t('dashboard.lowestPerformance')} className="attention-list lowest-performance" empty={t('dashboard.noPerformance')} stations={stations}>
      {(s) => (
        <>
          <span title={t('resources.station.fields.prMonth')}>{formatPercent(s.prMonth, lang)}</span>
          <small className="attention-time" title={t('resources.station.fields.prDay')}>
            {s.prDay === null ? '—' : formatPercent(s.prDay, lang)}
          </small>
        </>
      )}
    </StationRows>
  );
}
