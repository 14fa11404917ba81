/**
 * Energy and power written in the largest unit that keeps them at 1 or more
 * (950 Wh, 12.35 kWh, 4.2 MWh), so that the console and the server's reports
 * (PDF) show a figure the same way. `number` writes a number with at most the
 * given decimals in the reader's language.
 */

/** [factor, unit, decimals], largest first. */
export type Scale = [number, string, number][];
export const ENERGY: Scale = [
  [1e9, 'GWh', 2],
  [1e6, 'MWh', 2],
  [1e3, 'kWh', 2],
  [1, 'Wh', 0],
];
export const POWER: Scale = [
  [1e6, 'MW', 2],
  [1e3, 'kW', 2],
  [1, 'W', 0],
];

export function withUnit(n: number, scale: Scale, number: (n: number, digits: number) => string): string {
  const [factor, unit, digits] = scale.find(([f]) => Math.abs(n) >= f) ?? scale[scale.length - 1];
  return `${number(n / factor, digits)} ${unit}`;
}
