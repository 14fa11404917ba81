import { sql } from 'drizzle-orm';
import { AlarmStatus, type DeviceType } from '@cniot/contract/devices/device-enums';
import { rowsOf, type Db } from '../../db/client.ts';
import { jsonParam } from '../raw-sql.ts';

export interface BitChange {
  type: string;
  bit: number;
}

/** The device an alarm is raised for, with the organization its records belong to. */
export interface AlarmSubject {
  type: DeviceType;
  id: string;
  stationId: number | null;
  deptId: number | null;
  userId: number | null;
}

/** Every bit that is on in the given bitmasks. */
export function onBits(values: Partial<Record<string, number>>): BitChange[] {
  const on: BitChange[] = [];
  for (const [type, mask] of Object.entries(values)) {
    for (let bit = 0; mask && bit < 32; bit++) if ((mask >>> bit) & 1) on.push({ type, bit });
  }
  return on;
}

/** Whether a maintenance window of the device or of its station covers `at`. */
export async function inMaintenance(db: Db, d: Pick<AlarmSubject, 'type' | 'id' | 'stationId'>, at: string): Promise<boolean> {
  const [row] = await rowsOf<{ yes: boolean }>(
    db,
    sql`select exists (select 1 from iot_alarm_maintenance m where m.start_time <= ${at}::timestamptz and m.end_time > ${at}::timestamptz
          and ((m.device_type = ${d.type} and m.device_id = ${d.id}) or m.station_id = ${d.stationId}::int8)) as yes`,
  );
  return row.yes;
}

/**
 * Opens a record for each bit at `at`, at its rule's level; a bit whose rule
 * is shielded records nothing. The partial unique index keeps one open record
 * per device, type and bit, whichever node writes: a bit already open counts a
 * repeat (`count`) or is left alone (`keep`, for a raise that is no new report).
 * A bit shelved on an earlier record stays shelved until that shelving ends.
 */
export async function raiseBits(db: Db, d: AlarmSubject, bits: BitChange[], at: string, onOpen: 'count' | 'keep'): Promise<void> {
  if (!bits.length) return;
  const conflict =
    onOpen === 'count' ? sql`do update set repeat_count = iot_alarm_record.repeat_count + 1, last_seen_time = greatest(iot_alarm_record.last_seen_time, excluded.last_seen_time)` : sql`do nothing`;
  await db.execute(sql`
    insert into iot_alarm_record (source, device_type, device_id, station_id, alarm_type, bit_num, alarm_code, alarm_level, alarm_status,
      start_time, last_seen_time, dept_id, user_id, shelved_until, shelve_by, shelve_time, shelve_reason)
    select '0', ${d.type}, ${d.id}, ${d.stationId}::int8, x.type, x.bit, r.alarm_code, r.alarm_level, ${AlarmStatus.active},
      ${at}::timestamptz, ${at}::timestamptz, ${d.deptId}::int8, ${d.userId}::int8, s.shelved_until, s.shelve_by, s.shelve_time, s.shelve_reason
    from json_to_recordset(${jsonParam(bits)}) as x(type text, bit int)
    left join lateral (select ru.alarm_code, ru.alarm_level from iot_alarm_rule ru where ru.alarm_type = x.type and ru.bit_num = x.bit
      order by (ru.language = 'en_US') desc, ru.id limit 1) r on true
    left join lateral (select p.shelved_until, p.shelve_by, p.shelve_time, p.shelve_reason from iot_alarm_record p
      where p.device_type = ${d.type} and p.device_id = ${d.id} and p.alarm_type = x.type and p.bit_num = x.bit and p.shelved_until > ${at}::timestamptz
      order by p.id desc limit 1) s on true
    where r.alarm_level is distinct from '0'
    on conflict (device_type, device_id, alarm_type, bit_num) where alarm_status = '0' ${conflict}`);
}

/** Closes the open records of the bits at `at`. */
export async function clearBits(db: Db, d: Pick<AlarmSubject, 'type' | 'id'>, bits: BitChange[], at: string): Promise<void> {
  if (!bits.length) return;
  await db.execute(sql`
    update iot_alarm_record r set alarm_status = ${AlarmStatus.recovered}, end_time = ${at}::timestamptz
    from json_to_recordset(${jsonParam(bits)}) as x(type text, bit int)
    where r.device_type = ${d.type} and r.device_id = ${d.id} and r.alarm_type = x.type and r.bit_num = x.bit
      and r.alarm_status = ${AlarmStatus.active}`);
}
