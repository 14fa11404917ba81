import { z } from 'zod';
import { ALARM_TYPES, deviceType, type DeviceType } from './device-enums.ts';

/** MQTT protocol v1 of docs/device-protocol.md: topics and every device → server payload. */

export const TOPIC_ROOT = 'cniot/v1';
export const DEVICE_ID_PATTERN = /^[0-9A-Za-z_-]{1,32}$/;

export const UP_CHANNELS = ['status', 'telemetry', 'alarm', 'params', 'ota', 'ack'] as const;
export type UpChannel = (typeof UP_CHANNELS)[number];
export const COMMAND_CHANNEL = 'command';

export const topicOf = (type: DeviceType, id: string, channel: UpChannel | typeof COMMAND_CHANNEL) => `${TOPIC_ROOT}/${type}/${id}/${channel}`;
export const clientIdOf = (type: DeviceType, id: string) => `${type}-${id}`;

export interface DeviceTopic {
  type: DeviceType;
  id: string;
  channel: UpChannel | typeof COMMAND_CHANNEL;
}

export function parseTopic(topic: string): DeviceTopic | null {
  const parts = topic.split('/');
  if (parts.length !== 5 || `${parts[0]}/${parts[1]}` !== TOPIC_ROOT) return null;
  const type = deviceType.safeParse(parts[2]);
  const channel = parts[4] as DeviceTopic['channel'];
  if (!type.success || !DEVICE_ID_PATTERN.test(parts[3])) return null;
  if (channel !== COMMAND_CHANNEL && !UP_CHANNELS.includes(channel as UpChannel)) return null;
  return { type: type.data, id: parts[3], channel };
}

export function parseClientId(clientId: string): { type: DeviceType; id: string } | null {
  const dash = clientId.indexOf('-');
  const type = deviceType.safeParse(clientId.slice(0, dash));
  const id = clientId.slice(dash + 1);
  return dash > 0 && type.success && DEVICE_ID_PATTERN.test(id) ? { type: type.data, id } : null;
}

const ms = z.number().int().nonnegative();
const num = z.number().finite();

export const statusPayload = z.object({
  state: z.enum(['online', 'offline']),
  session: ms,
  ts: ms.optional(),
  versions: z.object({ software: z.string(), hardware: z.string(), model: z.string(), wifi: z.string(), config: z.string() }).partial().optional(),
  ip: z.string().max(128).optional(),
});
export type StatusPayload = z.infer<typeof statusPayload>;

export const pvInput = z.object({ v: num, i: num, p: num, totalWh: num, dayWh: num }).partial();

export const wnValues = z
  .object({
    acPower: num,
    acVoltage: num,
    acFrequency: num,
    temp: num,
    totalWh: num.nonnegative(),
    dayWh: num.nonnegative(),
    powerLimit: num,
    state: z.enum(['running', 'stopped', 'fault']),
    pv: z.array(pvInput).max(6),
  })
  .partial();

const int = z.number().int();
export const batteryValues = z
  .object({
    current: int,
    voltage: int,
    soc: int.min(0).max(100),
    soh: int.min(0).max(100),
    remainCapacity: int,
    temp: num,
    chargeWh: num.nonnegative(),
    dischargeWh: num.nonnegative(),
  })
  .partial();

export const meterValues = z.object({ outputPower: num, kwh: num, totalKwh: num.nonnegative(), importKwh: num.nonnegative() }).partial();

export const telemetryValues = { wn: wnValues, battery: batteryValues, meter: meterValues } as const;
export type WnValues = z.infer<typeof wnValues>;
export type BatteryValues = z.infer<typeof batteryValues>;
export type MeterValues = z.infer<typeof meterValues>;

export const MAX_RECORDS_PER_MESSAGE = 100;

/** `{ts, values}` or an array of them, oldest first. */
export function telemetryPayload<T extends z.ZodTypeAny>(values: T) {
  const record = z.object({ ts: ms, values });
  return z.union([record, z.array(record).min(1).max(MAX_RECORDS_PER_MESSAGE)]).transform((r) => (Array.isArray(r) ? r : [r]));
}

const bitmask = z.number().int().min(0).max(0xffffffff);
export const alarmPayload = (type: DeviceType) =>
  z.object({
    ts: ms,
    values: z.partialRecord(z.enum(ALARM_TYPES[type]), bitmask),
  });
export type AlarmPayload = { ts: number; values: Partial<Record<string, number>> };

/** A grid profile as a device holds it: code, version and the hash of its values (§7.1, `profileHash`). */
export const profileStamp = z.object({ code: z.string().min(1).max(64), version: z.number().int().nonnegative(), hash: z.string().regex(/^[0-9a-f]{16,64}$/) });
export type ProfileStamp = z.infer<typeof profileStamp>;

export const paramsPayload = z.object({
  ts: ms,
  values: z.record(z.string().max(64), z.union([num, z.string().max(255), z.boolean()])),
  profile: profileStamp.optional(),
});
export type ParamsPayload = z.infer<typeof paramsPayload>;

export const otaPayload = z.object({
  ts: ms,
  requestId: z.string().max(64).optional(),
  target: z.enum(['firmware', 'wifi']).optional(),
  version: z.string().max(64).optional(),
  state: z.enum(['downloading', 'verifying', 'installing', 'success', 'failed']),
  progress: z.number().min(0).max(100),
  error: z.string().max(500).optional(),
});
export type OtaPayload = z.infer<typeof otaPayload>;

export const ackPayload = z.object({
  id: z.string().min(1).max(64),
  ts: ms,
  state: z.enum(['success', 'failed']),
  result: z.record(z.string(), z.unknown()).optional(),
  error: z.string().max(500).optional(),
});
export type AckPayload = z.infer<typeof ackPayload>;
