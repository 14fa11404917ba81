import { z } from 'zod';

/**
 * One PV input wired in the station's layout over a day: `panels` sit on it
 * (in series), `powerW` is each panel's share of the input's mean power in
 * every 5-minute step of the day (null where the inverter sent nothing),
 * `energyWh` one panel's energy of the day (the steps that have data, each
 * its mean power for 5 minutes) and `energyPerKwp` that energy against the
 * panel's share of the inverter's rating (Wh per kWp, null without a rating).
 * `flagged`: the underperformance analytics had an alarm open on this input
 * during the day or the next one, when that day was judged.
 */
export const layoutInputHistory = z.object({
  wnId: z.string(),
  pvIndex: z.number(),
  panels: z.number(),
  flagged: z.boolean(),
  powerW: z.array(z.number().nullable()),
  energyWh: z.number(),
  energyPerKwp: z.number().nullable(),
});
export type LayoutInputHistory = z.infer<typeof layoutInputHistory>;

/**
 * `GET /iot/station/layoutHistory/{id}?date=YYYY-MM-DD` (`iot:station:query`):
 * the layout's inputs replayed over a local day of the station (its today
 * without a date). `times` are the day's 5-minute steps in the station's zone
 * (`2026-03-29T03:00:00+02:00`, label `03:00`): 276, 288 or 300 of them.
 */
export const layoutHistory = z.object({
  stationId: z.number(),
  timeZone: z.string(),
  date: z.string(),
  intervalMinutes: z.literal(5),
  times: z.array(z.object({ time: z.string(), label: z.string() })),
  inputs: z.array(layoutInputHistory),
});
export type LayoutHistory = z.infer<typeof layoutHistory>;
