/**
 * The sun's position by NOAA's solar calculator (the equations of its
 * spreadsheet, after Meeus' "Astronomical Algorithms"): declination and
 * equation of time at an instant, and from them the sun's zenith and azimuth
 * at a place. Good to about 0.01° between ±72° latitude against NREL's SPA.
 * No atmospheric refraction: the zenith is the geometric one.
 */

export const rad = (deg: number) => (deg * Math.PI) / 180;
export const deg = (r: number) => (r * 180) / Math.PI;
const DAY_MS = 86_400_000;

export interface SolarDeclination {
  /** Radians. */
  declination: number;
  equationOfTimeMin: number;
}

/** Declination and equation of time at an instant (Julian centuries since J2000). */
export function solarDeclination(ms: number): SolarDeclination {
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

export interface SunPosition {
  /** Degrees from the vertical. */
  zenith: number;
  /** Degrees clockwise from north (180 is south). */
  azimuth: number;
}

/** Where the sun stands at an instant seen from a place (latitude, longitude in degrees, east positive). */
export function sunPosition(ms: number, latitude: number, longitude: number, at: SolarDeclination = solarDeclination(ms)): SunPosition {
  const minutesUtc = (((ms % DAY_MS) + DAY_MS) % DAY_MS) / 60_000;
  const trueSolarMin = (((minutesUtc + at.equationOfTimeMin + 4 * longitude) % 1440) + 1440) % 1440;
  const hourAngle = rad(trueSolarMin / 4 - 180);
  const lat = rad(latitude);
  const cosZenith = Math.sin(lat) * Math.sin(at.declination) + Math.cos(lat) * Math.cos(at.declination) * Math.cos(hourAngle);
  const zenith = Math.acos(Math.min(1, Math.max(-1, cosZenith)));
  const denominator = Math.cos(lat) * Math.sin(zenith);
  // At the poles and with the sun at the zenith the azimuth is undefined: south (north below the equator) is as good as any.
  if (Math.abs(denominator) < 1e-9) return { zenith: deg(zenith), azimuth: latitude >= 0 ? 180 : 0 };
  const cosAz = Math.min(1, Math.max(-1, (Math.sin(lat) * Math.cos(zenith) - Math.sin(at.declination)) / denominator));
  const fromSouth = deg(Math.acos(cosAz));
  const azimuth = hourAngle > 0 ? (fromSouth + 180) % 360 : (540 - fromSouth) % 360;
  return { zenith: deg(zenith), azimuth };
}
