/**
 * What a plant's devices share: the inverters' latest AC power and the
 * batteries' power, so the meter at the connection point sees exactly
 * PV − house − battery and energy is conserved (production + import +
 * discharge = consumption + export + charge) whatever order devices report in.
 */
interface Plant {
  pv: Map<string, number>;
  battery: Map<string, number>;
}
const plants = new Map<number, Plant>();

function plant(stationId: number): Plant {
  let p = plants.get(stationId);
  if (!p) plants.set(stationId, (p = { pv: new Map(), battery: new Map() }));
  return p;
}

const sum = (m: Map<string, number>) => [...m.values()].reduce((a, b) => a + b, 0);

export const reportPv = (stationId: number, id: string, w: number) => void plant(stationId).pv.set(id, w);
export const reportBattery = (stationId: number, id: string, w: number) => void plant(stationId).battery.set(id, w);
export const pvOf = (stationId: number) => sum(plant(stationId).pv);
/** Positive while the plant's batteries charge. */
export const batteryOf = (stationId: number) => sum(plant(stationId).battery);

const bump = (hour: number, at: number, width: number) => Math.exp(-(((hour - at) / width) ** 2));

/**
 * A household's load (W) at an instant: a base, a morning and a larger
 * evening peak on the sun's clock at the plant, the same for every device
 * asking (no randomness), sized a little differently per plant.
 */
export function houseLoadW(ts: number, stationId: number, longitude: number): number {
  const hour = (((ts / 3_600_000 + longitude / 15) % 24) + 24) % 24;
  const size = 0.8 + ((stationId * 37) % 10) / 20;
  return size * (220 + 900 * bump(hour, 7.5, 1.2) + 1400 * bump(hour, 19.5, 1.8) + 250 * bump(hour, 13, 1.5));
}
