import { and, sql, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { alarmManifest, alarmRecordManifest, batteryAlarmManifest } from '@cniot/contract/alarms/alarm';
import { AlarmStatus } from '@cniot/contract/devices/device-enums';
import { UNDERPERFORMANCE_CODE } from '@cniot/contract/alarms/peer-judgement';
import { permsOf } from '@cniot/contract/manifest/define';
import { rowsOf } from '../../../db/client.ts';
import { iotAlarmRecord } from '../../../db/schema/alarms.ts';
import { dataScopeCondition } from '../../../lib/data-scope.ts';
import { notFound } from '../../../lib/errors.ts';
import { manifestList } from '../../../lib/manifest-list.ts';
import { ok } from '../../../lib/reply.ts';
import { currentUser } from '../../../plugins/auth.ts';

/** Alarms the caller may see: those of its organizations (and, with data scope "self", its own devices). */
export const visibleAlarms = (req: FastifyRequest): SQL | undefined => dataScopeCondition(currentUser(req), { dept: iotAlarmRecord.deptId, user: iotAlarmRecord.userId });

/**
 * Each rule's texts in the caller's language, English when the rule has none in
 * it: a bit by type and number, a platform alarm by its code. One row per key,
 * so the list joins them by hash and a count can leave them out.
 */
const ruleTexts = (lang: string) => sql`
  left join (select distinct on (alarm_type, bit_num) alarm_type, bit_num, alarm_name, alarm_suggestion from iot_alarm_rule
    order by alarm_type, bit_num, (language = ${lang}) desc, (language = 'en_US') desc) rb
    on iot_alarm_record.bit_num is not null and rb.alarm_type = iot_alarm_record.alarm_type and rb.bit_num = iot_alarm_record.bit_num
  left join (select distinct on (alarm_code) alarm_code, alarm_name, alarm_suggestion from iot_alarm_rule where alarm_type = 'platform'
    order by alarm_code, (language = ${lang}) desc, (language = 'en_US') desc) rp
    on iot_alarm_record.bit_num is null and rp.alarm_code = iot_alarm_record.alarm_code`;

const batteryName = (lang: string) => sql`(select b.alarm_name from iot_battery_alarm_base b
  where b.alarm_type = iot_alarm_record.alarm_type and b.bit_num = iot_alarm_record.bit_num
  order by (b.language = ${lang}) desc, (b.language = 'en_US') desc limit 1)`;

/** Open alarm: shelved while `shelved_until` lies ahead (so it ends by itself), else acknowledged or not. */
const STATE = sql`case when iot_alarm_record.shelved_until > now() then '2' when iot_alarm_record.ack_time is not null then '1' else '0' end`;

const STATION_NAME = sql`(select s.station_name from iot_station s where s.id = iot_alarm_record.station_id)`;

/** One alarm row as the current alarms and the records name its fields. */
function recordRows(req: FastifyRequest, where: SQL | undefined) {
  return sql`select iot_alarm_record.id::float8 as id, coalesce(rb.alarm_name, rp.alarm_name) as "alarmName",
      coalesce(rb.alarm_suggestion, rp.alarm_suggestion) as "alarmSuggestion",
      alarm_level as "alarmLevel", iot_alarm_record.alarm_type as "alarmType", iot_alarm_record.alarm_code as "alarmCode", device_type as "deviceType", device_id as "deviceId",
      station_id::float8 as "stationId", ${STATION_NAME} as "stationName", source, start_time as "startTime", end_time as "endTime",
      last_seen_time as "lastSeenTime", repeat_count as "repeatCount", alarm_status as "alarmStatus", ${STATE} as state,
      (select w.status from iot_wn w where iot_alarm_record.device_type = 'wn' and w.wn_id = iot_alarm_record.device_id and w.del_flag = '0') as "wnStatus",
      ack_by as "ackBy", ack_time as "ackTime", ack_comment as "ackComment", shelved_until as "shelvedUntil", shelve_by as "shelveBy",
      shelve_reason as "shelveReason", detail,
      case when iot_alarm_record.alarm_code = ${UNDERPERFORMANCE_CODE} then detail end as "againstPeers"
    from iot_alarm_record ${ruleTexts(req.lang)}
    where ${and(sql`device_type is distinct from 'battery'`, visibleAlarms(req), where) ?? sql`true`}`;
}

/**
 * Current alarms, alarm records and battery alarms: lists over the alarm
 * records in the caller's scope, with the rule texts in the caller's language.
 * Batteries have their own screen (their bits are named by the battery alarm
 * base), so the other two show inverters, meters and stations.
 */
export const alarmListRoutes: FastifyPluginAsync = async (app) => {
  manifestList(app, alarmManifest, { source: (_q, req) => recordRows(req, sql`alarm_status = ${AlarmStatus.active}`) });
  manifestList(app, alarmRecordManifest, { source: (_q, req) => recordRows(req, undefined) });
  manifestList(app, batteryAlarmManifest, {
    source: (_q, req) => sql`select id::float8 as id, device_id as "btId", station_id::float8 as "stationId", ${STATION_NAME} as "stationName",
        alarm_type as "alarmType", bit_num as "bitNum", ${batteryName(req.lang)} as "alarmName", alarm_status as "btStatus",
        start_time as "startTime", end_time as "endTime"
      from iot_alarm_record where ${and(sql`device_type = 'battery'`, visibleAlarms(req))}`,
  });

  app
    .withTypeProvider<ZodTypeProvider>()
    .get('/iot/alarm/:id', { schema: { params: z.object({ id: z.coerce.number().int().positive() }) }, config: { permission: permsOf(alarmManifest).query } }, async (req) => {
      const [row] = await rowsOf(app.db, recordRows(req, sql`iot_alarm_record.id = ${req.params.id}`));
      if (!row) throw notFound();
      return ok(req, row);
    });
};
