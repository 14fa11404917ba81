import { sql } from 'drizzle-orm';
import type { Language } from '@cniot/contract/constants';
import { translate } from '@cniot/contract/i18n';
import { rowsOf, type Db } from '../../../db/client.ts';

/** An alarm as the notices tell it: its record and the names the rules give it in the reader's language. */
export interface NoticeAlarm {
  id: number;
  stationId: number | null;
  stationName: string | null;
  deviceType: string | null;
  deviceId: string | null;
  alarmType: string;
  alarmCode: string | null;
  alarmName: string;
  alarmLevel: string | null;
  alarmStatus: string;
  startTime: string;
  endTime: string | null;
  detail: Record<string, unknown> | null;
}

/** Alarm records by id with their rule name in `lang` (English, then the code, when the rule has none). */
export function noticeAlarms(db: Db, ids: number[], lang: Language): Promise<NoticeAlarm[]> {
  return rowsOf<NoticeAlarm>(
    db,
    sql`select r.id::float8 as id, r.station_id::float8 as "stationId", s.station_name as "stationName", r.device_type as "deviceType", r.device_id as "deviceId",
          r.alarm_type as "alarmType", r.alarm_code as "alarmCode", r.alarm_level as "alarmLevel", r.alarm_status as "alarmStatus",
          r.start_time as "startTime", r.end_time as "endTime", r.detail,
          coalesce((select ru.alarm_name from iot_alarm_rule ru where ru.alarm_code = r.alarm_code and ru.language in (${lang}, 'en_US')
                    order by (ru.language = ${lang}) desc limit 1), r.alarm_code, r.alarm_type || ' bit ' || r.bit_num) as "alarmName"
        from iot_alarm_record r left join iot_station s on s.id = r.station_id
        where r.id in (select json_array_elements_text(${JSON.stringify(ids)})::int8)
        order by r.start_time, r.id`,
  );
}

const when = (at: string | Date) => `${new Date(at).toISOString().slice(0, 16).replace('T', ' ')} UTC`;
const kwh = (wh: unknown) => (Number(wh) / 1000).toFixed(2);

/** One line of a digest: level, name, what it is about, since when (and until when), with an underperformance's shortfall. */
export function noticeLine(a: NoticeAlarm, lang: Language): string {
  const subject = a.deviceId ? `${a.deviceId}${a.alarmType.startsWith('pv') ? ` ${a.alarmType.toUpperCase()}` : ''}` : translate(lang, 'alarmNotice.wholeStation');
  let line = translate(lang, 'alarmNotice.line', { level: translate(lang, 'alarmNotice.level', { level: a.alarmLevel ?? '-' }), name: a.alarmName, subject, start: when(a.startTime) });
  const d = a.detail;
  if (d && typeof d.expectedWh === 'number') {
    line += ` | ${translate(lang, 'alarmNotice.shortfall', { energy: kwh(d.energyWh), expected: kwh(d.expectedWh), percent: Math.round(Number(d.ratio) * 100), day: d.day })}`;
  }
  if (a.endTime) line += ` | ${translate(lang, 'alarmNotice.cleared', { end: when(a.endTime) })}`;
  return line;
}
