import { sql } from 'drizzle-orm';
import type { DeviceType } from '@cniot/contract/device-enums';
import { WnStatus } from '@cniot/contract/device-enums';
import type { AlarmPayload } from '@cniot/contract/device-protocol';
import { rowsOf, type Db } from '../../db/client.ts';
import { KINDS } from '../../db/device-kinds.ts';
import { nameOf } from '../raw-sql.ts';
import { clearBits, inMaintenance, onBits, raiseBits, type BitChange } from './alarm-raise.ts';

/** Stored in the device's alarm_state: the bitmasks in force and the time of the message that set them. */
interface AlarmState {
  ts?: number;
  bits?: Record<string, number>;
}

/** Bits that turned on and off between two states of the keys the message carries. */
export function diffBits(before: Record<string, number>, values: Partial<Record<string, number>>): { on: BitChange[]; off: BitChange[] } {
  const on: BitChange[] = [];
  const off: BitChange[] = [];
  for (const [type, next] of Object.entries(values)) {
    if (next === undefined) continue;
    const prev = before[type] ?? 0;
    for (let bit = 0; bit < 32; bit++) {
      const was = (prev >>> bit) & 1;
      const is = (next >>> bit) & 1;
      if (is && !was) on.push({ type, bit });
      if (was && !is) off.push({ type, bit });
    }
  }
  return { on, off };
}

/**
 * Level-triggered alarms (protocol §6): the message is the full state, so a
 * redelivered or older message changes nothing and records open and close once.
 * A newer message that still carries a bit is a repeat of its open alarm (or
 * raises it, when a maintenance window or a shielded rule held it back before).
 * Under maintenance the state is kept but nothing is raised.
 */
export async function applyAlarms(db: Db, type: DeviceType, id: string, msg: AlarmPayload): Promise<void> {
  const k = KINDS[type];
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const [device] = await rowsOf<{ alarm_state: AlarmState; station_id: number | null; dept_id: number | null; user_id: number | null }>(
      t,
      sql`select alarm_state, station_id, dept_id, user_id from ${nameOf(k.table)}
          where ${nameOf(k.code)} = ${id} and del_flag = '0' for update`,
    );
    if (!device || (device.alarm_state.ts ?? 0) > msg.ts) return;
    const before = device.alarm_state.bits ?? {};
    const { on, off } = diffBits(before, msg.values);
    const at = new Date(msg.ts).toISOString();
    const subject = { type, id, stationId: device.station_id, deptId: device.dept_id, userId: device.user_id };
    const fresh = device.alarm_state.ts === undefined || msg.ts > device.alarm_state.ts;
    const raise = fresh ? onBits(msg.values) : on;
    if (raise.length && !(await inMaintenance(t, subject, at))) await raiseBits(t, subject, raise, at, 'count');
    await clearBits(t, subject, off, at);
    const bits = { ...before, ...(msg.values as Record<string, number>) };
    const warn = Object.values(bits).some((m) => m !== 0);
    await tx.execute(sql`
      update ${nameOf(k.table)} set alarm_state = ${JSON.stringify({ ts: msg.ts, bits })}::jsonb,
        status = ${warn ? WnStatus.warn : WnStatus.normal}, last_seen_time = now()
      where ${nameOf(k.code)} = ${id} and del_flag = '0'`);
  });
}
