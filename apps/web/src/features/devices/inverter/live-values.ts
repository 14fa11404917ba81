import { scaled } from '../units.ts';

/** An inverter's latest telemetry (docs/device-protocol.md §4.1) as the detail shows it. */

type Values = Record<string, unknown>;

export interface LiveItem {
  /** devices.live.<key> */
  key: string;
  text: string;
}

export interface PvInput {
  port: number;
  v?: number;
  i?: number;
  p?: number;
  dayWh?: number;
  totalWh?: number;
}

const num = (v: unknown): number | undefined => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);

/** [field, factor, unit, digits]: energy counters arrive in Wh and read better in kWh. */
const FIELDS: [string, number, string, number][] = [
  ['acPower', 1, 'W', 1],
  ['acVoltage', 1, 'V', 1],
  ['acFrequency', 1, 'Hz', 2],
  ['temp', 1, '°C', 1],
  ['powerLimit', 1, '%', 0],
  ['dayWh', 0.001, 'kWh', 3],
  ['totalWh', 0.001, 'kWh', 2],
];

/** The values the device sent; a value it left out is not shown rather than shown as 0. */
export function liveItems(values: Values | null | undefined): LiveItem[] {
  if (!values) return [];
  return FIELDS.flatMap(([key, factor, unit, digits]) => (num(values[key]) === undefined ? [] : [{ key, text: scaled(values[key], factor, unit, digits) }]));
}

export const RUN_STATES = ['running', 'stopped', 'fault'] as const;
export type RunState = (typeof RUN_STATES)[number];

export function runState(values: Values | null | undefined): RunState | undefined {
  const s = values?.state;
  return RUN_STATES.find((r) => r === s);
}

/** The DC inputs in port order (1-based, as printed on the device). */
export function pvInputs(values: Values | null | undefined): PvInput[] {
  const pv = values?.pv;
  if (!Array.isArray(pv)) return [];
  return pv.map((x: Values, index) => ({ port: index + 1, v: num(x?.v), i: num(x?.i), p: num(x?.p), dayWh: num(x?.dayWh), totalWh: num(x?.totalWh) }));
}
