import { z } from 'zod';
import { idSearch } from '../devices/device-fields.ts';
import { CRUD_ACTIONS, defineManifest } from '../manifest/define.ts';
import { entityId, optionalText, statusFlag } from '../system/system-fields.ts';

/** A switch of a schedule (dictionary iot_switch): '1' on, '0' off. */
export const switchFlag = z.enum(['0', '1']);

/** `HH:mm` in the station's time zone. */
export const runTime = z
  .string()
  .trim()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'validation.runTime');

/**
 * `0` once (the next time `runTime` comes round, then the schedule pauses
 * itself), or weekdays 1 (Monday) … 7 (Sunday), comma-separated: `1,2,3,4,5`.
 */
export const frequency = z
  .string()
  .trim()
  .regex(/^(0|[1-7](,[1-7])*)$/, 'validation.frequency')
  .transform((s) => (s === '0' ? s : [...new Set(s.split(','))].sort().join(',')));

/**
 * Scheduled power of a station (`/iot/stationPower`): at `runTime` in the
 * station's zone the scheduler sends `start` (startStatus on) or `shutdown`
 * (off) to the station's inverters, and with chargeStatus on the same to its
 * batteries; notifyStatus on mails the outcome to the station's user e-mail.
 * `nextRunTime` is the coming run as an instant, recomputed when the schedule
 * or the station's zone changes.
 */
export const stationPowerManifest = defineManifest({
  name: 'stationPower',
  api: '/iot/stationPower',
  perm: 'iot:stationPower',
  actions: CRUD_ACTIONS,
  menu: { parent: 'plantManagement', order: 7, icon: 'time-range', name: 'scheduledPower' },
  id: 'id',
  label: 'runTime',
  fields: {
    id: { list: { width: 80 }, sort: true },
    stationId: { schema: entityId, search: 'eq', searchSchema: idSearch, form: { readOnlyOnEdit: true } },
    stationName: { list: { ellipsis: true }, search: 'like', export: 28 },
    runTime: { schema: runTime, list: true, form: true, sort: true, export: 8 },
    frequencyStatus: { schema: frequency, dict: 'iot_power_frequency', list: true, form: true, export: 16 },
    startStatus: { schema: switchFlag.default('1'), dict: 'iot_switch', list: true, form: { widget: 'radio' }, export: 8 },
    chargeStatus: { schema: switchFlag.default('0'), dict: 'iot_switch', list: true, form: { widget: 'radio' }, export: 8 },
    notifyStatus: { schema: switchFlag.default('0'), dict: 'iot_switch', list: true, form: { widget: 'radio' }, export: 8 },
    status: { schema: statusFlag.default('0'), dict: 'sys_normal_disable', list: true, search: 'eq', form: { widget: 'radio' }, export: 8 },
    timeZone: { list: true, export: 20 },
    nextRunTime: { list: { type: 'datetime' }, sort: true, export: 20 },
    lastRunTime: { list: { type: 'datetime', hidden: true }, sort: true, export: 20 },
    remark: { schema: optionalText(500), form: { widget: 'textarea', wide: true } },
    createBy: { list: { hidden: true } },
    createTime: { list: { type: 'datetime', hidden: true }, search: 'range', sort: true },
  },
  scope: 'dept',
  grants: { sysUser: '*', agencyUser: '*' },
});

/** Result of one device in one run (iot_power_run_result): the command was issued, or why not. */
export const PowerRunResult = { issued: '0', notOnline: '1', failed: '2' } as const;

/**
 * What each run did, one row per device (`GET /iot/stationPowerRecord/list`),
 * inside the scheduled power page; `recordStatus` follows the device's answer
 * (the command record).
 */
export const stationPowerRecordManifest = defineManifest({
  name: 'stationPowerRecord',
  api: '/iot/stationPowerRecord',
  perm: 'iot:stationPower',
  actions: ['list'],
  id: 'id',
  fields: {
    scheduleId: { search: 'eq', searchSchema: idSearch, searchHidden: true },
    stationId: { search: 'eq', searchSchema: idSearch },
    stationName: { list: { ellipsis: true } },
    runAt: { list: { type: 'datetime' }, search: 'range', sort: true },
    deviceType: { dict: 'iot_device_type', list: true, search: 'eq', searchSchema: z.enum(['wn', 'battery']) },
    deviceId: { list: true, search: 'like', sort: true },
    command: { dict: 'iot_device_command', list: true },
    result: { dict: 'iot_power_run_result', list: true, search: 'eq', searchSchema: z.enum(['0', '1', '2']) },
    recordStatus: { dict: 'iot_command_status', list: true },
    message: { list: { ellipsis: true } },
    /** The station's zone, which `runAt` is shown in. */
    timeZone: {},
    id: {},
  },
  order: [
    ['runAt', 'desc'],
    ['deviceId', 'asc'],
  ],
  scope: 'dept',
  grants: { sysUser: '*', agencyUser: '*' },
});
