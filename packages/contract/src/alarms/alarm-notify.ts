import { z } from 'zod';
import { pageQuery } from '../paging.ts';
import { entityId } from '../system/system-fields.ts';

/** Levels a user can subscribe to: 1 is the most severe; "at level 3" means levels 1, 2 and 3. */
export const notifyLevel = z.enum(['1', '2', '3', '4'], { message: 'validation.alarmNotifyLevel' });

/**
 * `GET`/`PUT /iot/alarmNotify/setting` (`iot:alarm:list`): the caller's own
 * alarm notices. Alarms in their data scope at `minLevel` or more severe
 * become alarm messages; `byMail` adds at most one digest mail per station
 * and hour, `dailySummary` a morning mail. `enabled: false` stops all of it.
 */
export const alarmNotifySetting = z.object({
  enabled: z.boolean(),
  minLevel: notifyLevel.default('2'),
  byMail: z.boolean().default(true),
  dailySummary: z.boolean().default(true),
});
export type AlarmNotifySetting = z.infer<typeof alarmNotifySetting>;

/** `PUT /iot/alarmNotify/read`: marks the caller's own alarm messages read. */
export const alarmMessagesRead = z.object({ ids: z.array(entityId).min(1).max(500) });

/** `GET /iot/alarmNotify/messages?unread=1`: the caller's alarm messages, newest first. */
export const alarmMessagesQuery = pageQuery.pick({ pageNum: true, pageSize: true }).extend({ unread: z.enum(['0', '1']).optional() });

export const alarmMessage = z.object({
  id: z.number(),
  alarmId: z.number(),
  stationId: z.number().nullable(),
  stationName: z.string().nullable(),
  deviceType: z.string().nullable(),
  deviceId: z.string().nullable(),
  alarmType: z.string(),
  alarmCode: z.string().nullable(),
  alarmName: z.string(),
  alarmLevel: z.string().nullable(),
  alarmStatus: z.string(),
  startTime: z.string(),
  endTime: z.string().nullable(),
  detail: z.record(z.string(), z.unknown()).nullable(),
  read: z.boolean(),
});
