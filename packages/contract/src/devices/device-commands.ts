import { z } from 'zod';
import { commandStatus, deviceType, type DeviceType } from './device-enums.ts';
import { profileStamp } from './device-protocol.ts';
import { defineManifest } from '../manifest/define.ts';

/** Commands of docs/device-protocol.md §8: name → params, and which device types take them. */

const none = z.object({});
const enable = z.object({ enable: z.boolean() });
const value = (min: number, max: number) => z.object({ value: z.number().min(min).max(max) });

export const commandParams = {
  start: none,
  shutdown: none,
  restart: none,
  restoreFactorySettings: none,
  setPowerFactor: value(-1, 1),
  setPowerPercent: value(0, 100),
  setReactivePower: value(-100_000, 100_000),
  setClearTotalPowerEnable: enable,
  clearTotalPower: none,
  setReportInterval: z.object({ seconds: z.number().int().min(5).max(3600) }),
  setAntiBackFlow: z.object({ enable: z.boolean(), power: z.number().min(0).optional() }),
  setFaultClearing: enable,
  setServer: z.object({
    url: z
      .string()
      .regex(/^(mqtts?|wss?|tcp):\/\/.+/)
      .max(255),
  }),
  // `profile` names the grid profile the values make up (protocol §7.1); devices that do not know it ignore it.
  setConfig: z.object({ values: z.record(z.string().max(64), z.number().finite()), profile: profileStamp.optional() }),
  getParams: z.object({ codes: z.array(z.string().max(64)).max(200).optional() }),
  upgrade: z.object({
    target: z.enum(['firmware', 'wifi']),
    version: z.string().min(1).max(64),
    url: z.string().url().max(500),
    sha256: z
      .string()
      .regex(/^[0-9a-f]{64}$/)
      .optional(),
    size: z.number().int().positive().optional(),
  }),
  setPlc: enable,
  setPowerThresholds: z.object({ down: z.number(), up: z.number() }),
  setWhitelist: z.object({ ids: z.array(z.string().max(32)).max(500) }),
} as const;

export type CommandName = keyof typeof commandParams;

const ALL: readonly DeviceType[] = ['wn', 'battery', 'meter'];
export const commandTargets: Record<CommandName, readonly DeviceType[]> = {
  start: ALL,
  shutdown: ALL,
  restart: ALL,
  restoreFactorySettings: ALL,
  setPowerFactor: ['wn'],
  setPowerPercent: ['wn'],
  setReactivePower: ['wn'],
  setClearTotalPowerEnable: ['wn'],
  clearTotalPower: ['wn'],
  setReportInterval: ALL,
  setAntiBackFlow: ['wn', 'meter'],
  setFaultClearing: ['wn'],
  setServer: ALL,
  setConfig: ['wn'],
  getParams: ALL,
  upgrade: ALL,
  setPlc: ['meter'],
  setPowerThresholds: ['meter'],
  setWhitelist: ['meter'],
};

/** Server → device on `.../command`. */
export const commandRequest = z.object({
  id: z.string().min(1).max(64),
  name: z.string().min(1).max(64),
  params: z.record(z.string(), z.unknown()),
  ts: z.number().int(),
  expiresAt: z.number().int(),
});
export type CommandRequest = z.infer<typeof commandRequest>;

/** Default wait for a device's answer before the record becomes "timed out". */
export const COMMAND_TIMEOUT_MS = 30_000;

/** Parameter changes sent to devices and what they answered (`/iot/configChangeRecord`). */
export const deviceParamManifest = defineManifest({
  name: 'deviceParam',
  api: '/iot/configChangeRecord',
  perm: 'iot:deviceParam',
  actions: ['list', 'query'],
  menu: { parent: 'microInverter', order: 7, icon: 'list', name: 'deviceParameters' },
  id: 'id',
  label: 'deviceId',
  // Newest first: a batch's records share their creation time, the id tells them apart.
  order: [
    ['createTime', 'desc'],
    ['id', 'desc'],
  ],
  fields: {
    id: {},
    deviceType: { dict: 'iot_device_type', list: true, search: 'eq', searchSchema: deviceType },
    deviceId: { list: true, search: 'like', sort: true },
    command: { dict: 'iot_device_command', list: true, search: 'eq', searchSchema: z.string().max(64), sort: true },
    configCode: { list: true },
    configName: { list: { hidden: true } },
    defVal: { list: { ellipsis: true } },
    recordStatus: { dict: 'iot_command_status', list: true, search: 'eq', searchSchema: commandStatus, sort: true },
    errorMsg: { list: { ellipsis: true } },
    createBy: { list: true },
    sendTime: { list: { type: 'datetime', hidden: true } },
    ackTime: { list: { type: 'datetime' } },
    createTime: { list: { type: 'datetime' }, search: 'range', sort: true },
  },
  scope: 'dept',
  grants: { sysUser: '*', agencyUser: '*' },
});
