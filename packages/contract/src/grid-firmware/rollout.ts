import { z } from 'zod';
import { deviceId } from '../devices/device-code.ts';
import { deviceType } from '../devices/device-enums.ts';
import { defineManifest } from '../manifest/define.ts';
import { entityId } from '../system/system-fields.ts';

/**
 * Staged rollouts (docs/firmware.md): a canary batch, then waves of the rest,
 * each started once the one before has stayed healthy for a while; paused by
 * itself on failures, devices gone offline or output dropping against peers.
 */
export const RolloutStatus = { running: '1', paused: '2', completed: '3', cancelled: '4', rollingBack: '5', rolledBack: '6' } as const;
export const ROLLOUT_STATUSES = ['1', '2', '3', '4', '5', '6'] as const;
/** Why a rollout stopped by itself, or that someone paused it. */
export const PAUSE_REASONS = ['manual', 'failureRate', 'offline', 'outputDrop'] as const;
export type PauseReason = (typeof PAUSE_REASONS)[number];

const percent = z.number().min(0).max(100);
const hour = z.number().int().min(0).max(23);

/** A device group may start later than the rollout: none of its devices is sent the package before `notBefore`. */
export const groupSchedule = z.object({ groupId: entityId, notBefore: z.iso.datetime({ offset: true }) });

export const rolloutCreate = z
  .object({
    rolloutName: z.string({ message: 'validation.rolloutName' }).trim().min(1, 'validation.rolloutName').max(100),
    softwareId: entityId,
    /** The kind of device the rollout is for; when given, the package must be for that kind. */
    deviceType: deviceType.optional(),
    /** The devices: listed, or every member of the groups (groups hold inverters), or both. */
    deviceIds: z.array(deviceId).max(20_000).default([]),
    groupIds: z.array(entityId).max(100).default([]),
    /** The canary: a count of devices or a share of them (one of the two). */
    canaryCount: z.number().int().min(1).max(10_000).optional(),
    canaryPercent: z.number().min(0.1).max(50).optional(),
    /** Cumulative shares of the devices after the canary, ascending, the last 100: [25, 50, 100]. */
    wavePercents: z.array(z.number().int().min(1).max(100)).min(1).max(20).default([100]),
    healthyMinutes: z.number().int().min(0).max(10_080).default(30),
    /** Pause when more than this share of a wave failed or timed out. */
    failureThreshold: percent.default(10),
    /** Pause when more than this share of a wave's upgraded devices went offline. */
    offlineThreshold: percent.default(10),
    /** Pause when the upgraded devices produce this much less (as a share of their rating) than their peers. */
    outputDropPercent: percent.default(30),
    /** Local hours (each station's zone) devices may be sent the package: start ≤ hour < end, across midnight when start > end. */
    windowStartHour: hour.optional(),
    windowEndHour: hour.optional(),
    /** Each device waits a random 0 … this many seconds after its wave starts. */
    startDelaySeconds: z.number().int().min(0).max(86_400).default(60),
    /** A device not finished this long after it was sent the package timed out. */
    timeoutMinutes: z.number().int().min(1).max(1440).default(30),
    groupSchedule: z.array(groupSchedule).max(100).default([]),
  })
  .refine((b) => b.deviceIds.length + b.groupIds.length > 0, { message: 'validation.rolloutDevices', path: ['deviceIds'] })
  .refine((b) => (b.canaryCount === undefined) !== (b.canaryPercent === undefined), { message: 'validation.rolloutCanary', path: ['canaryCount'] })
  .refine((b) => b.wavePercents.every((p, i) => i === 0 || p > b.wavePercents[i - 1]) && b.wavePercents.at(-1) === 100, {
    message: 'validation.rolloutWaves',
    path: ['wavePercents'],
  })
  .refine((b) => (b.windowStartHour === undefined) === (b.windowEndHour === undefined) && (b.windowStartHour === undefined || b.windowStartHour !== b.windowEndHour), {
    message: 'validation.rolloutWindow',
    path: ['windowStartHour'],
  });
export type RolloutCreate = z.infer<typeof rolloutCreate>;

export const rolloutRollback = z.object({ softwareId: entityId });

/** One wave as the live view shows it. */
export interface WaveView {
  waveNo: number;
  total: number;
  /** Count per upgrade state code. */
  states: Record<string, number>;
  startTime: string | null;
}

export const rolloutManifest = defineManifest({
  name: 'rollout',
  api: '/iot/upgrade/rollout',
  perm: 'iot:rollout',
  actions: ['list', 'query', 'add', 'pause', 'resume', 'cancel', 'rollback'],
  menu: { parent: 'microInverter', order: 11, icon: 'guide' },
  id: 'id',
  label: 'rolloutName',
  fields: {
    id: { list: { width: 70 }, sort: true },
    rolloutName: { list: { ellipsis: true }, search: 'like', sort: true },
    deviceType: { dict: 'iot_device_type', list: true, search: 'eq', searchSchema: deviceType },
    softwareName: { list: { ellipsis: true } },
    targetVersion: { list: true },
    status: { values: ROLLOUT_STATUSES, list: true, search: 'eq', searchSchema: z.enum(ROLLOUT_STATUSES) },
    pauseReason: { values: PAUSE_REASONS, list: true },
    currentWave: { list: { width: 90 } },
    waveCount: { list: { width: 90 } },
    deviceCount: { list: { width: 90 } },
    createBy: { list: true },
    createTime: { list: { type: 'datetime' }, search: 'range', sort: true },
  },
  scope: 'dept',
  grants: { sysUser: '*' },
});
