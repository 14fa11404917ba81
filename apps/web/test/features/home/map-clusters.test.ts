import { describe, expect, it } from 'vitest';
import type { FleetMap } from '@cniot/contract/stations/station-map';
import { CELL_PX, clusterAt, levelOf, placesOf } from '../../../src/features/home/map-clusters.ts';
import { toScreen, toWorld, type View } from '../../../src/features/home/map-projection.ts';

type Row = [latitude: number, longitude: number, status: FleetMap['status'][number], id: number | null, stations?: number];
const fleet = (...rows: Row[]): FleetMap => ({
  latitude: rows.map((r) => r[0]),
  longitude: rows.map((r) => r[1]),
  status: rows.map((r) => r[2]),
  stationId: rows.map((r) => r[3]),
  stationName: rows.map((r) => (r[3] === null ? null : `Plant ${r[3]}`)),
  stations: rows.map((r) => r[4] ?? 1),
});

// Berlin and Potsdam are 27 km apart; Munich 500 km south.
const map = fleet([52.52, 13.405, '0', 1], [52.39, 13.065, '2', 2], [48.14, 11.58, '4', 3]);
const places = placesOf(map);

describe('clustering the fleet map', () => {
  it('gathers a country into one cluster at world scale, counting by status and showing the worst', () => {
    const [c] = clusterAt(places, levelOf(1));
    expect(c).toMatchObject({ count: 3, worst: '2', stationId: null, name: null });
    // In SEVERITY order: under construction, asleep, producing, not reporting, offline.
    expect(c.byStatus).toEqual([0, 1, 1, 0, 1]);
    expect(c.members.sort()).toEqual([0, 1, 2]);
  });

  it('splits as the user zooms in, down to single stations where they are', () => {
    const country = clusterAt(places, 5);
    expect(country.map((c) => c.count).sort()).toEqual([1, 2]);
    const region = clusterAt(places, 9);
    expect(region).toHaveLength(3);
    const berlin = region.find((c) => c.stationId === 1)!;
    expect(berlin).toMatchObject({ count: 1, worst: '0', name: 'Plant 1' });
    expect([berlin.x, berlin.y]).toEqual(toWorld({ latitude: 52.52, longitude: 13.405 }));
  });

  it('puts a cluster at the middle of its stations and no two clusters closer than a cell', () => {
    const [a, b] = [toWorld({ latitude: 52.52, longitude: 13.405 }), toWorld({ latitude: 52.39, longitude: 13.065 })];
    const pair = clusterAt(placesOf(fleet([52.52, 13.405, '0', 1], [52.39, 13.065, '0', 2])), 3)[0];
    expect(pair.x).toBeCloseTo((a[0] + b[0]) / 2, 9);
    expect(pair.y).toBeCloseTo((a[1] + b[1]) / 2, 9);
    expect(pair.box).toEqual([Math.min(a[0], b[0]), Math.min(a[1], b[1]), Math.max(a[0], b[0]), Math.max(a[1], b[1])]);

    const view: View = { k: 2 ** 5, x: 0, y: 0 };
    const screen = clusterAt(places, levelOf(view.k)).map((c) => toScreen([c.x, c.y], view));
    // Berlin and Potsdam, 27 km apart, are 33 px apart at this zoom: one cluster; Munich is far from it.
    expect(screen).toHaveLength(2);
    expect(Math.hypot(screen[0][0] - screen[1][0], screen[0][1] - screen[1][1])).toBeGreaterThan(CELL_PX);
  });

  it('keeps clusters when panning and within a zoom level, changing them only when a level is crossed', () => {
    expect(levelOf(32)).toBe(5);
    expect(levelOf(63.9)).toBe(5);
    expect(levelOf(64)).toBe(6);
  });

  it('counts the stations of a large fleet’s grid cells, and never splits plants at the same coordinates', () => {
    const cells = placesOf(fleet([52.5, 13.4, '0', null, 700], [52.5, 13.45, '1', null, 300], [52.5, 13.45, '0', 4]));
    const [all] = clusterAt(cells, 4);
    expect(all).toMatchObject({ count: 1001, worst: '1', stationId: null });
    expect(all.byStatus).toEqual([0, 0, 701, 300, 0]);
    const deepest = clusterAt(cells, 14);
    expect(deepest.map((c) => c.count).sort()).toEqual([301, 700]);
    const same = deepest.find((c) => c.count === 301)!;
    expect(same.box[0]).toBe(same.box[2]);
    expect(same.members).toEqual([1, 2]);
  });
});
