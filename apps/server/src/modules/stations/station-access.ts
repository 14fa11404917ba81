import { and, eq, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { iotStation } from '../../db/schema/devices.ts';
import { dataScopeCondition } from '../../lib/data-scope.ts';
import { notFound } from '../../lib/errors.ts';
import { currentUser } from '../../plugins/auth.ts';

/** Stations the caller may see: alive and inside their data scope. */
export const visibleStations = (req: FastifyRequest): SQL | undefined =>
  and(eq(iotStation.delFlag, '0'), dataScopeCondition(currentUser(req), { dept: iotStation.deptId, user: iotStation.userId }));

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
