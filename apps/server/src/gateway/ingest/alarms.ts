import { sql } from 'drizzle-orm';
import type { DeviceType } from '@cniot/contract/device-enums';
import { AlarmStatus, WnStatus } from '@cniot/contract/device-enums';
import type { AlarmPayload } from '@cniot/contract/device-protocol';
import { rowsOf, type Db } from '../../db/client.ts';
import { KINDS } from '../../db/device-kinds.ts';
import { jsonParam, nameOf } from '../raw-sql.ts';

/** Stored in the device's alarm_state: the bitmasks in force and the time of the message that set them. */
interface AlarmState {
  ts?: number;
  bits?: Record<string, number>;
}

export interface BitChange {
  type: string;
  bit: number;
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
 */
export async function applyAlarms(db: Db, type: DeviceType, id: string, msg: AlarmPayload): Promise<void> {
  const k = KINDS[type];
  await db.transaction(async (tx) => {
    const [device] = await rowsOf<{ alarm_state: AlarmState; station_id: number | null; dept_id: number | null; user_id: number | null }>(
      tx as unknown as Db,
      sql`select alarm_state, station_id, dept_id, user_id from ${nameOf(k.table)}
          where ${nameOf(k.code)} = ${id} and del_flag = '0' for update`,
    );
    if (!device || (device.alarm_state.ts ?? 0) > msg.ts) return;
    const before = device.alarm_state.bits ?? {};
    const { on, off } = diffBits(before, msg.values);
    const start = new Date(msg.ts).toISOString();
    if (on.length) {
      await tx.execute(sql`
        insert into iot_alarm_record (device_type, device_id, station_id, alarm_type, bit_num, alarm_status, start_time, dept_id, user_id)
        select ${type}, ${id}, ${device.station_id}::int8, x.type, x.bit, ${AlarmStatus.active}, ${start}::timestamptz,
          ${device.dept_id}::int8, ${device.user_id}::int8
        from json_to_recordset(${jsonParam(on)}) as x(type text, bit int)
        on conflict (device_type, device_id, alarm_type, bit_num) where alarm_status = '0' do nothing`);
    }
    if (off.length) {
      await tx.execute(sql`
        update iot_alarm_record r set alarm_status = ${AlarmStatus.recovered}, end_time = ${start}::timestamptz
        from json_to_recordset(${jsonParam(off)}) as x(type text, bit int)
        where r.device_type = ${type} and r.device_id = ${id} and r.alarm_type = x.type and r.bit_num = x.bit
          and r.alarm_status = ${AlarmStatus.active}`);
    }
    const bits = { ...before, ...(msg.values as Record<string, number>) };
    const warn = Object.values(bits).some((m) => m !== 0);
    await tx.execute(sql`
      update ${nameOf(k.table)} set alarm_state = ${JSON.stringify({ ts: msg.ts, bits })}::jsonb,
        status = ${warn ? WnStatus.warn : WnStatus.normal}, last_seen_time = now()
      where ${nameOf(k.code)} = ${id} and del_flag = '0'`);
  });
}
