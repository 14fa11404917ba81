/**
 * Grid disturbances a plant's inverters all see at once: a rare over- or
 * under-voltage or frequency excursion that lasts a few minutes. Time-based
 * (one draw per minute of the station's clock, whoever asks first), so every
 * inverter of the station raises and clears the same `mi` bit together.
 */

/** `mi` bits of the grid faults in the alarm rule catalogue (migration 0181: GRID_OV, GRID_UV, GRID_OF, GRID_UF). */
export const GRID_FAULT_BITS = [0, 1, 2, 3] as const;
/** About one event per station a day. */
const CHANCE_PER_MINUTE = 1 / 1440;
const MIN_MINUTES = 2;
const MAX_MINUTES = 10;

export class GridEvents {
  private minute = 0;
  private until = 0;
  private bit = 0;

  constructor(private readonly chancePerMinute = CHANCE_PER_MINUTE) {}

  /** The `mi` mask the grid forces at `ts` (0 when the grid is fine). */
  maskAt(ts: number): number {
    const minute = Math.floor(ts / 60_000);
    if (minute > this.minute) {
      this.minute = minute;
      if (ts >= this.until && Math.random() < this.chancePerMinute) {
        this.bit = GRID_FAULT_BITS[Math.floor(Math.random() * GRID_FAULT_BITS.length)];
        this.until = ts + (MIN_MINUTES + Math.random() * (MAX_MINUTES - MIN_MINUTES)) * 60_000;
      }
    }
    return ts < this.until ? (1 << this.bit) >>> 0 : 0;
  }
}

const gridOf = new Map<number, GridEvents>();
/** The grid of a station, shared by its inverters. */
export function stationGrid(stationId: number): GridEvents {
  let g = gridOf.get(stationId);
  if (!g) gridOf.set(stationId, (g = new GridEvents()));
  return g;
}
