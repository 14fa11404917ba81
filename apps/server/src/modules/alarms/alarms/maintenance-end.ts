import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { DEVICE_TYPES } from '@cniot/contract/devices/device-enums';
import { rowsOf, type Db } from '../../../db/client.ts';
import { KINDS } from '../../../db/device-kinds.ts';
import { inMaintenance, onBits, raiseBits } from '../../../gateway/ingest/alarm-raise.ts';
import { nameOf } from '../../../gateway/raw-sql.ts';
import type { JobHandler } from '../../../jobs/job-handler.ts';

interface Window {
  id: number;
  station_id: number | null;
  device_type: string | null;
  device_id: string | null;
  end_time: string;
}

interface Held {
  code: string;
  bits: Record<string, number> | null;
  station_id: number | null;
  dept_id: number | null;
  user_id: number | null;
}

/**
 * Raises, at the end of each window that ended, the alarms its devices still
 * report (bits kept in their alarm state while the window held them back),
 * unless another window covers them now. One window per transaction, claimed
 * with SKIP LOCKED, so overlapping runs share the work.
 */
export async function raiseAfterMaintenance(db: Db, now = new Date()): Promise<number> {
  let released = 0;
  for (;;) {
    const done = await db.transaction(async (tx) => {
      const [w] = await rowsOf<Window>(
        tx,
        sql`select id::float8 as id, station_id::float8 as station_id, device_type, device_id, end_time::text as end_time from iot_alarm_maintenance
            where released = '0' and end_time <= ${now.toISOString()}::timestamptz order by end_time limit 1 for update skip locked`,
      );
      if (!w) return false;
      const at = new Date(w.end_time).toISOString();
      for (const type of DEVICE_TYPES) {
        if (w.device_type && w.device_type !== type) continue;
        const k = KINDS[type];
        const which = w.device_id ? sql`${nameOf(k.code)} = ${w.device_id}` : sql`station_id = ${w.station_id}`;
        const held = await rowsOf<Held>(
          tx,
          sql`select ${nameOf(k.code)} as code, alarm_state -> 'bits' as bits, station_id::float8 as station_id, dept_id::float8 as dept_id, user_id::float8 as user_id
              from ${nameOf(k.table)} where ${which} and del_flag = '0' and alarm_state -> 'bits' is not null`,
        );
        for (const d of held) {
          const subject = { type, id: d.code, stationId: d.station_id, deptId: d.dept_id, userId: d.user_id };
          const bits = onBits(d.bits ?? {});
          if (bits.length && !(await inMaintenance(tx, subject, now.toISOString()))) await raiseBits(tx, subject, bits, at, 'keep');
        }
      }
      await tx.execute(sql`update iot_alarm_maintenance set released = '1' where id = ${w.id}`);
      return true;
    });
    if (!done) return released;
    released++;
  }
}

export const maintenanceEndJob: JobHandler<Record<string, never> | undefined> = {
  name: 'alarmMaintenanceEnd',
  description: 'Raises the alarms still present when a maintenance window ends',
  args: z.object({}).strict().optional(),
  run: async (app) => `${await raiseAfterMaintenance(app.db)} maintenance windows released`,
};
