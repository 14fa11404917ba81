import { sql } from 'drizzle-orm';
import { AlarmStatus } from '@cniot/contract/devices/device-enums';
import { UNDERPERFORMANCE_CODE } from '@cniot/contract/alarms/peer-judgement';
import { rowsOf, type Db } from '../../../db/client.ts';
import { jsonParam } from '../../../gateway/raw-sql.ts';

/** Codes of the alarms the platform raises itself (rules of alarm_type 'platform', migration 0181). */
export const PlatformCode = { notReporting: 'not_reporting', underperformance: UNDERPERFORMANCE_CODE } as const;
export type PlatformCode = (typeof PlatformCode)[keyof typeof PlatformCode];

/** alarm_type of a platform alarm about a whole station, and about a device as a whole (not one of its parts). */
export const STATION_PART = 'station';
export const DEVICE_PART = 'platform';

export interface PlatformAlarm {
  stationId: number;
  /** Null for the station itself. */
  deviceType: string | null;
  deviceId: string | null;
  /** alarm_type: STATION_PART, DEVICE_PART, or the part of an inverter ('mi', 'pv1' …). */
  part: string;
  detail: Record<string, unknown>;
}

export interface OpenPlatformAlarm {
  id: number;
  stationId: number | null;
  deviceType: string | null;
  deviceId: string | null;
  part: string;
}

/** The open platform alarms of a code, for the evaluators to compare with what they find. */
export async function openPlatformAlarms(db: Db, code: PlatformCode): Promise<OpenPlatformAlarm[]> {
  return rowsOf<OpenPlatformAlarm>(
    db,
    sql`select id::float8 as id, station_id::float8 as "stationId", device_type as "deviceType", device_id as "deviceId", alarm_type as part
        from iot_alarm_record where alarm_status = ${AlarmStatus.active} and bit_num is null and alarm_code = ${code}`,
  );
}

/**
 * Opens the alarms that are not open yet, at `at`, in the station's
 * organization, at the rule's level; an alarm already open only has its
 * detail and last-seen time refreshed (the partial unique index of 0180 keeps
 * one open alarm per subject, part and code, also when two runs overlap).
 * As for device bits (gateway/ingest/alarm-raise.ts): a shielded rule raises
 * nothing, a subject shelved on an earlier record stays shelved until that
 * shelving ends, and a subject under maintenance at `at` raises nothing (the
 * next run after the window raises what is still wrong).
 */
export async function raisePlatformAlarms(db: Db, code: PlatformCode, alarms: PlatformAlarm[], at: Date): Promise<number> {
  if (!alarms.length) return 0;
  const rows = alarms.map((a) => ({ station_id: a.stationId, device_type: a.deviceType, device_id: a.deviceId, part: a.part, detail: a.detail }));
  const when = at.toISOString();
  const opened = await rowsOf<{ fresh: boolean }>(
    db,
    sql`insert into iot_alarm_record (device_type, device_id, station_id, alarm_type, alarm_status, start_time, last_seen_time, source, alarm_code, alarm_level,
          detail, dept_id, user_id, shelved_until, shelve_by, shelve_time, shelve_reason)
        select x.device_type, x.device_id, x.station_id, x.part, ${AlarmStatus.active}, ${when}::timestamptz, ${when}::timestamptz, '1', ${code}, rule.level,
          x.detail, s.dept_id, s.user_id, sh.shelved_until, sh.shelve_by, sh.shelve_time, sh.shelve_reason
        from json_to_recordset(${jsonParam(rows)}) as x(station_id int8, device_type text, device_id text, part text, detail jsonb)
        join iot_station s on s.id = x.station_id
        cross join (select min(r.alarm_level) as level from iot_alarm_rule r where r.alarm_type = 'platform' and r.alarm_code = ${code}) rule
        left join lateral (select p.shelved_until, p.shelve_by, p.shelve_time, p.shelve_reason from iot_alarm_record p
          where p.alarm_code = ${code} and p.bit_num is null and p.station_id = x.station_id and p.alarm_type = x.part
            and p.device_id is not distinct from x.device_id and p.shelved_until > ${when}::timestamptz
          order by p.id desc limit 1) sh on true
        where rule.level is distinct from '0'
          and not exists (select 1 from iot_alarm_maintenance m where m.start_time <= ${when}::timestamptz and m.end_time > ${when}::timestamptz
            and (m.station_id = x.station_id or (m.device_type = x.device_type and m.device_id = x.device_id)))
        on conflict ((coalesce(device_type, 'station')), (coalesce(device_id, station_id::text)), alarm_type, alarm_code)
          where alarm_status = '0' and bit_num is null
        do update set detail = excluded.detail, last_seen_time = excluded.last_seen_time
        returning (xmax = 0) as fresh`,
  );
  return opened.filter((r) => r.fresh).length;
}

/** Closes open alarms by id at `at` (the condition is gone). */
export async function clearPlatformAlarms(db: Db, ids: number[], at: Date): Promise<number> {
  if (!ids.length) return 0;
  const closed = await rowsOf<{ id: number }>(
    db,
    sql`update iot_alarm_record set alarm_status = ${AlarmStatus.recovered}, end_time = ${at.toISOString()}::timestamptz, last_seen_time = ${at.toISOString()}::timestamptz
        where id in (select json_array_elements_text(${JSON.stringify(ids)})::int8) and alarm_status = ${AlarmStatus.active}
        returning id`,
  );
  return closed.length;
}
