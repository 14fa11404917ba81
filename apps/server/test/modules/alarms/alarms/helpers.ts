import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../../../src/db/client.ts';

export interface AlarmRow {
  deviceType?: string | null;
  deviceId?: string | null;
  stationId?: number | null;
  alarmType?: string;
  bitNum?: number | null;
  alarmCode?: string | null;
  alarmLevel?: string | null;
  status?: string;
  deptId?: number;
  startTime?: string;
}

/** An alarm record as ingest leaves it, for route tests that need no broker. */
export async function insertAlarm(db: Db, a: AlarmRow = {}): Promise<number> {
  const [row] = await rowsOf<{ id: number }>(
    db,
    sql`insert into iot_alarm_record (device_type, device_id, station_id, alarm_type, bit_num, alarm_code, alarm_level, alarm_status, start_time, last_seen_time, end_time, dept_id, user_id)
        values (${a.deviceType === undefined ? 'wn' : a.deviceType}, ${a.deviceId === undefined ? '70000000000001' : a.deviceId}, ${a.stationId ?? null}::int8,
          ${a.alarmType ?? 'mi'}, ${a.bitNum === undefined ? 0 : a.bitNum}, ${a.alarmCode ?? 'GRID_OV'}, ${a.alarmLevel === undefined ? '2' : a.alarmLevel},
          ${a.status ?? '0'}, ${a.startTime ?? new Date().toISOString()}::timestamptz, ${a.startTime ?? new Date().toISOString()}::timestamptz,
          case when ${a.status ?? '0'} = '1' then now() end, ${a.deptId ?? 100}, 1)
        returning id::float8 as id`,
  );
  return row.id;
}
