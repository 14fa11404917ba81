import { rad, solarDeclination, sunPosition } from '../../../lib/solar-position.ts';

/**
 * What a plant's sky allows on a cloudless day (docs/stations.md, "Expected
 * yield"): the sun's position (NOAA), clear-sky irradiance by Ineichen and
 * Perez (2002) with a Linke turbidity of 3 at sea level, transposed onto the
 * array's plane with the isotropic sky of Liu and Jordan plus the ground's
 * reflection (albedo 0.2), and turned into energy by the array's peak power
 * less a flat system loss of 14 % (PVWatts' default: soiling, wiring,
 * mismatch, inverter, temperature).
 */

export const LINKE_TURBIDITY = 3;
export const ALBEDO = 0.2;
export const SYSTEM_LOSS = 0.14;
/** Irradiance at which the array delivers its peak power (STC), W/m². */
const STC_IRRADIANCE = 1000;
const SOLAR_CONSTANT = 1367;
const STEP_MS = 5 * 60_000;

export interface ClearSky {
  ghi: number;
  dni: number;
  dhi: number;
}

/** Relative optical air mass at a zenith in degrees (Kasten and Young 1989); null with the sun below the horizon. */
export function airMass(zenith: number): number | null {
  if (zenith >= 90) return null;
  return 1 / (Math.cos(rad(zenith)) + 0.50572 * (96.07995 - zenith) ** -1.6364);
}

/** Irradiance at the top of the atmosphere on a day of the year (W/m², the earth's orbit as a cosine). */
export function extraterrestrial(dayOfYear: number): number {
  return SOLAR_CONSTANT * (1 + 0.033 * Math.cos((2 * Math.PI * dayOfYear) / 365));
}

/**
 * Ineichen–Perez clear-sky irradiance (without the Perez enhancement factor)
 * for a zenith in degrees, the absolute air mass, Linke turbidity, top-of-
 * atmosphere irradiance and altitude in metres.
 */
export function ineichenPerez(zenith: number, airMassAbsolute: number | null, turbidity: number, dniExtra: number, altitude = 0): ClearSky {
  const cosZenith = Math.cos(rad(zenith));
  if (airMassAbsolute === null || cosZenith <= 0) return { ghi: 0, dni: 0, dhi: 0 };
  const fh1 = Math.exp(-altitude / 8000);
  const fh2 = Math.exp(-altitude / 1250);
  const cg1 = 5.09e-5 * altitude + 0.868;
  const cg2 = 3.92e-5 * altitude + 0.0387;
  const ghi = cg1 * dniExtra * cosZenith * Math.exp(-cg2 * airMassAbsolute * (fh1 + fh2 * (turbidity - 1)));
  const b = 0.664 + 0.163 / fh1;
  const beamLimit = b * dniExtra * Math.exp(-0.09 * airMassAbsolute * (turbidity - 1));
  const beamFromGlobal = (ghi * (1 - (0.1 - 0.2 * Math.exp(-turbidity)) / (0.1 + 0.882 / fh1))) / cosZenith;
  const dni = Math.max(0, Math.min(beamLimit, beamFromGlobal));
  return { ghi, dni, dhi: ghi - dni * cosZenith };
}

export interface ArrayPlane {
  /** Degrees from horizontal. */
  tilt: number;
  /** Degrees clockwise from north the panels face (180 south). */
  azimuth: number;
}

/** Irradiance on the array's plane: beam by the angle of incidence, isotropic sky diffuse, ground reflection. */
export function planeOfArray(sky: ClearSky, sun: { zenith: number; azimuth: number }, plane: ArrayPlane, albedo = ALBEDO): number {
  const tilt = rad(plane.tilt);
  const zenith = rad(sun.zenith);
  const cosIncidence = Math.cos(zenith) * Math.cos(tilt) + Math.sin(zenith) * Math.sin(tilt) * Math.cos(rad(sun.azimuth - plane.azimuth));
  return sky.dni * Math.max(0, cosIncidence) + (sky.dhi * (1 + Math.cos(tilt))) / 2 + (sky.ghi * albedo * (1 - Math.cos(tilt))) / 2;
}

export interface PlantGeometry extends ArrayPlane {
  latitude: number;
  longitude: number;
  /** kWp. */
  capacity: number;
}

/** Without a layout the array faces the equator at 30° (south in the northern hemisphere, north in the southern). */
export function defaultPlane(latitude: number): ArrayPlane {
  return { tilt: 30, azimuth: latitude >= 0 ? 180 : 0 };
}

/**
 * Clear-sky energy in Wh between two instants (a station's local day):
 * the power at the middle of each 5-minute step, times the step.
 */
export function expectedEnergyWh(plant: PlantGeometry, fromMs: number, toMs: number): number {
  let wh = 0;
  // Declination and equation of time move by well under 0.01° an hour: taken once an hour.
  let declination = solarDeclination(fromMs);
  for (let t = fromMs + STEP_MS / 2; t < toMs; t += STEP_MS) {
    if ((t - fromMs) % 3_600_000 < STEP_MS) declination = solarDeclination(t);
    const sun = sunPosition(t, plant.latitude, plant.longitude, declination);
    if (sun.zenith >= 90) continue;
    const dayOfYear = Math.floor((t - Date.UTC(new Date(t).getUTCFullYear(), 0, 1)) / 86_400_000) + 1;
    const sky = ineichenPerez(sun.zenith, airMass(sun.zenith), LINKE_TURBIDITY, extraterrestrial(dayOfYear));
    const poa = planeOfArray(sky, sun, plant);
    wh += ((plant.capacity * 1000 * poa) / STC_IRRADIANCE) * (1 - SYSTEM_LOSS) * (STEP_MS / 3_600_000);
  }
  return wh;
}
