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

interface Arc {
  x: number[];
  y: number[];
  /** Each point as path text, in the arc's direction. */
  text: string[];
  cut: boolean[];
}

/**
 * An arc's points projected; its longitudes kept continuous, so an arc over the
 * antimeridian does not cross the whole map — unless it goes round a pole
 * (Antarctica), whose ring must close along the bottom of the map.
 */
function project({ transform: { scale, translate } }: Topology, arc: [number, number][]): Arc {
  const [raw, lons, lats]: number[][] = [[], [], []];
  let [qx, qy, shift] = [0, 0, 0];
  for (const [dx, dy] of arc) {
    qx += dx;
    qy += dy;
    const lon = qx * scale[0] + translate[0];
    if (lons.length && Math.abs(lon + shift - lons[lons.length - 1]) > 180) shift -= Math.sign(lon + shift - lons[lons.length - 1]) * 360;
    raw.push(lon);
    lons.push(lon + shift);
    lats.push(qy * scale[1] + translate[1]);
  }
  const roundThePole = Math.max(...lons) - Math.min(...lons) >= 359;
  const out: Arc = { x: [], y: [], text: [], cut: [] };
  lons.forEach((unwrapped, i) => {
    const [x, y] = toWorld({ latitude: lats[i], longitude: roundThePole ? raw[i] : unwrapped }).map(num);
    out.x.push(x);
    out.y.push(y);
    out.text.push(`${x},${y}`);
    out.cut.push(onCut(raw[i], lats[i]));
  });
  return out;
}

/**
 * The atlas projected arc by arc (each arc once, however many countries share
 * it, its path text written once per direction), straight from its quantized
 * TopoJSON: a country is its rings of arcs, an arc of two countries is a
 * border, an arc of one a coast.
 */
export function landOf(atlas: Topology, detail: Detail): Land {
  const arcs = atlas.arcs.map((arc) => project(atlas, arc));
  const texts = new Map<string, string>();
  /** An arc's path text, backwards for a negative index, moved by whole worlds to go on from where the ring is. */
  const textOf = (id: number, backwards: boolean, dx: number) => {
    const key = `${id}:${backwards}:${dx}`;
    let text = texts.get(key);
    if (text === undefined) {
      const a = arcs[id];
      const points = dx ? a.x.map((x, i) => `${num(x + dx)},${a.y[i]}`) : a.text;
      text = (backwards ? [...points].reverse() : points).join('L');
      texts.set(key, text);
    }
    return text;
  };
  const users = new Map<number, Set<number>>();
  const rings: string[] = [];
  atlas.objects.countries.geometries.forEach((g, country) => {
    const polygons = g.type === 'Polygon' ? [g.arcs] : g.type === 'MultiPolygon' ? g.arcs : [];
    for (const ring of polygons.flat()) {
      let [end, dx] = [NaN, 0];
      // An arc starts where the one before ended: the repeated point draws nothing.
      const parts = ring.map((index) => {
        const [id, backwards] = index >= 0 ? [index, false] : [~index, true];
        users.set(id, (users.get(id) ?? new Set()).add(country));
        const { x } = arcs[id];
        const [head, tail] = backwards ? [x.length - 1, 0] : [0, x.length - 1];
        if (!Number.isNaN(end)) dx = Math.round((end - x[head]) / WORLD_SIZE) * WORLD_SIZE;
        end = x[tail] + dx;
        return textOf(id, backwards, dx);
      });
      rings.push(`M${parts.join('L')}Z`);
    }
  });
  const lines = (keep: (countries: number) => boolean) => {
    const out: string[] = [];
    for (const [id, countries] of users) {
      if (!keep(countries.size)) continue;
      const { text, cut } = arcs[id];
      if (!cut.includes(true)) out.push(`M${textOf(id, false, 0)}`);
      else text.forEach((p, i) => out.push(`${i > 0 && !(cut[i] && cut[i - 1]) ? 'L' : 'M'}${p}`));
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
