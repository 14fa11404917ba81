import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { FleetDashboard } from '@cniot/contract/station-dashboard';
import { dictLabel, type DictItem } from '../../components/dict.tsx';
import { stationDetailPath } from '../../routing/static-routes.ts';
import { fitView, graticule, project, radiusOf } from './map-projection.ts';
import { STATUS_COLORS } from './status-colors.ts';

const W = 640;
const H = 300;
const degrees = (v: number, positive: string, negative: string) => `${Math.abs(v)}°${v > 0 ? positive : v < 0 ? negative : ''}`;

/** The stations on a plain latitude/longitude map, coloured by status (worst first when several share a cell); a station's dot opens it. */
export function FleetMap({ points, statuses }: { points: FleetDashboard['map']; statuses: DictItem[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const view = fitView(points);
  const { meridians, parallels } = graticule(view);
  const at = (latitude: number, longitude: number) => project({ latitude, longitude }, view, W, H);
  // The worst drawn last, so it stays on top.
  const ordered = [...points].sort((a, b) => Number(b.status === '2') - Number(a.status === '2'));

  return (
    <svg className="fleet-map" viewBox={`0 0 ${W} ${H}`} role="img" aria-label={t('dashboard.map')}>
      <rect width={W} height={H} className="fleet-map-sea" />
      {meridians.map((lon) => (
        <line key={`m${lon}`} x1={at(0, lon).x} x2={at(0, lon).x} y1={0} y2={H} className={lon === 0 ? 'fleet-map-axis' : 'fleet-map-line'} />
      ))}
      {parallels.map((lat) => (
        <line key={`p${lat}`} x1={0} x2={W} y1={at(lat, 0).y} y2={at(lat, 0).y} className={lat === 0 ? 'fleet-map-axis' : 'fleet-map-line'} />
      ))}
      {meridians.map((lon) => (
        <text key={`mt${lon}`} x={at(0, lon).x + 2} y={H - 4} className="fleet-map-label">
          {degrees(lon, 'E', 'W')}
        </text>
      ))}
      {parallels.map((lat) => (
        <text key={`pt${lat}`} x={2} y={at(lat, 0).y - 2} className="fleet-map-label">
          {degrees(lat, 'N', 'S')}
        </text>
      ))}
      {ordered.map((p) => {
        const { x, y } = at(p.latitude, p.longitude);
        const name = p.stationName ?? t('dashboard.stationsHere', { count: p.stations });
        return (
          <circle
            key={`${p.latitude}:${p.longitude}:${p.stationId ?? ''}`}
            cx={x}
            cy={y}
            r={radiusOf(p.stations)}
            fill={STATUS_COLORS[p.status]}
            className={p.stationId ? 'fleet-map-point link' : 'fleet-map-point'}
            data-station={p.stationId ?? undefined}
            data-status={p.status}
            onClick={() => p.stationId && navigate(stationDetailPath(p.stationId))}
          >
            <title>{`${name}: ${dictLabel(statuses, p.status)}`}</title>
          </circle>
        );
      })}
    </svg>
  );
}
