import { z } from 'zod';
import { systemStatus } from './station.ts';

/**
 * The fleet dashboard of the home page (`GET /iot/dashboard`, `iot:station:list`),
 * over the stations the caller sees. Read from the station summary the
 * scheduler refreshes every minute (`refreshedAt`), never from raw telemetry:
 * power in W, energy in Wh (today and this month in each station's own
 * calendar), capacity in kWp.
 */

/**
 * Why a station needs attention, worst first: offline or not reporting while
 * the sun is up, far below its peers, then (at any hour) a capacity that does
 * not fit the inverters bound to it (DC/AC ratio outside DC_AC_RANGE).
 */
export const attentionReason = z.enum(['offlineInDaylight', 'notReportingInDaylight', 'belowPeers', 'dcAcRatio']);

export const attentionStation = z.object({
  stationId: z.number(),
  stationName: z.string(),
  companyName: z.string().nullable(),
  timeZone: z.string(),
  reason: attentionReason,
  systemStatus,
  /** Today's specific yield against the median of the stations in the same zone (belowPeers), else null. */
  peerRatio: z.number().nullable(),
  /** Capacity (DC) against the bound inverters' rating (AC); null without either. */
  dcAcRatio: z.number().nullable(),
  lastDataTime: z.string().nullable(),
});

/**
 * A station of the worst-first performance list: its performance ratio
 * (actual / clear-sky expected energy, docs/stations.md) over the month of
 * its last completed day, and of that day; stations without one are left out.
 */
export const performanceStation = z.object({
  stationId: z.number(),
  stationName: z.string(),
  companyName: z.string().nullable(),
  prMonth: z.number(),
  prDay: z.number().nullable(),
});

export const fleetDashboard = z.object({
  refreshedAt: z.string().nullable(),
  powerW: z.number(),
  capacityKwp: z.number(),
  todayWh: z.number(),
  monthWh: z.number(),
  totalWh: z.number(),
  /** Today's balance of the stations with a meter (docs/stations.md, "Energy balance"); nulls when none has one. */
  balance: z.object({ meteredStations: z.number(), consumptionWh: z.number().nullable(), exportWh: z.number().nullable(), selfSufficiency: z.number().nullable() }),
  stations: z.object({ total: z.number(), producing: z.number(), notReporting: z.number(), offline: z.number(), underConstruction: z.number(), asleep: z.number() }),
  devices: z.object({ total: z.number(), online: z.number(), offline: z.number() }),
  /** Commands sent to the caller's devices that are still waiting for the device's answer. */
  pendingCommands: z.number(),
  attention: z.array(attentionStation),
  /** The stations with the lowest performance ratio, worst first. */
  lowestPerformance: z.array(performanceStation),
});
export type FleetDashboard = z.infer<typeof fleetDashboard>;

export const ATTENTION_LIMIT = 10;
