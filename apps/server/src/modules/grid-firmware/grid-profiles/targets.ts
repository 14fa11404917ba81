import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { GRID_COUNTRY_ZONES, type GridCountry } from '@cniot/contract/grid-firmware/grid-profile';
import type { GridTarget } from '@cniot/contract/grid-firmware/grid-push';
import { KINDS } from '../../../db/device-kinds.ts';
import { iotWn, iotWnGroup, iotWnGroupMember } from '../../../db/schema/devices.ts';
import { dataScopeCondition } from '../../../lib/data-scope.ts';
import { badRequest, notFound } from '../../../lib/errors.ts';
import type { LoginUser } from '../../../lib/session.ts';
import { requireStation, visibleRows } from '../../devices/device-registry/kinds.ts';

/** A push to a whole country or a large station still goes device by device; more than this is a mistake of scope. */
export const MAX_PUSH_DEVICES = 5000;

/**
 * The inverters a target names, in a stable order. A single device or a list is passed on as
 * asked (each device is checked as it is sent, so a refusal names it); a group, station or
 * country becomes the inverters in it the caller sees, and a group or station the caller does
 * not see answers 404 like an absent one.
 */
export async function targetDevices(app: FastifyInstance, user: LoginUser, t: GridTarget): Promise<string[]> {
  if (t.wnId) return [t.wnId];
  if (t.wnIds) return [...new Set(t.wnIds)];
  let where;
  if (t.groupId !== undefined) {
    const [group] = await app.db
      .select({ id: iotWnGroup.id })
      .from(iotWnGroup)
      .where(and(eq(iotWnGroup.id, t.groupId), eq(iotWnGroup.delFlag, '0'), dataScopeCondition(user, { dept: iotWnGroup.deptId, user: iotWnGroup.userId })))
      .limit(1);
    if (!group) throw notFound('grid.groupNotFound');
    where = inArray(iotWn.wnId, app.db.select({ wnId: iotWnGroupMember.wnId }).from(iotWnGroupMember).where(eq(iotWnGroupMember.groupId, t.groupId)));
  } else if (t.stationId !== undefined) {
    await requireStation(app.db, user, t.stationId);
    where = eq(iotWn.stationId, t.stationId);
  } else {
    // An inverter is in the country of its station, which is where the grid it feeds is.
    const zones = GRID_COUNTRY_ZONES[t.countryCode as GridCountry];
    where = sql`${iotWn.stationId} in (select id from iot_station where del_flag = '0' and time_zone in (${sql.join(
      zones.map((z) => sql`${z}`),
      sql`, `,
    )}))`;
  }
  const rows = await app.db
    .select({ wnId: iotWn.wnId })
    .from(iotWn)
    .where(and(where, visibleRows(KINDS.wn, user)))
    .orderBy(asc(iotWn.wnId))
    .limit(MAX_PUSH_DEVICES + 1);
  if (rows.length === 0) throw badRequest('grid.noDevices');
  if (rows.length > MAX_PUSH_DEVICES) throw badRequest('grid.tooManyDevices', { max: MAX_PUSH_DEVICES });
  return rows.map((r) => r.wnId);
}

/** How a push names its target in its record and report. */
export function targetLabel(t: GridTarget): string {
  if (t.wnId) return `wn:${t.wnId}`;
  if (t.wnIds) return `wn:${t.wnIds.length}`;
  if (t.groupId !== undefined) return `group:${t.groupId}`;
  if (t.stationId !== undefined) return `station:${t.stationId}`;
  return `country:${t.countryCode}`;
}
