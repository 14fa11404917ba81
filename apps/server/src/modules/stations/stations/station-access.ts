import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../../db/client.ts';
import { iotStation } from '../../../db/schema/devices.ts';
import { dataScopeCondition } from '../../../lib/data-scope.ts';
import { notFound } from '../../../lib/errors.ts';
import { preparedRows } from '../../../lib/prepared.ts';
import { currentUser } from '../../../plugins/auth.ts';

/** Stations the caller may see: alive and inside their data scope. */
export const visibleStations = (req: FastifyRequest): SQL | undefined => and(eq(iotStation.delFlag, '0'), dataScopeCondition(currentUser(req), { dept: iotStation.deptId, user: iotStation.userId }));

export interface StationRef {
  id: number;
  stationName: string;
  timeZone: string;
  capacity: number;
  status: string;
  deptId: number | null;
  userId: number | null;
}

/** A station the caller may see, else 404: outside the scope reads exactly like a station that does not exist. */
export async function visibleStation(db: Db, req: FastifyRequest, id: number): Promise<StationRef> {
  const [row] = await db
    .select({
      id: iotStation.id,
      stationName: iotStation.stationName,
      timeZone: iotStation.timeZone,
      capacity: iotStation.capacity,
      status: iotStation.status,
      deptId: iotStation.deptId,
      userId: iotStation.userId,
    })
    .from(iotStation)
    .where(and(eq(iotStation.id, id), visibleStations(req)))
    .limit(1);
  if (!row) throw notFound('device.stationNotFound');
  return row;
}

/**
 * A station the caller may see and rows of its own in one query (a chart's
 * answer costs one round trip, not two): `rows` is a select that may name
 * `iot_station`'s columns and yields no nulls in `key`. Else 404, as above.
 * A named statement: a chart's query is long, and PostgreSQL parses it once per connection instead of per call.
 */
export async function visibleStationWith<T extends Record<string, unknown>>(db: Db, req: FastifyRequest, id: number, key: keyof T, rows: SQL): Promise<{ station: StationRef; rows: T[] }> {
  return stationWith(db, visibleStations(req), id, key, rows);
}

/** As `visibleStationWith`, for a given condition on the station instead of the caller's scope (a job reads any live station). */
export async function stationWith<T extends Record<string, unknown>>(db: Db, where: SQL | undefined, id: number, key: keyof T, rows: SQL): Promise<{ station: StationRef; rows: T[] }> {
  const found = await preparedRows<StationRef & T>(
    db,
    sql`select iot_station.id::float8 as "stationId", iot_station.station_name as "stationName", iot_station.time_zone as "timeZone",
        iot_station.capacity::float8 as capacity, iot_station.status, iot_station.dept_id as "deptId", iot_station.user_id as "userId", x.*
      from iot_station left join lateral (${rows}) x on true
      where iot_station.id = ${id} and ${where ?? sql`iot_station.del_flag = '0'`}`,
  );
  if (!found.length) throw notFound('device.stationNotFound');
  const [s] = found as (StationRef & T & { stationId: number })[];
  const station = { id: s.stationId, stationName: s.stationName, timeZone: s.timeZone, capacity: s.capacity, status: s.status, deptId: s.deptId, userId: s.userId };
  return { station, rows: found.filter((r) => r[key] !== null) };
}
