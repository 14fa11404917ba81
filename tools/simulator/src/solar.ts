/**
 * Enough astronomy for a believable solar day: the sun's elevation from the
 * NOAA low-precision formulas (good to a fraction of a degree), a clear-sky
 * share of rated output, and drifting clouds.
 */

const rad = Math.PI / 180;

export function sunElevation(ts: number, latitude: number, longitude: number): number {
  const d = new Date(ts);
  const startOfYear = Date.UTC(d.getUTCFullYear(), 0, 1);
  const dayOfYear = Math.floor((ts - startOfYear) / 86_400_000) + 1;
  const hours = d.getUTCHours() + d.getUTCMinutes() / 60 + d.getUTCSeconds() / 3600;
  const g = ((2 * Math.PI) / 365) * (dayOfYear - 1 + (hours - 12) / 24);
  const decl = 0.006918 - 0.399912 * Math.cos(g) + 0.070257 * Math.sin(g) - 0.006758 * Math.cos(2 * g) + 0.000907 * Math.sin(2 * g) - 0.002697 * Math.cos(3 * g) + 0.00148 * Math.sin(3 * g);
  const eqTimeMin = 229.18 * (0.000075 + 0.001868 * Math.cos(g) - 0.032077 * Math.sin(g) - 0.014615 * Math.cos(2 * g) - 0.040849 * Math.sin(2 * g));
  const trueSolarMin = hours * 60 + eqTimeMin + 4 * longitude;
  const hourAngle = (trueSolarMin / 4 - 180) * rad;
  const lat = latitude * rad;
  const cosZenith = Math.sin(lat) * Math.sin(decl) + Math.cos(lat) * Math.cos(decl) * Math.cos(hourAngle);
  return 90 - Math.acos(Math.max(-1, Math.min(1, cosZenith))) / rad;
}

/** Share of rated output under a clear sky (air mass makes a low sun much weaker than its angle alone). */
export function clearSky(elevationDeg: number): number {
  if (elevationDeg <= 0) return 0;
  return Math.pow(Math.sin(elevationDeg * rad), 1.3);
}

/** A per-station cloud factor in [0.15, 1] that wanders slowly, with the odd passing cloud. */
export class Weather {
  private factor = 0.6 + Math.random() * 0.4;

  next(): number {
    this.factor += (Math.random() - 0.5) * 0.08;
    this.factor = Math.max(0.15, Math.min(1, this.factor));
    return Math.random() < 0.05 ? this.factor * 0.4 : this.factor;
  }
}

/** The station-local calendar day, for counters that reset at local midnight. */
export function localDay(ts: number, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(ts);
}
