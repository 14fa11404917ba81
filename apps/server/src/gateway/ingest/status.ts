import { sql, type SQL } from 'drizzle-orm';
import type { DeviceType } from '@cniot/contract/devices/device-enums';
import { OnlineStatus } from '@cniot/contract/devices/device-enums';
import type { StatusPayload } from '@cniot/contract/devices/device-protocol';
import { rowsOf, type Db } from '../../db/client.ts';
import { KINDS, type VersionKey } from '../../db/device-kinds.ts';
import { nameOf } from '../raw-sql.ts';
import { settleUpgrades } from './upgrade-progress.ts';

/**
 * Online/offline from `status` (and the will). The newest connection wins; for
 * the same connection `offline` wins, so a late will cannot mark a device that
 * already reconnected as offline, and a redelivered message changes nothing.
 */
export function newerStatus(current: { session: number; online: boolean }, next: Pick<StatusPayload, 'session' | 'state'>): boolean {
  return next.session > current.session || (next.session === current.session && next.state === 'offline' && current.online);
}

/** Answers the station of a device whose status changed (its summary is stale), else null. */
export async function applyStatus(db: Db, type: DeviceType, id: string, status: StatusPayload): Promise<number | null> {
  const k = KINDS[type];
  const online = status.state === 'online';
  const sets: SQL[] = [sql`online_status = ${online ? OnlineStatus.online : OnlineStatus.offline}`, sql`status_session = ${status.session}`, sql`last_seen_time = now()`];
  for (const [key, col] of Object.entries(k.versions)) {
    const v = status.versions?.[key as VersionKey];
    if (v !== undefined) sets.push(sql`${nameOf(col)} = ${v.slice(0, 64)}`);
  }
  if (status.ip !== undefined) sets.push(sql`ip_url = ${status.ip}`);
  const [changed] = await rowsOf<{ station: number | null }>(
    db,
    sql`update ${nameOf(k.table)} set ${sql.join(sets, sql`, `)}
    where ${nameOf(k.code)} = ${id} and del_flag = '0'
      and (status_session < ${status.session}
        or (status_session = ${status.session} and ${status.state} = 'offline' and online_status = ${OnlineStatus.online}))
    returning station_id as station`,
  );
  await settleUpgrades(db, type, id, status);
  return changed?.station ?? null;
}
