import { deg, rad, solarDeclination } from '../../../lib/solar-position.ts';

/**
 * Sunrise and sunset by NOAA's solar calculator (the equations of its
 * spreadsheet, after Meeus): good to about a minute between ±72° latitude,
 * a few minutes nearer the poles (`lib/solar-position.ts`). `stations/sun.ts` keeps its cruder SQL
 * elevation for the dashboard; alarms need the actual times of the day.
 */

export type SunDay =
  | { kind: 'normal'; sunrise: Date; sunset: Date }
  /** The sun stays above the horizon the whole day (midnight sun). */
  | { kind: 'polarDay' }
  /** The sun stays below the horizon the whole day. */
  | { kind: 'polarNight' };

/** Refraction and the sun's radius: the upper limb touches the horizon at −0.833°. */
const HORIZON_ZENITH = 90.833;

/** cos of the sunrise hour angle; outside [−1, 1] the sun never crosses the horizon that day. */
function cosHourAngle(latitude: number, declination: number): number {
  const lat = rad(latitude);
  return Math.cos(rad(HORIZON_ZENITH)) / (Math.cos(lat) * Math.cos(declination)) - Math.tan(lat) * Math.tan(declination);
}

/** One crossing of the horizon (−1 rising, +1 setting) near `guessMs`, refined by evaluating the sun at the guess. */
function crossing(midnightMs: number, latitude: number, longitude: number, side: -1 | 1, guessMs: number): number | null {
  const { declination, equationOfTimeMin } = solarDeclination(guessMs);
  const c = cosHourAngle(latitude, declination);
  if (c > 1 || c < -1) return null;
  const minutes = 720 - 4 * longitude - equationOfTimeMin + side * 4 * deg(Math.acos(c));
  return midnightMs + minutes * 60_000;
}

/**
 * Sunrise and sunset of a calendar date (year, month 1–12, day) at a place;
 * the instants are UTC. The date is the place's own date: pass the date of
 * the station's time zone.
 */
export function sunTimes(date: { year: number; month: number; day: number }, latitude: number, longitude: number): SunDay {
  const midnight = Date.UTC(date.year, date.month - 1, date.day);
  const noon = midnight + (720 - 4 * longitude) * 60_000;
  const { declination } = solarDeclination(noon);
  const c = cosHourAngle(latitude, declination);
  if (c > 1) return { kind: 'polarNight' };
  if (c < -1) return { kind: 'polarDay' };
  // Two passes: the first guess uses the noon position, the second the position at the guessed crossing.
  let rise = crossing(midnight, latitude, longitude, -1, noon);
  let set = crossing(midnight, latitude, longitude, 1, noon);
  rise = rise === null ? null : crossing(midnight, latitude, longitude, -1, rise);
  set = set === null ? null : crossing(midnight, latitude, longitude, 1, set);
  // Near the polar circles the refined position can tip over the edge: the noon answer decides.
  if (rise === null || set === null) return c > 0 ? { kind: 'polarNight' } : { kind: 'polarDay' };
  return { kind: 'normal', sunrise: new Date(rise), sunset: new Date(set) };
}

/** The calendar date at an instant in an IANA time zone. */
export function localDate(at: Date, timeZone: string): { year: number; month: number; day: number } {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(at);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return { year: get('year'), month: get('month'), day: get('day') };
}

/**
 * Whether a plant should be producing at `at`: between sunrise and sunset of
 * the station's local date, shrunk by `marginMs` at both ends (inverters wake
 * up only once the panels give enough voltage, and fall asleep before sunset).
 */
export function isProducingDaylight(at: Date, station: { latitude: number; longitude: number; timeZone: string }, marginMs: number): boolean {
  const day = sunTimes(localDate(at, station.timeZone), station.latitude, station.longitude);
  if (day.kind !== 'normal') return day.kind === 'polarDay';
  return at.getTime() >= day.sunrise.getTime() + marginMs && at.getTime() <= day.sunset.getTime() - marginMs;
}
