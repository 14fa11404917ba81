import { PEER_RULE } from '@cniot/contract/alarms/peer-judgement';

/**
 * The underperformance rule (PEER_RULE, "Against peers"): a member producing
 * less than its ratio of its peers' median, per unit of size, once that
 * median is worth judging. The median ignores a few bad members, so one dead
 * input cannot drag the yardstick down; peers must be at least minPeers.
 */
export interface PeerMember {
  key: string;
  energyWh: number;
  /** Size the energy is divided by: panels on a PV input, rated watts of an inverter. */
  size: number;
}

export interface Judged {
  key: string;
  energyWh: number;
  /** What the member would have made at the peers' median. */
  expectedWh: number;
  /** Energy per unit against the median per unit. */
  ratio: number;
}

export interface Shortfall extends Judged {
  shortfallWh: number;
}

export function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
}

/**
 * Every sized member against its peers' median, or null when the group cannot
 * be judged (too few peers, or a median under `minMedian` energy per unit: a
 * dark day).
 */
export function judgePeers(members: PeerMember[], minMedian: number): Judged[] | null {
  const sized = members.filter((m) => m.size > 0);
  if (sized.length < PEER_RULE.minPeers) return null;
  const yardstick = median(sized.map((m) => m.energyWh / m.size));
  if (!(yardstick >= minMedian)) return null;
  return sized.map((m) => ({ key: m.key, energyWh: m.energyWh, expectedWh: yardstick * m.size, ratio: m.energyWh / m.size / yardstick }));
}

/** The members far below their peers, or null when the group cannot be judged. */
export function belowPeers(members: PeerMember[], minMedian: number): Shortfall[] | null {
  const judged = judgePeers(members, minMedian);
  return judged && judged.filter((j) => j.ratio < PEER_RULE.ratio).map((j) => ({ ...j, shortfallWh: j.expectedWh - j.energyWh }));
}
