import { describe, expect, it } from 'vitest';
import { sunPosition } from '../../../../src/lib/solar-position.ts';
import { airMass, defaultPlane, expectedEnergyWh, ineichenPerez, planeOfArray, SYSTEM_LOSS } from '../../../../src/modules/stations/stations/clear-sky.ts';
import { dayBounds } from '../../../../src/lib/zoned.ts';

describe('sun position (NOAA) against NREL SPA', () => {
  // Reda & Andreas, "Solar Position Algorithm for Solar Radiation Applications", NREL/TP-560-34302 (2003, rev. 2008),
  // appendix A.5: Golden, Colorado, 39.742476° N 105.1786° W, 2003-10-17 12:30:30 local time (UTC−7):
  // topocentric zenith 50.11162° with refraction, elevation 39.872046° without it (geometric zenith 50.127954°),
  // azimuth 194.34024° (clockwise from north). NOAA's equations hold to 0.02° there; the parallax SPA adds is 0.002°.
  it('matches the SPA report example within 0.02°', () => {
    const sun = sunPosition(Date.UTC(2003, 9, 17, 19, 30, 30), 39.742476, -105.1786);
    expect(Math.abs(sun.zenith - 50.127954)).toBeLessThan(0.02);
    expect(Math.abs(sun.azimuth - 194.34024)).toBeLessThan(0.02);
  });

  it('puts the morning sun in the east and the afternoon sun in the west, below the equator too', () => {
    // Sydney at 09:00 and 15:00 local (UTC+10 in June): the sun is north-east, then north-west.
    const morning = sunPosition(Date.UTC(2024, 5, 20, 23), -33.8688, 151.2093);
    const afternoon = sunPosition(Date.UTC(2024, 5, 21, 5), -33.8688, 151.2093);
    expect(morning.azimuth).toBeGreaterThan(0);
    expect(morning.azimuth).toBeLessThan(90);
    expect(afternoon.azimuth).toBeGreaterThan(270);
  });
});

describe('Ineichen–Perez clear sky', () => {
  // Reference values of pvlib-python's clear-sky tests (pvlib/tests/test_clearsky.py: test_ineichen_scalar_input,
  // test_ineichen_dni_extra, test_ineichen_altitude, test_ineichen_series), which implement Ineichen & Perez,
  // "A new airmass independent formulation for the Linke turbidity coefficient", Solar Energy 73 (2002) 151–157.
  // Tolerance 0.01 W/m² (the published figures carry six or more decimals).
  it.each([
    ['zenith 10°, air mass 1, TL 3', 10, 1, 3, 1364, 0, 1038.159219, 942.2081860378344, 110.26529293612793],
    ['with 1370 W/m² at the top of the atmosphere', 10, 1, 3, 1370, 0, 1042.72590228, 946.35279683, 110.75033088],
    ['at 2000 m', 10, 1, 3, 1364, 2000, 1134.24312405, 994.95377835, 154.40492924],
    ['Tucson 2014-06-24 09:00, zenith 46.05°', 46.0467599, 1.32355476, 3, 1364, 0, 704.6968125, 888.90147035, 87.73601277],
    ['Tucson 2014-06-24 18:00, zenith 72.42°', 72.41687122, 3.01614096, 3, 1364, 0, 251.99427693, 655.44925241, 53.9901349],
  ])('%s', (_name, zenith, am, tl, extra, altitude, ghi, dni, dhi) => {
    const sky = ineichenPerez(zenith, am, tl, extra, altitude);
    expect(sky.ghi).toBeCloseTo(ghi, 2);
    expect(sky.dni).toBeCloseTo(dni, 2);
    expect(sky.dhi).toBeCloseTo(dhi, 2);
  });

  it('gives nothing with the sun below the horizon', () => {
    expect(ineichenPerez(95, airMass(95), 3, 1364)).toEqual({ ghi: 0, dni: 0, dhi: 0 });
  });

  // Kasten & Young, "Revised optical air mass tables and approximation formula", Applied Optics 28 (1989) 4735, table:
  // 1.0000 at the zenith, 1.9942 at 60°, 5.5841 at 80° (their formula agrees with the table within 0.1 % below 85°).
  it.each([
    [0, 1.0],
    [60, 1.9942],
    [80, 5.5841],
  ])('air mass at zenith %s° is %s (Kasten & Young)', (zenith, expected) => {
    expect(Math.abs((airMass(zenith) as number) / expected - 1)).toBeLessThan(0.002);
  });
});

describe('transposition and day energy', () => {
  const sky = { ghi: 800, dni: 850, dhi: 110 };
  it('a flat array receives the global horizontal irradiance', () => {
    const sun = { zenith: 40, azimuth: 150 };
    expect(planeOfArray({ ghi: 850 * Math.cos((40 * Math.PI) / 180) + 110, dni: 850, dhi: 110 }, sun, { tilt: 0, azimuth: 180 })).toBeCloseTo(850 * Math.cos((40 * Math.PI) / 180) + 110, 6);
  });

  it('an array facing the sun squarely takes the whole beam, half the ground and the sky by its tilt', () => {
    const poa = planeOfArray(sky, { zenith: 30, azimuth: 180 }, { tilt: 30, azimuth: 180 });
    const c = Math.cos((30 * Math.PI) / 180);
    expect(poa).toBeCloseTo(850 + (110 * (1 + c)) / 2 + (800 * 0.2 * (1 - c)) / 2, 6);
  });

  it('faces the equator without a layout', () => {
    expect(defaultPlane(52.5)).toEqual({ tilt: 30, azimuth: 180 });
    expect(defaultPlane(-33.9)).toEqual({ tilt: 30, azimuth: 0 });
  });

  // Shape checks, not references: summer beats winter, the equator-facing array beats the pole-facing one, energy scales with capacity.
  it('gives a Berlin array more in summer, facing south, and in proportion to its capacity', () => {
    const plant = { latitude: 52.52, longitude: 13.405, capacity: 1, tilt: 30, azimuth: 180 };
    const summer = dayBounds('2024-06-21', 'Europe/Berlin');
    const winter = dayBounds('2024-12-21', 'Europe/Berlin');
    const june = expectedEnergyWh(plant, summer.start, summer.end);
    const december = expectedEnergyWh(plant, winter.start, winter.end);
    expect(june).toBeGreaterThan(3 * december);
    // Never more than the peak power, less the losses, over the whole day.
    expect(june).toBeLessThan(24 * 1000 * (1 - SYSTEM_LOSS));
    expect(expectedEnergyWh({ ...plant, azimuth: 0 }, winter.start, winter.end)).toBeLessThan(december * 0.5);
    expect(expectedEnergyWh({ ...plant, capacity: 2.5 }, summer.start, summer.end)).toBeCloseTo(2.5 * june, 6);
  });
});
