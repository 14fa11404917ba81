/**
 * A plain latitude/longitude map (equirectangular): no tiles, no outline to
 * download. The view fits the stations with a margin, never narrower than a
 * region, so a dealer's three plants in one country are not one dot.
 */

export interface View {
  west: number;
  east: number;
  south: number;
  north: number;
}

const MIN_SPAN = { lon: 24, lat: 12 };
const MARGIN = 0.15;
export const WORLD: View = { west: -180, east: 180, south: -60, north: 75 };

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

/** The part of the world that shows every point; the whole world when there is none. */
export function fitView(points: { latitude: number; longitude: number }[]): View {
  if (!points.length) return WORLD;
  const lats = points.map((p) => p.latitude);
  const lons = points.map((p) => p.longitude);
  const grow = (lo: number, hi: number, min: number): [number, number] => {
    const span = Math.max(hi - lo, min) * (1 + 2 * MARGIN);
    const mid = (lo + hi) / 2;
    return [mid - span / 2, mid + span / 2];
  };
  const [west, east] = grow(Math.min(...lons), Math.max(...lons), MIN_SPAN.lon);
  const [south, north] = grow(Math.min(...lats), Math.max(...lats), MIN_SPAN.lat);
  return { west: clamp(west, -180, 180), east: clamp(east, -180, 180), south: clamp(south, -90, 90), north: clamp(north, -90, 90) };
}

/** Where a point lies in a box of `width` × `height` (north up). */
export function project(p: { latitude: number; longitude: number }, v: View, width: number, height: number): { x: number; y: number } {
  return { x: ((p.longitude - v.west) / (v.east - v.west)) * width, y: ((v.north - p.latitude) / (v.north - v.south)) * height };
}

const STEPS = [1, 2, 5, 10, 15, 30];

/** Graticule lines at a round step giving about four to eight lines across the view. */
export function graticule(v: View): { meridians: number[]; parallels: number[] } {
  const step = STEPS.find((s) => (v.east - v.west) / s <= 8) ?? 60;
  const lines = (lo: number, hi: number) => {
    const out: number[] = [];
    for (let x = Math.ceil(lo / step) * step; x <= hi; x += step) out.push(x);
    return out;
  };
  return { meridians: lines(v.west, v.east), parallels: lines(v.south, v.north) };
}

/** A dot's radius: a station is small, a grid cell of many grows with the square root of its count. */
export const radiusOf = (stations: number) => Math.min(16, 4 + 2 * Math.sqrt(Math.max(0, stations - 1)));
