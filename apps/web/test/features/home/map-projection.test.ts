import { describe, expect, it } from 'vitest';
import { fitView, graticule, project, radiusOf, WORLD } from '../../../src/features/home/map-projection.ts';

const berlin = { latitude: 52.52, longitude: 13.4 };
const munich = { latitude: 48.14, longitude: 11.58 };

describe('fleet map', () => {
  it('shows the whole world without stations, and a region around a dealer’s few', () => {
    expect(fitView([])).toBe(WORLD);
    const v = fitView([berlin, munich]);
    expect(v.west).toBeLessThan(munich.longitude);
    expect(v.east).toBeGreaterThan(berlin.longitude);
    // Never narrower than a region, even for two nearby plants.
    expect(v.east - v.west).toBeGreaterThanOrEqual(24);
    expect(v.north - v.south).toBeGreaterThanOrEqual(12);
  });

  it('stays on the globe for a fleet on every continent', () => {
    const v = fitView([{ latitude: -60, longitude: -170 }, { latitude: 70, longitude: 175 }]);
    expect([v.west, v.east]).toEqual([-180, 180]);
    expect(v.south).toBeGreaterThanOrEqual(-90);
    expect(v.north).toBeLessThanOrEqual(90);
    expect(v.south).toBeLessThan(-60);
    expect(v.north).toBeGreaterThan(70);
  });

  it('puts north up and east right', () => {
    const v = { west: 0, east: 20, south: 40, north: 60 };
    expect(project({ latitude: 60, longitude: 0 }, v, 200, 100)).toEqual({ x: 0, y: 0 });
    expect(project({ latitude: 50, longitude: 10 }, v, 200, 100)).toEqual({ x: 100, y: 50 });
    expect(project({ latitude: 40, longitude: 20 }, v, 200, 100)).toEqual({ x: 200, y: 100 });
  });

  it('draws a handful of round graticule lines', () => {
    expect(graticule(WORLD).meridians).toEqual([-180, -120, -60, 0, 60, 120, 180]);
    expect(graticule({ west: 3, east: 27, south: 44, north: 57 })).toEqual({ meridians: [5, 10, 15, 20, 25], parallels: [45, 50, 55] });
  });

  it('grows a dot with the stations it stands for, within bounds', () => {
    expect(radiusOf(1)).toBe(4);
    expect(radiusOf(5)).toBe(8);
    expect(radiusOf(10_000)).toBe(16);
  });
});
