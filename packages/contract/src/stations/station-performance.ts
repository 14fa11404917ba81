import { z } from 'zod';
import { searchField } from '../paging.ts';

/**
 * A station's performance ratio over a month of its calendar
 * (`GET /iot/station/performanceRatio/{id}?date=YYYY-MM`, `iot:station:query`):
 * per local day the energy recorded, the clear-sky expected energy
 * (docs/stations.md, "Expected yield") and their ratio; expected and ratio
 * are null where not computable (no coordinates, no capacity, day not over).
 * The month's ratio sums its completed days.
 */
export const performanceDay = z.object({ date: z.string(), energyWh: z.number(), expectedWh: z.number().nullable(), ratio: z.number().nullable() });

export const monthPerformance = z.object({
  stationId: z.number(),
  timeZone: z.string(),
  month: z.string(),
  energyWh: z.number(),
  expectedWh: z.number().nullable(),
  ratio: z.number().nullable(),
  days: z.array(performanceDay),
});
export type MonthPerformance = z.infer<typeof monthPerformance>;

const calendarMonth = (s: string) => {
  const [y, m] = s.split('-').map(Number);
  return y >= 2000 && y <= 2100 && m >= 1 && m <= 12;
};
/** `?date=YYYY-MM`; without it, the month of the station's last completed day. */
export const performanceQuery = z.object({
  date: searchField(
    z
      .string()
      .max(7, { message: 'validation.stationDate', abort: true })
      .regex(/^\d{4}-\d{2}$/, { message: 'validation.stationDate', abort: true })
      .refine(calendarMonth, 'validation.stationDate'),
  ),
});
