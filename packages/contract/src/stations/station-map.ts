import { z } from 'zod';
import { systemStatus } from './station.ts';

/**
 * The dashboard map's places (`GET /iot/dashboard/map`, `iot:station:list`), over
 * the stations the caller sees that have coordinates. Column by column (place i
 * is the i-th entry of every array) because a fleet of 10,000 stations would
 * otherwise repeat each field name 10,000 times; the console clusters them as
 * the user zooms.
 */
export const fleetMap = z.object({
  latitude: z.array(z.number()),
  longitude: z.array(z.number()),
  status: z.array(systemStatus),
  /** 1 for a station; beyond MAP_STATION_LIMIT a place is a grid cell of MAP_CELL_DEG and counts its stations (worst status kept). */
  stations: z.array(z.number()),
  /** Null for a grid cell. */
  stationId: z.array(z.number().nullable()),
  stationName: z.array(z.string().nullable()),
});
export type FleetMap = z.infer<typeof fleetMap>;

/** Up to this many stations are sent one by one. */
export const MAP_STATION_LIMIT = 20_000;
/** The grid cell of a larger fleet, in degrees: a few kilometres, below what the map tells apart at country scale. */
export const MAP_CELL_DEG = 0.05;
