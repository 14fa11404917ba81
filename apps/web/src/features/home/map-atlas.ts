import { toWorld, WORLD_SIZE } from './map-projection.ts';

/** Natural Earth at 1:110 million for the world and continents, 1:50 million once a country fills the screen. */
export type Detail = '110m' | '50m';

/** The land as SVG path data in the world square: countries filled, borders between them, coastlines. */
export interface Land {
  detail: Detail;
  countries: string;
  borders: string;
  coast: string;
}

/** The parts of a TopoJSON topology (world-atlas) the map reads. */
interface Topology {
  transform: { scale: [number, number]; translate: [number, number] };
  arcs: [number, number][][];
  objects: { countries: { geometries: ({ type: 'Polygon'; arcs: number[][] } | { type: 'MultiPolygon'; arcs: number[][][] } | { type: null })[] } };
}

// The atlas files are chunks of their own, fetched only when a map is drawn (never with the sign-in page).
const files: Record<Detail, () => Promise<{ default: unknown }>> = {
  '110m': () => import('world-atlas/countries-110m.json'),
  '50m': () => import('world-atlas/countries-50m.json'),
};

/** Above this width of the whole world on screen (px), the finer atlas: the coarse one shows its corners. */
const FINE_FROM = 6000;
export const detailFor = (k: number): Detail => (k * WORLD_SIZE > FINE_FROM ? '50m' : '110m');

/** Natural Earth cuts the land at the antimeridian and closes Antarctica along the pole: those edges are no coast. */
const onCut = (lon: number, lat: number) => Math.abs(lon) > 179.999 || lat < -89.999;
const num = (v: number) => Math.round(v * 100) / 100;

/**
 * The atlas projected arc by arc (each arc once, however many countries share
 * it, its path text written once per direction), straight from its quantized
 * TopoJSON: a country is its rings of arcs, an arc of two countries is a
 * border, an arc of one a coast.
 */
export function landOf(atlas: Topology, detail: Detail): Land {
  const { scale, translate } = atlas.transform;
  const cut: boolean[][] = [];
  const points = atlas.arcs.map((arc, a) => {
    let [qx, qy] = [0, 0];
    cut[a] = [];
    return arc.map(([dx, dy]) => {
      qx += dx;
      qy += dy;
      const [lon, lat] = [qx * scale[0] + translate[0], qy * scale[1] + translate[1]];
      const [x, y] = toWorld({ latitude: lat, longitude: lon });
      cut[a].push(onCut(lon, lat));
      return `${num(x)},${num(y)}`;
    });
  });
  const forward = points.map((p) => p.join('L'));
  const backward = new Map<number, string>();
  const users = new Map<number, Set<number>>();
  const rings: string[] = [];
  atlas.objects.countries.geometries.forEach((g, country) => {
    const polygons = g.type === 'Polygon' ? [g.arcs] : g.type === 'MultiPolygon' ? g.arcs : [];
    for (const ring of polygons.flat()) {
      // An arc starts where the one before ended: the repeated point draws nothing.
      const parts = ring.map((index) => {
        const id = index >= 0 ? index : ~index;
        users.set(id, (users.get(id) ?? new Set()).add(country));
        if (index >= 0) return forward[id];
        if (!backward.has(id)) backward.set(id, [...points[id]].reverse().join('L'));
        return backward.get(id)!;
      });
      rings.push(`M${parts.join('L')}Z`);
    }
  });
  const lines = (keep: (countries: number) => boolean) => {
    const out: string[] = [];
    for (const [id, countries] of users) {
      if (!keep(countries.size)) continue;
      if (!cut[id].includes(true)) out.push(`M${forward[id]}`);
      else points[id].forEach((p, i) => out.push(`${i > 0 && !(cut[id][i] && cut[id][i - 1]) ? 'L' : 'M'}${p}`));
    }
    return out.join('');
  };
  return { detail, countries: rings.join(''), borders: lines((n) => n > 1), coast: lines((n) => n === 1) };
}

const loaded = new Map<Detail, Promise<Land>>();

/** The land at that detail, read and projected once per page. */
export function landAt(detail: Detail): Promise<Land> {
  let land = loaded.get(detail);
  if (!land) {
    land = files[detail]().then(({ default: file }) => landOf(file as Topology, detail));
    loaded.set(detail, land);
  }
  return land;
}
