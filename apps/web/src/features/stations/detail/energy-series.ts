import type { Language } from '@cniot/contract/constants';
import type { EnergySeries, PowerSeries } from '@cniot/contract/stations/station-detail';
import { formatNumber, localeOf } from '../../../lib/format.ts';

/** What a chart draws: one label, value and tooltip title per bar or point, the values already in `unit`. */
export interface ChartData {
  labels: string[];
  values: (number | null)[];
  tooltips: string[];
  unit: string;
}

type Scale = { unit: string; factor: number };
const ENERGY: Scale[] = [
  { unit: 'MWh', factor: 1e6 },
  { unit: 'kWh', factor: 1e3 },
  { unit: 'Wh', factor: 1 },
];
const POWER: Scale[] = [
  { unit: 'MW', factor: 1e6 },
  { unit: 'kW', factor: 1e3 },
  { unit: 'W', factor: 1 },
];

/** The largest unit in which the biggest value is still at least 1 (a small plant's day reads in Wh, a fleet's year in MWh). */
export function scaleFor(max: number, scales: Scale[]): Scale {
  return scales.find((s) => max >= s.factor) ?? scales[scales.length - 1];
}

const round = (n: number) => Math.round(n * 1000) / 1000;
/** `+01:00` of a local ISO time `2026-10-25T02:00:00+01:00`. */
const offsetOf = (iso: string) => iso.slice(19) || 'Z';

/** A calendar date or month of the station, written in the chosen language (the text is local already: no zone is applied). */
function calendar(iso: string, lang: Language | undefined, options: Intl.DateTimeFormatOptions): string {
  const [y, m = 1, d = 1] = iso.slice(0, 10).split('-').map(Number);
  return new Intl.DateTimeFormat(localeOf(lang), { ...options, timeZone: 'UTC' }).format(new Date(Date.UTC(y, m - 1, d)));
}

/**
 * Hour labels as the station's clock shows them; on the day the clocks go
 * back an hour repeats, so each repeated label names its UTC offset to tell
 * the two apart (a 23-hour day simply has one bar less).
 */
function hourLabels(series: EnergySeries): string[] {
  const count = new Map<string, number>();
  for (const b of series.bars) count.set(b.label, (count.get(b.label) ?? 0) + 1);
  return series.bars.map((b) => (count.get(b.label)! > 1 ? `${b.label} (${offsetOf(b.start)})` : b.label));
}

/** The bars of a day (hours), month (days), year (months) or of every year, in one energy unit. */
export function energyChart(series: EnergySeries, lang?: Language): ChartData {
  const scale = scaleFor(Math.max(0, ...series.bars.map((b) => b.energyWh)), ENERGY);
  const values = series.bars.map((b) => round(b.energyWh / scale.factor));
  let labels: string[];
  let tooltips: string[];
  switch (series.bar) {
    case 'hour':
      labels = hourLabels(series);
      tooltips = labels.map((l) => `${calendar(series.bars[0]?.start ?? '', lang, { dateStyle: 'medium' })} ${l}`);
      break;
    case 'day':
      labels = series.bars.map((b) => String(Number(b.label)));
      tooltips = series.bars.map((b) => calendar(b.start, lang, { dateStyle: 'full' }));
      break;
    case 'month':
      labels = series.bars.map((b) => calendar(b.start, lang, { month: 'short' }));
      tooltips = series.bars.map((b) => calendar(b.start, lang, { month: 'long', year: 'numeric' }));
      break;
    default:
      labels = series.bars.map((b) => b.label);
      tooltips = labels;
  }
  return { labels, values, tooltips, unit: scale.unit };
}

/** Empty 5-minute slots a device reporting every 10 or 15 minutes leaves between two reports. */
const MAX_BRIDGED = 2;

/** Short runs of empty slots between two values are drawn as the straight line between them; a longer silence stays a gap, never 0. */
export function bridgeShortGaps(values: (number | null)[]): (number | null)[] {
  const out = [...values];
  for (let i = 0; i < out.length;) {
    if (out[i] !== null) {
      i++;
      continue;
    }
    let end = i;
    while (end < out.length && out[end] === null) end++;
    if (i > 0 && end < out.length && end - i <= MAX_BRIDGED) {
      const from = out[i - 1]!;
      const step = (out[end]! - from) / (end - i + 1);
      for (let k = i; k < end; k++) out[k] = round(from + step * (k - i + 1));
    }
    i = end;
  }
  return out;
}

/** The day's power every 5 minutes in one power unit. */
export function powerChart(series: PowerSeries): ChartData {
  const scale = scaleFor(Math.max(0, ...series.points.map((p) => p.powerW ?? 0)), POWER);
  return {
    labels: series.points.map((p) => p.label),
    values: bridgeShortGaps(series.points.map((p) => (p.powerW === null ? null : round(p.powerW / scale.factor)))),
    tooltips: series.points.map((p) => `${p.label} (${offsetOf(p.time)})`),
    unit: scale.unit,
  };
}

/** A chart value with its unit, written the chosen language's way. */
export const valueText = (value: unknown, unit: string, lang?: Language) => (value === null || value === undefined ? '–' : `${formatNumber(value, 3, lang)} ${unit}`);
