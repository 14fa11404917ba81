import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { dictLabel, useLanguage, type DictItem } from '../../components/dict.tsx';
import { formatNumber } from '../../lib/format.ts';
import { SEVERITY, type Cluster } from './map-clusters.ts';
import { STATUS_COLORS } from './status-colors.ts';

const STATION_R = 7;
const RING = 5;
/** A cluster grows with the order of magnitude of its count, so 10,000 is larger than 10 but still leaves the map readable. */
export const radiusOf = (count: number) => (count <= 1 ? STATION_R : Math.round(12 + 4 * Math.log10(count)));

/** What a marker says to a pointer's tooltip and a screen reader: the station and its status, or a cluster's count by status. */
export function useMarkerLabel(statuses: DictItem[]) {
  const { t } = useTranslation();
  const lang = useLanguage();
  return (c: Cluster) => {
    if (c.stationId !== null) return `${c.name ?? ''}: ${dictLabel(statuses, c.worst)}`;
    const parts = SEVERITY.map((s, i) => (c.byStatus[i] ? `${dictLabel(statuses, s)} ${formatNumber(c.byStatus[i], 0, lang)}` : '')).filter(Boolean);
    return `${t('dashboard.stationsHere', { count: formatNumber(c.count, 0, lang) })}: ${parts.reverse().join(', ')}`;
  };
}

const onEnter = (act: () => void) => (e: KeyboardEvent) => {
  if (e.key !== 'Enter' && e.key !== ' ') return;
  e.preventDefault();
  e.stopPropagation();
  act();
};

/** A station (a dot of its status' colour) or a cluster (its count in a ring split by status); clicked or Enter opens it. */
export function MapMarker({ cluster: c, at, label, onActivate }: { cluster: Cluster; at: [number, number]; label: string; onActivate: () => void }) {
  const lang = useLanguage();
  const single = c.stationId !== null;
  const r = radiusOf(c.count);
  const ring = r - RING / 2;
  const around = 2 * Math.PI * ring;
  let done = 0;
  return (
    <g
      className={single ? 'fleet-map-station' : 'fleet-map-cluster'}
      transform={`translate(${at[0].toFixed(1)} ${at[1].toFixed(1)})`}
      role="button"
      tabIndex={0}
      aria-label={label}
      data-station={c.stationId ?? undefined}
      data-status={c.worst}
      data-count={c.count}
      onClick={onActivate}
      onKeyDown={onEnter(onActivate)}
    >
      <title>{label}</title>
      {single ? (
        <circle r={r} fill={STATUS_COLORS[c.worst]} />
      ) : (
        <>
          <circle r={r} className="fleet-map-cluster-face" />
          {[...SEVERITY].reverse().map((s) => {
            const n = c.byStatus[SEVERITY.indexOf(s)];
            if (!n) return null;
            const length = (n / c.count) * around;
            done += length;
            return (
              <circle
                key={s}
                r={ring}
                fill="none"
                stroke={STATUS_COLORS[s]}
                strokeWidth={RING}
                strokeDasharray={`${length} ${around - length}`}
                strokeDashoffset={length - done}
                transform="rotate(-90)"
              />
            );
          })}
          <text dy="0.35em">{formatNumber(c.count, 0, lang)}</text>
        </>
      )}
    </g>
  );
}
