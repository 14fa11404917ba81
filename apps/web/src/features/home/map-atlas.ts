import { geoMercator, geoPath } from 'd3-geo';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { MERCATOR, WORLD_SIZE } from './map-projection.ts';

/** Natural Earth at 1:110 million for the world and continents, 1:50 million once a country fills the screen. */
export type Detail = '110m' | '50m';

/** The land as SVG path data in the world square: countries filled, borders between them, coastlines. */
export interface Land {
  detail: Detail;
  countries: string;
  borders: string;
  coast: string;
}

type Atlas = Topology<{ countries: GeometryCollection; land: GeometryCollection }>;

// The atlas files are chunks of their own, fetched only when a map is drawn (never with the sign-in page).
const files: Record<Detail, () => Promise<{ default: unknown }>> = {
  '110m': () => import('world-atlas/countries-110m.json'),
  '50m': () => import('world-atlas/countries-50m.json'),
};

/** Above this width of the whole world on screen (px), the finer atlas: the coarse one shows its corners. */
const FINE_FROM = 6000;
export const detailFor = (k: number): Detail => (k * WORLD_SIZE > FINE_FROM ? '50m' : '110m');

const loaded = new Map<Detail, Promise<Land>>();

/** The land at that detail, read and projected once per page. */
export function landAt(detail: Detail): Promise<Land> {
  let land = loaded.get(detail);
  if (!land) {
    land = files[detail]().then(({ default: file }) => {
      const atlas = file as Atlas;
      // Two decimals of a 1024-unit world are under 400 m at the equator: finer than the atlas itself.
      const path = geoPath(geoMercator().scale(MERCATOR.scale).translate(MERCATOR.translate)).digits(2);
      const countries = atlas.objects.countries;
      return {
        detail,
        countries: path(feature(atlas, countries)) ?? '',
        borders: path(mesh(atlas, countries, (a, b) => a !== b)) ?? '',
        coast: path(mesh(atlas, countries, (a, b) => a === b)) ?? '',
      };
    });
    loaded.set(detail, land);
  }
  return land;
}
