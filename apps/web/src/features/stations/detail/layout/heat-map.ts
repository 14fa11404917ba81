import type { StationLayout } from '@cniot/contract/stations/station-layout';

/**
 * Colours of the live heat map. Each panel's share of its rated power is set
 * against the best panel of the layout now, so a shaded or broken panel
 * stands out whatever the sun does: at dusk every panel makes little, but
 * the weak one still makes less than the others.
 */

export interface Heat {
  /** The panel against the best panel now (0…1); null when it has not reported. */
  relative: number | null;
  background: string;
  color: string;
}

type Panel = StationLayout['panels'][number];

const DARK = [43, 58, 85];
const SUN = [255, 213, 79];
export const NO_DATA: Heat = { relative: null, background: '#d9d9d9', color: '#595959' };

/** The colour between dark (nothing) and sunny yellow (as good as the best), with text that stays readable on it. */
export function heatColor(relative: number): Heat {
  const x = Math.max(0, Math.min(1, relative));
  const [r, g, b] = DARK.map((d, i) => Math.round(d + (SUN[i] - d) * x));
  return { relative: x, background: `rgb(${r}, ${g}, ${b})`, color: x > 0.55 ? '#262626' : '#ffffff' };
}

export const placeKey = (row: number, column: number) => `${row}:${column}`;

/** Heat of every panel by place; the best ratio is 100 %, and when no panel makes anything all are dark. */
export function heatMap(panels: Panel[]): Map<string, Heat> {
  const best = Math.max(0, ...panels.map((p) => p.ratio ?? 0));
  return new Map(panels.map((p) => [placeKey(p.row, p.column), p.ratio === null ? NO_DATA : heatColor(best > 0 ? p.ratio / best : 0)]));
}
