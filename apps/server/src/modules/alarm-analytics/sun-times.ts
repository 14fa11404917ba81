/**
 * Sunrise and sunset by NOAA's solar calculator (the equations of its
 * spreadsheet, after Meeus): good to about a minute between ±72° latitude,
 * a few minutes nearer the poles. `stations/sun.ts` keeps its cruder SQL
 * elevation for the dashboard; alarms need the actual times of the day.
 */

export type SunDay =
  | { kind: 'normal'; sunrise: Date; sunset: Date }
  /** The sun stays above the horizon the whole day (midnight sun). */
  | { kind: 'polarDay' }
  /** The sun stays below the horizon the whole day. */
  | { kind: 'polarNight' };

const rad = (deg: number) => (deg * Math.PI) / 180;
const deg = (r: number) => (r * 180) / Math.PI;
/** Refraction and the sun's radius: the upper limb touches the horizon at −0.833°. */
const HORIZON_ZENITH = 90.833;
const DAY_MS = 86_400_000;

interface SolarPosition {
  declination: number;
  equationOfTimeMin: number;
}

/** Declination and equation of time at an instant (Julian centuries since J2000). */
function solarPosition(ms: number): SolarPosition {
  const t = (ms / DAY_MS + 2440587.5 - 2451545) / 36525;
  const meanLong = (280.46646 + t * (36000.76983 + t * 0.0003032)) % 360;
  const meanAnomaly = 357.52911 + t * (35999.05029 - 0.0001537 * t);
  const eccentricity = 0.016708634 - t * (0.000042037 + 0.0000001267 * t);
  const m = rad(meanAnomaly);
  const center = Math.sin(m) * (1.914602 - t * (0.004817 + 0.000014 * t)) + Math.sin(2 * m) * (0.019993 - 0.000101 * t) + Math.sin(3 * m) * 0.000289;
  const omega = rad(125.04 - 1934.136 * t);
  const apparentLong = meanLong + center - 0.00569 - 0.00478 * Math.sin(omega);
  const meanObliquity = 23 + (26 + (21.448 - t * (46.815 + t * (0.00059 - t * 0.001813))) / 60) / 60;
  const obliquity = rad(meanObliquity + 0.00256 * Math.cos(omega));
  const declination = Math.asin(Math.sin(obliquity) * Math.sin(rad(apparentLong)));
  const y = Math.tan(obliquity / 2) ** 2;
  const l0 = rad(meanLong);
  const eot =
    y * Math.sin(2 * l0) -
    2 * eccentricity * Math.sin(m) +
    4 * eccentricity * y * Math.sin(m) * Math.cos(2 * l0) -
    0.5 * y * y * Math.sin(4 * l0) -
    1.25 * eccentricity * eccentricity * Math.sin(2 * m);
  return { declination, equationOfTimeMin: 4 * deg(eot) };
}

/** cos of the sunrise hour angle; outside [−1, 1] the sun never crosses the horizon that day. */
function cosHourAngle(latitude: number, declination: number): number {
  const lat = rad(latitude);
  return Math.cos(rad(HORIZON_ZENITH)) / (Math.cos(lat) * Math.cos(declination)) - Math.tan(lat) * Math.tan(declination);
}

/** One crossing of the horizon (−1 rising, +1 setting) near `guessMs`, refined by evaluating the sun at the guess. */
function crossing(midnightMs: number, latitude: number, longitude: number, side: -1 | 1, guessMs: number): number | null {
  const { declination, equationOfTimeMin } = solarPosition(guessMs);
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
  const { declination } = solarPosition(noon);
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
