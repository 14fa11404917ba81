import { describe, expect, it } from 'vitest';
import { fitView, panBy, toScreen, toWorld, WORLD_SIZE, zoomAt, zoomLimits } from '../../../src/features/home/map-projection.ts';

const berlin = { latitude: 52.52, longitude: 13.405 };
const munich = { latitude: 48.14, longitude: 11.58 };
const size = { width: 800, height: 400 };
const column = (...places: { latitude: number; longitude: number }[]) => {
  const w = places.map(toWorld);
  return [w.map((p) => p[0]), w.map((p) => p[1])] as const;
};

describe('the fleet map projection', () => {
  it('puts a place where web Mercator puts it, north up and east right', () => {
    expect(toWorld({ latitude: 0, longitude: 0 })).toEqual([WORLD_SIZE / 2, WORLD_SIZE / 2]);
    expect(toWorld({ latitude: 0, longitude: 180 })[0]).toBe(WORLD_SIZE);
    // Berlin in web Mercator (EPSG:3857): 1,492,238 m east and 6,894,700 m north of a world 40,075,017 m wide.
    const [x, y] = toWorld(berlin);
    expect(x / WORLD_SIZE).toBeCloseTo(0.5 + 1_492_238 / 40_075_017, 6);
    expect(y / WORLD_SIZE).toBeCloseTo(0.5 - 6_894_700 / 40_075_017, 6);
    expect(toWorld(munich)[1]).toBeGreaterThan(y);
  });

  it('opens on the fleet: every station inside the margin, two nearby plants still showing their region', () => {
    const [xs, ys] = column(berlin, munich);
    const v = fitView(xs, ys, size);
    for (const p of [berlin, munich]) {
      const [sx, sy] = toScreen(toWorld(p), v);
      expect(sx).toBeGreaterThanOrEqual(size.width * 0.1 - 1e-6);
      expect(sx).toBeLessThanOrEqual(size.width * 0.9 + 1e-6);
      expect(sy).toBeGreaterThanOrEqual(size.height * 0.1 - 1e-6);
      expect(sy).toBeLessThanOrEqual(size.height * 0.9 + 1e-6);
    }
    // One plant alone is not shown at street level: at most 2^6, about a 5° wide region at this width.
    const one = fitView(...column(berlin), size);
    expect(one.k).toBe(64);
    expect(toScreen(toWorld(berlin), one)).toEqual([size.width / 2, size.height / 2]);
  });

  it('shows the whole width of the world without stations', () => {
    const v = fitView([], [], size);
    expect(toScreen([0, WORLD_SIZE / 2], v)[0]).toBeGreaterThanOrEqual(0);
    expect(toScreen([WORLD_SIZE, WORLD_SIZE / 2], v)[0]).toBeLessThanOrEqual(size.width);
  });

  it('zooms about the pointer, within limits', () => {
    const v = { k: 4, x: -100, y: -50 };
    const at: [number, number] = [300, 120];
    const world = [(at[0] - v.x) / v.k, (at[1] - v.y) / v.k] as [number, number];
    const zoomed = zoomAt(v, 2, at, size);
    expect(zoomed.k).toBe(8);
    expect(toScreen(world, zoomed)[0]).toBeCloseTo(at[0], 9);
    expect(toScreen(world, zoomed)[1]).toBeCloseTo(at[1], 9);
    expect(zoomAt(v, 1e9, at, size).k).toBe(zoomLimits(size).max);
    expect(zoomAt(v, 1e-9, at, size).k).toBe(zoomLimits(size).min);
  });

  it('pans, but never drags the world off the screen', () => {
    const v = { k: 4, x: -1000, y: -1000 };
    expect(panBy(v, 30, -20, size)).toEqual({ k: 4, x: -970, y: -1020 });
    const far = panBy(v, 1e6, 1e6, size);
    expect(far.x).toBe(size.width / 2);
    expect(far.y).toBe(size.height / 2);
  });
});
