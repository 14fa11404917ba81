import { z } from 'zod';

/**
 * "Against peers" means one thing wherever a screen, export or mail carries
 * the name (docs/alarms.md, "Against peers"): the energy a member made per
 * unit of its size on its station's last complete local day, as a share of
 * the median of its peers on that day. Peers are the members of the same kind
 * in the same group: a PV input's are the station's inputs, an inverter's the
 * station's inverters, a station's the stations of its time zone. A group is
 * judged only with at least `minPeers` members and a median worth judging (a
 * dark day proves nothing); a member not judged has no figure and reads "—",
 * never 0 %. Below `ratio` a PV input or inverter raises an underperformance
 * alarm.
 */
export const PEER_RULE = { ratio: 0.6, minPeers: 3 } as const;

/** alarm_code of the platform alarm a judgement below PEER_RULE.ratio raises; its detail holds the judgement. */
export const UNDERPERFORMANCE_CODE = 'underperformance';

/** What the size is counted in: panels wired to it (with a station layout), rated watts (without), the station's capacity. */
export const peerUnit = z.enum(['panel', 'W', 'kWp']);

/** One member's judgement, as the job stores it and the alarm detail, PV operation and maintenance and the inverter show it. */
export const peerJudgement = z.object({
  /** The station's local day judged, YYYY-MM-DD. */
  day: z.string(),
  energyWh: z.number(),
  /** What it would have made at the peers' median per unit. */
  expectedWh: z.number(),
  /** energyWh / expectedWh. */
  ratio: z.number(),
  /** Members judged together, itself included. */
  peers: z.number().int(),
  unit: peerUnit,
});
export type PeerJudgement = z.infer<typeof peerJudgement>;

/** The part a station's own judgement is kept under (an inverter's are `mi` and `pv1` … `pv6`, as its alarms). */
export const STATION_PART = 'station';
