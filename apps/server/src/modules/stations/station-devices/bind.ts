import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { DeviceType } from '@cniot/contract/devices/device-enums';
import type { Db } from '../../../db/client.ts';
import { KINDS } from '../../../db/device-kinds.ts';
import { badRequest } from '../../../lib/errors.ts';
import { currentUser } from '../../../plugins/auth.ts';
import { requireStation, visibleDevices } from '../../devices/device-registry/kinds.ts';

/**
 * Binds devices to a station or takes them off it. Every device must be one
 * the caller sees; binding refuses a device already on another station
 * (unbind it there first) and re-binding to the same station changes nothing;
 * unbinding leaves devices that are not on this station alone.
 */
export async function bindToStation(db: Db, req: FastifyRequest, type: DeviceType, stationId: number, by: { codes: string[] } | { ids: number[] }, mode: 'bind' | 'unbind') {
  const user = currentUser(req);
  const k = KINDS[type];
  await requireStation(db, user, stationId);
  const found = [...(await visibleDevices(db, user, k, by)).values()];
  const asked = 'codes' in by ? new Set(by.codes) : new Set(by.ids);
  if (found.length !== asked.size) {
    const seen = new Set(found.map((d) => ('codes' in by ? d.code : d.id)));
    throw badRequest('device.unknownIds', {
      ids: [...asked]
        .filter((a) => !seen.has(a as never))
        .slice(0, 20)
        .join(', '),
    });
  }
  const ids = found.map((d) => d.id);
  if (mode === 'unbind') {
    await db
      .update(k.table)
      .set({ stationId: null, bindingTime: null })
      .where(and(inArray(k.id, ids), eq(k.station, stationId)));
    return;
  }
  const elsewhere = found.filter((d) => d.stationId !== null && d.stationId !== stationId);
  if (elsewhere.length)
    throw badRequest('device.boundElsewhere', {
      ids: elsewhere
        .map((d) => d.code)
        .slice(0, 20)
        .join(', '),
    });
  // `station_id is null` keeps a concurrent bind to another station from being overwritten.
  await db
    .update(k.table)
    .set({ stationId, bindingTime: new Date() })
    .where(and(inArray(k.id, ids), isNull(k.station)));
}
