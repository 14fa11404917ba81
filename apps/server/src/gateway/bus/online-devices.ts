import { sql } from 'drizzle-orm';
import { DEVICE_TYPES, OnlineStatus } from '@cniot/contract/devices/device-enums';
import { rowsOf, type Db } from '../../db/client.ts';
import { KINDS } from '../../db/device-kinds.ts';
import type { Presence } from '../presence.ts';
import { nameOf } from '../raw-sql.ts';

/**
 * RabbitMQ keeps no retained `status` for AMQP consumers: a node starting on
 * the bus learns who is online from the database, which every node keeps up
 * to date, and from the status messages that follow.
 */
export async function loadOnlineDevices(db: Db, presence: Presence): Promise<void> {
  for (const type of DEVICE_TYPES) {
    const k = KINDS[type];
    const rows = await rowsOf<{ id: string; session: number }>(
      db,
      sql`select ${nameOf(k.code)} as id, status_session::float8 as session from ${nameOf(k.table)}
          where online_status = ${OnlineStatus.online} and del_flag = '0'`,
    );
    for (const r of rows) presence.apply(type, r.id, { session: r.session, state: 'online' });
  }
}
