import { heatColor, NO_DATA } from './heat-map.ts';

/** The heat map's scale from dark to sunny, what it measures, and the colour of a panel without data. */
export function HeatLegend({ label, noData }: { label: string; noData: string }) {
  return (
    <div className="heat-legend">
      <span className="heat-scale" style={{ background: `linear-gradient(to right, ${heatColor(0).background}, ${heatColor(1).background})` }} />
      <span>{label}</span>
      <span className="heat-swatch" style={{ background: NO_DATA.background }} />
      <span>{noData}</span>
    </div>
  );
}
