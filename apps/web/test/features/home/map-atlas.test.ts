import { describe, expect, it } from 'vitest';
import { detailFor, landAt, landOf } from '../../../src/features/home/map-atlas.ts';
import { toWorld, WORLD_SIZE } from '../../../src/features/home/map-projection.ts';

const at = (longitude: number, latitude: number) =>
  toWorld({ latitude, longitude })
    .map((v) => Math.round(v * 100) / 100)
    .join(',');

/**
 * Three countries in degrees (no quantization): A and B share the edge at 10°E (arc 0);
 * C touches the antimeridian, where Natural Earth cuts the land.
 */
const topology = {
  transform: { scale: [1, 1] as [number, number], translate: [0, 0] as [number, number] },
  arcs: [
    [
      [10, 0],
      [0, 10],
    ],
    [
      [10, 10],
      [-10, 0],
      [0, -10],
      [10, 0],
    ],
    [
      [10, 0],
      [10, 0],
      [0, 10],
      [-10, 0],
    ],
    [
      [179, 0],
      [1, 0],
      [0, 10],
      [-1, 0],
      [0, -10],
    ],
  ] as [number, number][][],
  objects: {
    countries: {
      geometries: [
        { type: 'Polygon' as const, arcs: [[0, 1]] },
        { type: 'MultiPolygon' as const, arcs: [[[2, ~0]]] },
        { type: 'Polygon' as const, arcs: [[3]] },
      ],
    },
  },
};

describe('the land of the fleet map', () => {
  it('fills each country by its rings, following shared arcs backwards where the atlas says so', () => {
    const { countries } = landOf(topology, '110m');
    expect(countries.match(/M/g)).toHaveLength(3);
    expect(countries.match(/Z/g)).toHaveLength(3);
    expect(countries).toContain(`M${at(10, 0)}L${at(10, 10)}L${at(10, 10)}L${at(0, 10)}L${at(0, 0)}L${at(10, 0)}Z`);
    expect(countries).toContain(`L${at(20, 10)}L${at(10, 10)}L${at(10, 10)}L${at(10, 0)}Z`);
  });

  it('draws an arc of two countries as their border and the others as coast, not the antimeridian cut', () => {
    const land = landOf(topology, '110m');
    expect(land.borders).toBe(`M${at(10, 0)}L${at(10, 10)}`);
    expect(land.coast).toContain(`M${at(10, 10)}L${at(0, 10)}`);
    expect(land.coast).not.toContain(`${at(10, 0)}L${at(10, 10)}`);
    // Along 180° the pen lifts: no coast line down the edge of the world.
    expect(land.coast).toContain(`M${at(179, 0)}L${at(180, 0)}M${at(180, 10)}L${at(179, 10)}L${at(179, 0)}`);
  });

  it('keeps an island over the antimeridian in one piece, and closes a ring round the pole along the bottom', () => {
    const island = landOf(
      {
        ...topology,
        arcs: [
          [
            [179, -17],
            [2, 0],
            [0, 1],
            [-2, 0],
            [0, -1],
          ],
        ],
        objects: { countries: { geometries: [{ type: 'Polygon', arcs: [[0]] }] } },
      },
      '110m',
    );
    // 181°E is drawn just past the right edge of the world, not at its left edge.
    expect(island.countries).toBe(`M${at(179, -17)}L${at(181, -17)}L${at(181, -16)}L${at(179, -16)}L${at(179, -17)}Z`);
    const pole = landOf(
      {
        ...topology,
        arcs: [
          [
            [-180, -70],
            [180, 10],
            [180, -10],
            [0, -20],
            [-360, 0],
            [0, 20],
          ],
        ],
        objects: { countries: { geometries: [{ type: 'Polygon', arcs: [[0]] }] } },
      },
      '110m',
    );
    expect(pole.countries).toBe(`M${at(-180, -70)}L${at(0, -60)}L${at(180, -70)}L${at(180, -90)}L${at(-180, -90)}L${at(-180, -70)}Z`);
  });

  it('projects Natural Earth onto the world square and keeps the finer atlas for a zoomed-in view', async () => {
    const land = await landAt('110m');
    const xs = [...land.countries.matchAll(/[ML](-?[\d.]+),/g)].map((m) => Number(m[1]));
    expect(xs.length).toBeGreaterThan(5_000);
    // No country crosses the whole map: Fiji and Russia's far east only reach a few degrees past 180°.
    expect(Math.min(...xs)).toBeGreaterThan(-0.01 * WORLD_SIZE);
    expect(Math.max(...xs)).toBeLessThan(1.05 * WORLD_SIZE);
    expect(Math.max(...xs)).toBeGreaterThan(WORLD_SIZE);
    expect(land.borders.length).toBeGreaterThan(10_000);
    expect(detailFor(1)).toBe('110m');
    expect(detailFor(64)).toBe('50m');
  });
});
