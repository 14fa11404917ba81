import { sql } from 'drizzle-orm';
import type { DeviceType } from '@cniot/contract/devices/device-enums';
import { WnStatus } from '@cniot/contract/devices/device-enums';
import type { AlarmPayload } from '@cniot/contract/devices/device-protocol';
import { rowsOf, type Db } from '../../db/client.ts';
import { KINDS } from '../../db/device-kinds.ts';
import { nameOf } from '../raw-sql.ts';
import { clearBits, inMaintenance, onBits, raiseBits, type BitChange } from './alarm-raise.ts';

/**
 * Stored in the device's alarm_state: the bitmasks in force and the time of
 * the message that set them; `dropped` counts, per key, the messages whose
 * bits named a PV input the inverter does not have.
 */
interface AlarmState {
  ts?: number;
  bits?: Record<string, number>;
  dropped?: Record<string, number>;
}

/**
 * An inverter has the PV inputs of its type (wnType towing1/2/4/8 is the
 * count): bits of `pvN` beyond them are a device's noise, not a fault of a
 * module that is not there. Answers the keys to keep and those to drop.
 */
export function splitInputs(type: DeviceType, wnType: string | null, values: Partial<Record<string, number>>) {
  const inputs = Number(wnType);
  const kept: Partial<Record<string, number>> = {};
  const dropped: string[] = [];
  for (const [key, mask] of Object.entries(values)) {
    const pv = /^pv(\d+)$/.exec(key);
    if (type === 'wn' && pv && inputs > 0 && Number(pv[1]) > inputs) {
      if (mask) dropped.push(key);
    } else kept[key] = mask;
  }
  return { kept, dropped };
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
 * Under maintenance the state is kept but nothing is raised. Bits of inputs
 * the inverter does not have are never raised; each message carrying them is
 * counted once in the device's alarm state (`dropped`) and answered, for the log.
 */
export async function applyAlarms(db: Db, type: DeviceType, id: string, payload: AlarmPayload): Promise<string[]> {
  const k = KINDS[type];
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const [device] = await rowsOf<{ alarm_state: AlarmState; station_id: number | null; dept_id: number | null; user_id: number | null; wn_type: string | null }>(
      t,
      sql`select alarm_state, station_id, dept_id, user_id, ${type === 'wn' ? sql`wn_type` : sql`null`} as wn_type from ${nameOf(k.table)}
          where ${nameOf(k.code)} = ${id} and del_flag = '0' for update`,
    );
    if (!device || (device.alarm_state.ts ?? 0) > payload.ts) return [];
    const { kept, dropped } = splitInputs(type, device.wn_type, payload.values);
    const msg = { ts: payload.ts, values: kept };
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
    const counted = { ...device.alarm_state.dropped };
    // A message delivered again (same time, QoS 1 after a lost acknowledgement) was counted the first time.
    if (fresh) for (const key of dropped) counted[key] = (counted[key] ?? 0) + 1;
    const state: AlarmState = { ts: msg.ts, bits, ...(Object.keys(counted).length ? { dropped: counted } : {}) };
    await tx.execute(sql`
      update ${nameOf(k.table)} set alarm_state = ${JSON.stringify(state)}::jsonb,
        status = ${warn ? WnStatus.warn : WnStatus.normal}, last_seen_time = now()
      where ${nameOf(k.code)} = ${id} and del_flag = '0'`);
    return dropped;
  });
}
