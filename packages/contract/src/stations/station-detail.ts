import { z } from 'zod';
import { searchField } from '../paging.ts';
import { systemStatus } from './station.ts';

/** Station detail (`GET /iot/station/{id}`), its energy and power series and its devices with live values. */

/** How the station's devices are connected now; not reporting = online but no data for 15 minutes. */
export const networkStatus = z.object({ total: z.number(), online: z.number(), offline: z.number(), notReporting: z.number() });

/** The organization that installed and looks after the station. */
export const installer = z.object({ deptId: z.number(), deptName: z.string(), leader: z.string().nullable(), phone: z.string().nullable(), email: z.string().nullable() });

/**
 * A plant's panels (capacity, DC kWp) against the rating of the inverters
 * bound to it (AC kW): outside this range one of the two is wrong (a capacity
 * typed for another plant, inverters bound to the wrong one). Installers
 * oversize the panels up to about 1.5; below 0.8 the inverters idle.
 */
export const DC_AC_RANGE = { min: 0.8, max: 1.6 } as const;

/**
 * The overview besides the station's own fields: energy in Wh of the station's
 * current day, month and year (its time zone) and in total (`totalWh`: the
 * energy the platform counted since it first saw the station's inverters),
 * power in W, `powerRatio` = current power / capacity (null without capacity;
 * above 1 when the power exceeds the panels' peak, which is a finding, never
 * clamped), `ratedPowerW` the AC rating of the bound inverters and
 * `dcAcRatio` = capacity / that rating (null without either).
 */
export const stationOverview = z.object({
  offset: z.string(),
  currentPower: z.number(),
  powerRatio: z.number().nullable(),
  ratedPowerW: z.number(),
  dcAcRatio: z.number().nullable(),
  dayWh: z.number(),
  monthWh: z.number(),
  yearWh: z.number(),
  totalWh: z.number(),
  network: networkStatus,
  systemStatus,
  installer: installer.nullable(),
  favorite: z.boolean(),
  lastDataTime: z.string().nullable(),
});
export type StationOverview = z.infer<typeof stationOverview>;

const calendarDate = (s: string) => {
  const [y, m = 1, d = 1] = s.split('-').map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  return y >= 2000 && y <= 2100 && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
};
/** A local calendar date of the station; without one, the station's today. */
const localDate = (pattern: RegExp) =>
  searchField(z.string().max(10, { message: 'validation.stationDate', abort: true }).regex(pattern, { message: 'validation.stationDate', abort: true }).refine(calendarDate, 'validation.stationDate'));

/** `?date=YYYY-MM-DD`: day bars (hours) and the power curve. */
export const stationDayQuery = z.object({ date: localDate(/^\d{4}-\d{2}-\d{2}$/) });
/** `?date=YYYY-MM` (a day of the month is accepted): the month's day bars. */
export const stationMonthQuery = z.object({ date: localDate(/^\d{4}-\d{2}(-\d{2})?$/) });
/** `?date=YYYY` (a month or day of the year is accepted): the year's month bars. */
export const stationYearQuery = z.object({ date: localDate(/^\d{4}(-\d{2}(-\d{2})?)?$/) });

/**
 * One bar: `start` is the local start of the hour/day/month/year with its UTC
 * offset (`2026-10-25T02:00:00+01:00`), so a 25-hour day shows its repeated
 * hour twice and a 23-hour day skips one; `label` is what the axis shows.
 */
export const energyBar = z.object({ start: z.string(), label: z.string(), energyWh: z.number() });
export const energySeries = z.object({
  stationId: z.number(),
  timeZone: z.string(),
  /** What a bar is: an hour of the day, a day of the month, a month of the year, a year. */
  bar: z.enum(['hour', 'day', 'month', 'year']),
  /** The day, month or year asked for (empty for the total). */
  date: z.string(),
  totalWh: z.number(),
  bars: z.array(energyBar),
});
export type EnergySeries = z.infer<typeof energySeries>;

/** The day's power curve: 5-minute points (sum over the station's inverters; null where none reported). */
export const powerPoint = z.object({ time: z.string(), label: z.string(), powerW: z.number().nullable() });
export const powerSeries = z.object({ stationId: z.number(), timeZone: z.string(), date: z.string(), intervalMinutes: z.literal(5), points: z.array(powerPoint) });
export type PowerSeries = z.infer<typeof powerSeries>;

/** `GET /iot/station/devices/{id}`: every device bound to the station with its latest values. */
export const pvInput = z.object({ index: z.number(), voltage: z.number().nullable(), current: z.number().nullable(), powerW: z.number().nullable(), dayWh: z.number().nullable() });
const deviceBase = { id: z.number(), onlineStatus: z.string(), lastDataTime: z.string().nullable(), bindingTime: z.string().nullable() };
export const stationDevices = z.object({
  inverters: z.array(
    z.object({
      ...deviceBase,
      wnId: z.string(),
      status: z.string(),
      wnType: z.string(),
      power: z.number(),
      currentPower: z.number().nullable(),
      dayWh: z.number(),
      /** Energy recorded: what the platform counted from this inverter since it first saw it (what the station's lifetime adds up). */
      totalWh: z.number(),
      /** The inverter's own lifetime counter as last reported (includes what it made before the platform saw it). */
      counterWh: z.number().nullable(),
      pv: z.array(pvInput),
    }),
  ),
  batteries: z.array(z.object({ ...deviceBase, batteryId: z.string(), capacity: z.number(), soc: z.number().nullable(), current: z.number().nullable(), voltage: z.number().nullable() })),
  meters: z.array(z.object({ ...deviceBase, meterId: z.string(), outputPower: z.number().nullable(), kwh: z.number().nullable(), totalKwh: z.number().nullable() })),
});
export type StationDevices = z.infer<typeof stationDevices>;
