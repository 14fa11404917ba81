import { z } from 'zod';
import { idSearch } from '../devices/device-fields.ts';
import { defineManifest, type FieldSpec } from '../manifest/define.ts';
import { entityId, optionalText } from '../system/system-fields.ts';

/**
 * What one alarm record shows, on the current alarms and the records alike:
 * the device or station it concerns, the rule's texts in the caller's language
 * (English when the rule has none in it), how often it repeated and who
 * acknowledged or shelved it. Alarms of a whole station have no device.
 */
const recordFields = {
  id: { list: { width: 80 }, sort: true, export: 10 },
  alarmName: { list: { width: 200 }, export: 30 },
  alarmLevel: { dict: 'iot_alarm_level', list: { width: 90 }, search: 'eq', searchSchema: z.enum(['0', '1', '2', '3', '4']), sort: true, export: 10 },
  alarmType: { dict: 'iot_alarm_type', list: { width: 90 }, search: 'eq', searchSchema: z.string().max(16), sort: true, export: 10 },
  alarmCode: { list: { hidden: true }, search: 'like', export: 18 },
  deviceType: { dict: 'iot_device_type', list: { width: 100 }, search: 'eq', searchSchema: z.string().max(16), export: 12 },
  deviceId: { list: { width: 150 }, search: 'like', sort: true, export: 18 },
  stationId: { search: 'eq', searchHidden: true, searchSchema: idSearch },
  stationName: { list: { ellipsis: true }, search: 'like', sort: true, export: 24 },
  source: { dict: 'iot_alarm_source', list: { hidden: true }, search: 'eq', searchSchema: z.enum(['0', '1']), export: 10 },
  startTime: { list: { type: 'datetime' }, search: 'range', sort: true, export: 20 },
  lastSeenTime: { list: { type: 'datetime', hidden: true }, sort: true, export: 20 },
  repeatCount: { list: { width: 80 }, sort: true, export: 8 },
  alarmSuggestion: { detail: true },
  ackBy: { list: { hidden: true }, export: 14, detail: true },
  ackTime: { list: { type: 'datetime', hidden: true }, export: 20, detail: true },
  ackComment: { export: 30, detail: true },
  shelvedUntil: { list: { type: 'datetime', hidden: true }, export: 20, detail: true },
  shelveBy: { export: 14, detail: true },
  shelveReason: { export: 30, detail: true },
  /** An underperformance alarm's judgement (peer-judgement.ts), else null. */
  againstPeers: { list: { hidden: true }, detail: true },
} as const satisfies Record<string, FieldSpec>;

/**
 * Current alarms (`/iot/alarm`): every open alarm in the caller's scope,
 * unacknowledged first. `state` is unacknowledged, acknowledged or shelved
 * (shelving ends by itself at `shelvedUntil`); `wnStatus` is the inverter's.
 * Acknowledge and shelve are `PUT /iot/alarm/ack|shelve|unshelve`.
 */
export const alarmManifest = defineManifest({
  name: 'alarm',
  api: '/iot/alarm',
  perm: 'iot:alarm',
  actions: ['list', 'query', 'ack', 'shelve', 'export'],
  menu: { parent: 'alarm', order: 1, icon: 'alarm', name: 'currentAlarm', path: 'current' },
  id: 'id',
  label: 'alarmName',
  fields: {
    ...recordFields,
    state: { dict: 'iot_alarm_state', list: { width: 110 }, search: 'eq', searchSchema: z.enum(['0', '1', '2']), sort: true, export: 14 },
    wnStatus: { dict: 'iot_wn_status', list: { hidden: true }, export: 10 },
  },
  order: [
    ['state', 'asc'],
    ['alarmLevel', 'asc'],
    ['startTime', 'desc'],
  ],
  grants: { sysUser: '*', agencyUser: '*' },
});

/** Alarm records (`/iot/alarmRecord`): open and closed alarms of inverters, meters and stations, newest first. */
export const alarmRecordManifest = defineManifest({
  name: 'alarmRecord',
  api: '/iot/alarmRecord',
  perm: 'iot:alarmRecord',
  actions: ['list', 'export'],
  menu: { parent: 'alarmRecordsRules', order: 1, icon: 'log' },
  id: 'id',
  label: 'alarmName',
  fields: {
    ...recordFields,
    alarmStatus: { dict: 'iot_alarm_status', list: { width: 90 }, search: 'eq', searchSchema: z.enum(['0', '1']), sort: true, export: 10 },
    endTime: { list: { type: 'datetime' }, sort: true, export: 20 },
  },
  order: ['startTime', 'desc'],
  grants: { sysUser: '*', agencyUser: '*' },
});

/** Battery alarms (`/iot/batteryAlarm`): records raised by a battery's `alarm` and `protect` bitmasks. */
export const batteryAlarmManifest = defineManifest({
  name: 'batteryAlarm',
  api: '/iot/batteryAlarm',
  perm: 'iot:batteryAlarm',
  actions: ['list', 'export'],
  menu: { parent: 'alarm', order: 2, icon: 'skill' },
  id: 'id',
  label: 'alarmName',
  fields: {
    id: { list: { width: 80 }, sort: true, export: 10 },
    btId: { list: { width: 150 }, search: 'like', sort: true, export: 18 },
    stationId: { search: 'eq', searchHidden: true, searchSchema: idSearch },
    stationName: { list: { ellipsis: true }, search: 'like', sort: true, export: 24 },
    alarmType: { dict: 'iot_battery_alarm_type', list: true, search: 'eq', searchSchema: z.enum(['alarm', 'protect']), sort: true, export: 10 },
    bitNum: { list: { width: 80 }, sort: true, export: 8 },
    alarmName: { list: { width: 220 }, export: 30 },
    btStatus: { dict: 'iot_alarm_status', list: true, search: 'eq', searchSchema: z.enum(['0', '1']), sort: true, export: 10 },
    startTime: { list: { type: 'datetime' }, search: 'range', sort: true, export: 20 },
    endTime: { list: { type: 'datetime' }, sort: true, export: 20 },
  },
  order: ['startTime', 'desc'],
  grants: { sysUser: '*', agencyUser: '*' },
});

/** At most 100 alarms per acknowledgement or shelving. */
const alarmIds = z.array(entityId).min(1, 'validation.alarmIds').max(100, 'validation.alarmIds');

/** `PUT /iot/alarm/ack` (`iot:alarm:ack`): who and when come from the session. */
export const alarmAckBody = z.object({ ids: alarmIds, comment: optionalText(500) });

/** Shelving lasts 5 minutes to 30 days, then the alarm is back by itself. */
export const SHELVE_MINUTES = { min: 5, max: 43_200 } as const;

/** `PUT /iot/alarm/shelve` (`iot:alarm:shelve`): a reason is required. */
export const alarmShelveBody = z.object({
  ids: alarmIds,
  minutes: z
    .number({ message: 'validation.alarmShelveMinutes' })
    .int('validation.alarmShelveMinutes')
    .min(SHELVE_MINUTES.min, 'validation.alarmShelveMinutes')
    .max(SHELVE_MINUTES.max, 'validation.alarmShelveMinutes'),
  reason: z.string({ message: 'validation.alarmShelveReason' }).trim().min(1, 'validation.alarmShelveReason').max(500),
});

/** `PUT /iot/alarm/unshelve` (`iot:alarm:shelve`): the alarms are back at once. */
export const alarmUnshelveBody = z.object({ ids: alarmIds });
