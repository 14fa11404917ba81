import type { StationFlow } from '@cniot/contract/stations/station-balance';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../components/dict.tsx';
import { formatNumber } from '../../../lib/format.ts';

type Node = 'pv' | 'home' | 'battery' | 'grid';
const AT: Record<Node, [number, number]> = { pv: [210, 40], battery: [60, 190], grid: [360, 190], home: [210, 300] };
const RADIUS = 34;

/**
 * Where the power goes now: PV feeds the home first, then the battery
 * (its charge) and the grid (the export); the grid and the battery feed the
 * home with the import and the discharge.
 */
export function flowEdges(f: StationFlow): Array<{ from: Node; to: Node; kw: number | null }> {
  const charge = f.batteryCharge ?? 0;
  const exported = f.gridExport ?? 0;
  return [
    { from: 'pv', to: 'home', kw: f.hasMeter ? Math.max(0, Math.round((f.pv - charge - exported) * 1000) / 1000) : null },
    ...(f.hasBattery
      ? [
          { from: 'pv' as const, to: 'battery' as const, kw: f.batteryCharge },
          { from: 'battery' as const, to: 'home' as const, kw: f.batteryDischarge },
        ]
      : []),
    ...(f.hasMeter
      ? [
          { from: 'pv' as const, to: 'grid' as const, kw: f.gridExport },
          { from: 'grid' as const, to: 'home' as const, kw: f.gridImport },
        ]
      : []),
  ];
}

/** The ends of an edge on the rims of its two circles, pulled apart a little where two edges meet. */
function ends(from: Node, to: Node) {
  const [x1, y1] = AT[from];
  const [x2, y2] = AT[to];
  const len = Math.hypot(x2 - x1, y2 - y1);
  const ux = (x2 - x1) / len;
  const uy = (y2 - y1) / len;
  return { x1: x1 + ux * RADIUS, y1: y1 + uy * RADIUS, x2: x2 - ux * (RADIUS + 6), y2: y2 - uy * (RADIUS + 6), mx: (x1 + x2) / 2, my: (y1 + y2) / 2 };
}

/** The live flow diagram: every edge names its power and points the way it flows; an edge without flow is grey. */
export function EnergyFlow({ flow }: { flow: StationFlow }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const label = (key: string) => t(`resources.station.balance.${key}`);
  const kw = (v: number | null) => (v === null ? '—' : `${formatNumber(v, 2, lang)} kW`);
  const edges = flowEdges(flow);
  const nodes: Node[] = ['pv', 'home', ...(flow.hasBattery ? (['battery'] as const) : []), ...(flow.hasMeter ? (['grid'] as const) : [])];
  const edgeName = (e: (typeof edges)[number]) =>
    e.kw ? t('resources.station.balance.edge', { from: label(e.from), to: label(e.to), power: kw(e.kw) }) : t('resources.station.balance.idle', { from: label(e.from), to: label(e.to) });

  return (
    <figure className="energy-flow" aria-label={label('flowDiagram')}>
      <svg viewBox="0 0 420 350" role="img" aria-label={label('flowDiagram')}>
        <defs>
          <marker id="flow-arrow" viewBox="0 0 10 10" refX="8" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse">
            <path d="M 0 0 L 10 5 L 0 10 z" fill="#1677ff" />
          </marker>
        </defs>
        {edges.map((e) => {
          const p = ends(e.from, e.to);
          const live = !!e.kw;
          return (
            <g key={`${e.from}-${e.to}`} role="img" aria-label={edgeName(e)} className={live ? 'flow-edge flow-live' : 'flow-edge'}>
              <line x1={p.x1} y1={p.y1} x2={p.x2} y2={p.y2} markerEnd={live ? 'url(#flow-arrow)' : undefined} />
              <text x={p.mx} y={p.my - 6} textAnchor="middle">
                {kw(e.kw)}
              </text>
            </g>
          );
        })}
        {nodes.map((n) => (
          <g key={n} className={`flow-node flow-${n}`} aria-hidden="true">
            <circle cx={AT[n][0]} cy={AT[n][1]} r={RADIUS} />
            <text x={AT[n][0]} y={AT[n][1] + 4} textAnchor="middle">
              {label(n)}
            </text>
            {n === 'battery' && flow.soc !== null && (
              <text x={AT[n][0]} y={AT[n][1] + RADIUS + 16} textAnchor="middle">
                {`${formatNumber(flow.soc, 0, lang)} %`}
              </text>
            )}
          </g>
        ))}
      </svg>
      <figcaption>
        <ul className="flow-list">
          {edges.map((e) => (
            <li key={`${e.from}-${e.to}`}>{edgeName(e)}</li>
          ))}
          {flow.soc !== null && <li>{`${label('soc')}: ${formatNumber(flow.soc, 0, lang)} %`}</li>}
        </ul>
        {!flow.hasMeter && <p>{label('noMeter')}</p>}
        {!flow.measuredAt && <p>{label('silent')}</p>}
      </figcaption>
    </figure>
  );
}
