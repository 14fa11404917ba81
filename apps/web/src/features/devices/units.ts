import { formatNumber } from '../../lib/format.ts';

/**
 * A device number in a readable unit: `factor` converts what the device sends
 * (0.01 A, Wh) into what is shown (A, kWh), with enough decimals for the
 * factor unless told; trailing zeros dropped; in the chosen language (92,1 W). Absent stays empty rather than 0.
 */
export function scaled(value: unknown, factor: number, unit: string, digits = Math.max(0, Math.ceil(-Math.log10(factor)))): string {
  if (value === null || value === undefined || value === '') return '';
  const n = Number(value) * factor;
  return Number.isFinite(n) ? `${formatNumber(n, digits)} ${unit}` : '';
}
