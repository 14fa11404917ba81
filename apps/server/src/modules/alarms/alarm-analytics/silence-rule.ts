/** A device whose newest report is older than this is silent (reports come every 5 minutes by default). */
export const SILENCE_MS = 30 * 60_000;
/** Inverters wake up a while after sunrise and sleep before sunset: no alarm in that first and last hour. */
export const DAYLIGHT_MARGIN_MS = 60 * 60_000;
/** The key of the station-level alarm among device keys. */
export const STATION_KEY = 'station';

export interface SilenceInput {
  now: Date;
  /** The station should be producing now (`isProducingDaylight`). */
  daylight: boolean;
  /** The station's bound devices, keyed `type:code`. */
  devices: { key: string; lastDataTime: Date | null }[];
  /** Keys with an open not-reporting alarm: devices, or STATION_KEY. */
  open: ReadonlySet<string>;
}

export const isSilent = (lastDataTime: Date | null, now: Date) => !lastDataTime || now.getTime() - lastDataTime.getTime() > SILENCE_MS;

/**
 * Which not-reporting alarms of one station to open and close. Silence opens
 * an alarm only in daylight (at night a plant is quiet by design); an open
 * alarm stays through the night and clears only when its device reports
 * again. When every device of a station (two or more) is silent, one
 * station alarm stands for them and replaces their own.
 */
export function silenceChanges({ now, daylight, devices, open }: SilenceInput): { open: string[]; close: string[] } {
  const silent = new Set(devices.filter((d) => isSilent(d.lastDataTime, now)).map((d) => d.key));
  const allSilent = devices.length >= 2 && silent.size === devices.length;
  const stationAlarm = allSilent && (open.has(STATION_KEY) || daylight);
  const want = stationAlarm ? new Set([STATION_KEY]) : allSilent ? new Set<string>() : silent;
  const opening = daylight ? [...want].filter((k) => !open.has(k)) : [];
  const closing = [...open].filter((k) => {
    if (k === STATION_KEY) return !allSilent;
    return !silent.has(k) || stationAlarm;
  });
  return { open: opening, close: closing };
}
