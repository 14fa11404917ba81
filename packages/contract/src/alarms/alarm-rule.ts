import { z } from 'zod';
import { LANGUAGES } from '../constants.ts';
import { CRUD_ACTIONS, defineManifest } from '../manifest/define.ts';

/** Bitmask groups a rule describes (protocol §6: the inverter's and the meter's), and 'platform' for the alarms the platform raises itself. */
export const RULE_ALARM_TYPES = ['mi', 'pv1', 'pv2', 'pv3', 'pv4', 'pv5', 'pv6', 'meter', 'platform'] as const;
export const BATTERY_ALARM_TYPES = ['alarm', 'protect'] as const;
export const alarmLevel = z.enum(['0', '1', '2', '3', '4']);

const bitNum = z.number({ message: 'validation.alarmBitNum' }).int('validation.alarmBitNum').min(0, 'validation.alarmBitNum').max(31, 'validation.alarmBitNum');
const language = z.enum(LANGUAGES).default('en_US');
const alarmName = z.string().trim().min(1, 'validation.alarmName').max(128);
const bitNumField = { schema: bitNum, list: { width: 80 }, search: 'eq', searchSchema: z.coerce.number().int().min(0).max(31), form: true, sort: true, export: 8 } as const;
const languageField = { schema: language, dict: 'sys_language', list: true, search: 'eq', form: true, sort: true, export: 10 } as const;
/** Both catalogues list a bit's languages together. */
const byBit = [
  ['alarmType', 'asc'],
  ['bitNum', 'asc'],
  ['language', 'asc'],
] as const;

/**
 * Alarm rules (`/iot/alarmRule`): what bit `bitNum` of an inverter's `alarmType`
 * bitmask means, one row per language. Level and code belong to the bit: a
 * write sets them on the bit's other languages too. Level `0` (shield) records
 * nothing. Rules of type `platform` name the alarms the platform raises by
 * `alarmCode` (`not_reporting`, `underperformance`).
 */
export const alarmRuleManifest = defineManifest({
  name: 'alarmRule',
  api: '/iot/alarmRule',
  perm: 'iot:alarmRule',
  actions: CRUD_ACTIONS,
  menu: { parent: 'alarmRecordsRules', order: 2, icon: 'list' },
  id: 'id',
  label: 'alarmName',
  fields: {
    id: { list: { width: 70 }, sort: true },
    alarmType: { schema: z.enum(RULE_ALARM_TYPES).default('mi'), dict: 'iot_alarm_type', list: true, search: 'eq', form: true, sort: true, export: 12 },
    bitNum: bitNumField,
    alarmCode: {
      schema: z
        .string()
        .trim()
        .regex(/^[A-Za-z0-9_]{1,32}$/, 'validation.alarmCode'),
      list: true,
      search: 'like',
      form: true,
      sort: true,
      export: 20,
    },
    alarmName: { schema: alarmName, list: { width: 220 }, search: 'like', form: { wide: true }, export: 36 },
    alarmLevel: { schema: alarmLevel.default('1'), dict: 'iot_alarm_level', list: true, search: 'eq', form: true, sort: true, export: 10 },
    language: languageField,
    alarmSuggestion: { schema: z.string().trim().max(1000).default(''), list: { ellipsis: true }, form: { widget: 'textarea', wide: true }, export: 80, detail: true },
    updateTime: { list: { type: 'datetime', hidden: true } },
  },
  order: byBit,
  grants: { sysUser: '*', agencyUser: ['list', 'query', 'export'] },
});

/** Battery alarm base (`/iot/batteryAlarmBase`): what bit `bitNum` of a battery's `alarm` or `protect` bitmask means, per language. */
export const batteryAlarmBaseManifest = defineManifest({
  name: 'batteryAlarmBase',
  api: '/iot/batteryAlarmBase',
  perm: 'iot:batteryAlarmBase',
  actions: CRUD_ACTIONS,
  menu: { parent: 'alarmRecordsRules', order: 3, icon: 'skill' },
  id: 'id',
  label: 'alarmName',
  fields: {
    id: { list: { width: 70 }, sort: true },
    alarmType: { schema: z.enum(BATTERY_ALARM_TYPES).default('alarm'), dict: 'iot_battery_alarm_type', list: true, search: 'eq', form: true, sort: true, export: 12 },
    bitNum: bitNumField,
    alarmName: { schema: alarmName, list: { width: 260 }, search: 'like', form: { wide: true }, export: 40 },
    language: languageField,
    updateTime: { list: { type: 'datetime', hidden: true } },
  },
  order: byBit,
  grants: { sysUser: '*', agencyUser: ['list', 'query', 'export'] },
});
