/**
 * The underperformance rule: a member producing less than RATIO of its
 * peers' median, per unit of size, once that median is worth judging.
 * The median ignores a few bad members, so one dead input cannot drag the
 * yardstick down; peers must be at least MIN_PEERS.
 */
export const PEER_RULE = { ratio: 0.6, minPeers: 3 } as const;

export interface PeerMember {
  key: string;
  energyWh: number;
  /** Size the energy is divided by: panels on a PV input, rated watts of an inverter. */
  size: number;
}

export interface Shortfall {
  key: string;
  energyWh: number;
  /** What the member would have made at the peers' median. */
  expectedWh: number;
  shortfallWh: number;
  /** Energy per unit against the median per unit, 0–RATIO. */
  ratio: number;
}

export function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
}

/**
 * The members far below their peers, or null when the group cannot be judged
 * (too few peers, or a median under `minMedian` energy per unit: a dark day).
 */
export function belowPeers(members: PeerMember[], minMedian: number): Shortfall[] | null {
  const sized = members.filter((m) => m.size > 0);
  if (sized.length < PEER_RULE.minPeers) return null;
  const yardstick = median(sized.map((m) => m.energyWh / m.size));
  if (!(yardstick >= minMedian)) return null;
  return sized
    .filter((m) => m.energyWh / m.size < PEER_RULE.ratio * yardstick)
    .map((m) => {
      const expectedWh = yardstick * m.size;
      return { key: m.key, energyWh: m.energyWh, expectedWh, shortfallWh: expectedWh - m.energyWh, ratio: m.energyWh / m.size / yardstick };
    });
}
