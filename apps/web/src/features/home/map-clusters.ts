import type { FleetMap } from '@cniot/contract/stations/station-map';
import { toWorld } from './map-projection.ts';

export type Status = FleetMap['status'][number];
/** Worst last: under construction, asleep, producing, not reporting, offline. */
export const SEVERITY: Status[] = ['3', '4', '0', '1', '2'];

/** The map's places in the world square, ready to cluster at any zoom. */
export interface Places {
  x: Float64Array;
  y: Float64Array;
  source: FleetMap;
}

export interface Cluster {
  /** Where it is drawn: the middle of its stations, in the world square. */
  x: number;
  y: number;
  count: number;
  /** Stations by status, in SEVERITY order. */
  byStatus: number[];
  worst: Status;
  /** Set when the cluster is a single station. */
  stationId: number | null;
  name: string | null;
  /** The world box of its stations: clicking the cluster zooms onto it. */
  box: [number, number, number, number];
  /** Its places (indexes into the map's columns): a cluster no zoom can split lists them. */
  members: number[];
}

/** A cluster gathers the stations within this many pixels of its first station: no two clusters start closer than that. */
export const CELL_PX = 48;

export function placesOf(map: FleetMap): Places {
  const n = map.latitude.length;
  const x = new Float64Array(n);
  const y = new Float64Array(n);
  for (let i = 0; i < n; i++) [x[i], y[i]] = toWorld({ latitude: map.latitude[i], longitude: map.longitude[i] });
  return { x, y, source: map };
}

const ROWS = 2 ** 22;

/** Zoom levels double the scale: clusters change when a level is crossed, not on every wheel step. */
export const levelOf = (k: number) => Math.floor(Math.log2(k));

/**
 * The stations gathered at zoom `level`: each station not yet taken starts a
 * cluster and takes every free station within CELL_PX on screen (CELL_PX / 2^level
 * in the world). A grid of that size finds the neighbours, so a fleet of 10,000
 * clusters in a few milliseconds; the grid is fixed to the world, so panning
 * keeps the clusters as they are.
 */
export function clusterAt(places: Places, level: number): Cluster[] {
  const radius = CELL_PX / 2 ** level;
  const { x, y } = places;
  const grid = new Map<number, number[]>();
  // A cell's number: its column and row in one key (fewer than 2^22 rows even at the deepest zoom).
  const cellOf = (i: number) => [Math.floor(x[i] / radius), Math.floor(y[i] / radius)];
  const keyOf = (gx: number, gy: number) => gx * ROWS + gy;
  for (let i = 0; i < x.length; i++) {
    const key = keyOf(...(cellOf(i) as [number, number]));
    const bucket = grid.get(key);
    if (bucket) bucket.push(i);
    else grid.set(key, [i]);
  }
  const taken = new Uint8Array(x.length);
  const clusters: Cluster[] = [];
  for (let seed = 0; seed < x.length; seed++) {
    if (taken[seed]) continue;
    const members: number[] = [];
    const [cx, cy] = cellOf(seed);
    // Seeds are a radius apart, so a cell is read by a handful of seeds at most: the whole pass stays linear.
    for (let gx = cx - 1; gx <= cx + 1; gx++) {
      for (let gy = cy - 1; gy <= cy + 1; gy++) {
        for (const i of grid.get(keyOf(gx, gy)) ?? []) {
          if (taken[i] || (x[i] - x[seed]) ** 2 + (y[i] - y[seed]) ** 2 > radius ** 2) continue;
          taken[i] = 1;
          members.push(i);
        }
      }
    }
    clusters.push(clusterOf(places, members));
  }
  return clusters;
}

function clusterOf({ x, y, source }: Places, members: number[]): Cluster {
  const byStatus = [0, 0, 0, 0, 0];
  const box: Cluster['box'] = [Infinity, Infinity, -Infinity, -Infinity];
  let [count, sx, sy] = [0, 0, 0];
  for (const i of members) {
    const n = source.stations[i];
    count += n;
    sx += x[i] * n;
    sy += y[i] * n;
    byStatus[SEVERITY.indexOf(source.status[i])] += n;
    box[0] = Math.min(box[0], x[i]);
    box[1] = Math.min(box[1], y[i]);
    box[2] = Math.max(box[2], x[i]);
    box[3] = Math.max(box[3], y[i]);
  }
  const single = count === 1;
  return {
    x: sx / count,
    y: sy / count,
    count,
    byStatus,
    worst: SEVERITY[byStatus.findLastIndex((n) => n > 0)],
    stationId: single ? source.stationId[members[0]] : null,
    name: single ? source.stationName[members[0]] : null,
    box,
    members,
  };
}
