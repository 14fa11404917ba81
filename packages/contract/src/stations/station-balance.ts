import { z } from 'zod';

/**
 * A station's energy balance (docs/stations.md, "Energy balance"), in kWh.
 * Grid figures, consumption and the rates are null for a station without a
 * meter; battery figures are null without a battery.
 */

export const BALANCE_PERIODS = ['day', 'month', 'year', 'total'] as const;
export type BalancePeriod = (typeof BALANCE_PERIODS)[number];
/** The step of each period's series: 5 minutes for a day, a day for a month, a month for a year, a year for the total. */
export const BALANCE_STEP = { day: '5min', month: 'day', year: 'month', total: 'year' } as const satisfies Record<BalancePeriod, string>;

const kwh = z.number();
const maybe = kwh.nullable();

export const balanceFigures = z.object({
  production: kwh,
  consumption: maybe,
  gridImport: maybe,
  gridExport: maybe,
  batteryCharge: maybe,
  batteryDischarge: maybe,
  /** Production used on site: production − export, never below 0 nor above production. */
  selfConsumption: maybe,
});

export const balanceTotals = balanceFigures.extend({
  /** selfConsumption / production, 0–1; null without production. */
  selfConsumptionRate: z.number().nullable(),
  /** (consumption − import) / consumption, 0–1; null without consumption. */
  selfSufficiencyRate: z.number().nullable(),
});

/** One step: `start` is its local start with the UTC offset, `label` what the axis shows; `soc` the mean state of charge (%) over the step, day series only. */
export const balancePoint = balanceFigures.extend({ start: z.string(), label: z.string(), soc: z.number().nullable() });

export const stationBalance = z.object({
  stationId: z.number(),
  timeZone: z.string(),
  period: z.enum(BALANCE_PERIODS),
  step: z.enum(['5min', 'day', 'month', 'year']),
  /** The local date the period starts on (YYYY-MM-DD); '' for the total. */
  date: z.string(),
  hasMeter: z.boolean(),
  hasBattery: z.boolean(),
  totals: balanceTotals,
  series: z.array(balancePoint),
});

/**
 * The flow right now, in kW: each edge's power in the direction it flows
 * (never negative); null where the device is missing or silent for 15 minutes.
 */
export const stationFlow = z.object({
  stationId: z.number(),
  pv: z.number(),
  home: z.number().nullable(),
  /** Grid: import > 0 flows from the grid to the home; export > 0 from the home side to the grid. */
  gridImport: z.number().nullable(),
  gridExport: z.number().nullable(),
  batteryCharge: z.number().nullable(),
  batteryDischarge: z.number().nullable(),
  soc: z.number().nullable(),
  hasMeter: z.boolean(),
  hasBattery: z.boolean(),
  /** When the newest value was measured (ISO), null when nothing reported for 15 minutes. */
  measuredAt: z.string().nullable(),
});

export type StationBalance = z.infer<typeof stationBalance>;
export type BalanceTotals = z.infer<typeof balanceTotals>;
export type BalancePoint = z.infer<typeof balancePoint>;
export type StationFlow = z.infer<typeof stationFlow>;
