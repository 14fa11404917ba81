/**
 * The dashboard map's geometry: the world in web Mercator (what installers know
 * from every online map), as a square of WORLD_SIZE units with north up, shown
 * through a view that scales and shifts it onto the screen. The land and the
 * stations are projected by the same function, so they line up at any zoom.
 */

export const WORLD_SIZE = 1024;
/** Mercator cannot reach the poles; online maps stop here too. */
const MAX_LAT = 85.05113;

export interface Place {
  latitude: number;
  longitude: number;
}

/** Screen = world × k + (x, y). */
export interface View {
  k: number;
  x: number;
  y: number;
}

export interface Size {
  width: number;
  height: number;
}

/** Where a place lies in the world square. */
export function toWorld(p: Place): [number, number] {
  const phi = (Math.max(-MAX_LAT, Math.min(MAX_LAT, p.latitude)) * Math.PI) / 180;
  const x = ((p.longitude + 180) / 360) * WORLD_SIZE;
  const y = (0.5 - Math.log(Math.tan(Math.PI / 4 + phi / 2)) / (2 * Math.PI)) * WORLD_SIZE;
  return [x, y];
}

export const toScreen = ([wx, wy]: [number, number], v: View): [number, number] => [wx * v.k + v.x, wy * v.k + v.y];

/** From the whole world at a glance to a few streets. */
export const zoomLimits = (size: Size) => ({ min: Math.min(size.width, size.height) / WORLD_SIZE, max: 2 ** 14 });
/** Fitting a fleet never zooms past a region, so a dealer's few plants in one town still show the country around them. */
const FIT_MAX_K = 2 ** 6;
const MARGIN = 0.1;

export const clampView = (v: View, size: Size): View => {
  const { min, max } = zoomLimits(size);
  const k = Math.min(max, Math.max(min, v.k));
  // Keep some of the world on the screen: it cannot be dragged away entirely.
  const span = WORLD_SIZE * k;
  const x = Math.min(size.width / 2, Math.max(size.width / 2 - span, v.x));
  const y = Math.min(size.height / 2, Math.max(size.height / 2 - span, v.y));
  return { k, x, y };
};

/** The view that shows a box of the world square (x0, y0, x1, y1) with a margin, at most FIT_MAX_K (or `maxK`). */
export function fitBox(box: [number, number, number, number], size: Size, maxK = FIT_MAX_K): View {
  const [x0, y0, x1, y1] = box;
  const inner = { width: size.width * (1 - 2 * MARGIN), height: size.height * (1 - 2 * MARGIN) };
  const k = Math.min(maxK, inner.width / Math.max(x1 - x0, 1e-9), inner.height / Math.max(y1 - y0, 1e-9));
  return clampView({ k, x: size.width / 2 - ((x0 + x1) / 2) * k, y: size.height / 2 - ((y0 + y1) / 2) * k }, size);
}

/** The view that shows every point (world coordinates, column by column); the whole world when there is none. */
export function fitView(xs: ArrayLike<number>, ys: ArrayLike<number>, size: Size): View {
  if (!xs.length) return fitBox([0, WORLD_SIZE * 0.15, WORLD_SIZE, WORLD_SIZE * 0.8], size);
  let [x0, y0, x1, y1] = [Infinity, Infinity, -Infinity, -Infinity];
  for (let i = 0; i < xs.length; i++) {
    x0 = Math.min(x0, xs[i]);
    y0 = Math.min(y0, ys[i]);
    x1 = Math.max(x1, xs[i]);
    y1 = Math.max(y1, ys[i]);
  }
  return fitBox([x0, y0, x1, y1], size);
}

/** Zoomed by `factor` about a screen point, which stays where it is. */
export function zoomAt(v: View, factor: number, [cx, cy]: [number, number], size: Size): View {
  const { min, max } = zoomLimits(size);
  const k = Math.min(max, Math.max(min, v.k * factor));
  const f = k / v.k;
  return clampView({ k, x: cx - (cx - v.x) * f, y: cy - (cy - v.y) * f }, size);
}

export const panBy = (v: View, dx: number, dy: number, size: Size): View => clampView({ ...v, x: v.x + dx, y: v.y + dy }, size);
