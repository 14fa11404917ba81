import { z } from 'zod';
import { deviceId, deviceIds } from '../devices/device-code.ts';
import { configCode, GRID_COUNTRIES } from './grid-profile.ts';
import { paramValue } from '../param-value.ts';
import { entityId, optionalText } from '../system/system-fields.ts';

/**
 * Where a grid push goes: one inverter, a selection, a group, a station or
 * every inverter of a country the caller sees. Exactly one of them.
 */
export const gridTarget = {
  wnId: deviceId.optional(),
  wnIds: deviceIds.optional(),
  groupId: entityId.optional(),
  stationId: entityId.optional(),
  countryCode: z.enum(GRID_COUNTRIES).optional(),
};
export const TARGET_KEYS = ['wnId', 'wnIds', 'groupId', 'stationId', 'countryCode'] as const;
export type GridTarget = { [K in keyof typeof gridTarget]?: z.infer<(typeof gridTarget)[K]> };
const oneTarget: [(b: GridTarget) => boolean, { message: string; path: string[] }] = [(b) => TARGET_KEYS.filter((k) => b[k] !== undefined).length === 1, { message: 'grid.oneTarget', path: ['wnId'] }];

/**
 * One parameter (`confChange`). With `configId` the limits are the profile's;
 * without, the caller may send the precision and limits to check the value.
 */
export const confChangeBody = z
  .object({
    ...gridTarget,
    configId: entityId.optional(),
    configCode,
    configName: optionalText(128),
    value: z.number(),
    precision: z.number().int().min(0).max(6).optional(),
    configMin: z.number().optional(),
    configMax: z.number().optional(),
  })
  .refine(...oneTarget)
  .superRefine((b, ctx) => {
    const checked = paramValue({ precision: b.precision, min: b.configMin, max: b.configMax }).safeParse(b.value);
    for (const issue of checked.error?.issues ?? []) ctx.addIssue({ ...issue, path: ['value'] } as Parameters<typeof ctx.addIssue>[0]);
  });

/** A whole profile (`gridChange`): a stored one by `profileId`, or raw values (code → value, already × configMul). */
export const gridChangeBody = z
  .object({
    ...gridTarget,
    profileId: entityId.optional(),
    gridName: optionalText(128),
    values: z
      .record(configCode, z.number().finite())
      .refine((v) => Object.keys(v).length > 0 && Object.keys(v).length <= 500, 'validation.required')
      .optional(),
  })
  .refine(...oneTarget)
  .refine((b) => (b.profileId === undefined) !== (b.values === undefined), { message: 'grid.profileOrValues', path: ['profileId'] });

/** Before a push: what would change (`POST /iot/gridProfile/preview`). */
export const gridPreviewBody = z.object({ ...gridTarget, profileId: entityId }).refine(...oneTarget);

export interface GridDiffRow {
  configCode: string;
  configName: string;
  unit: string | null;
  /** The value now requested of the devices in scope (their current profile), when they share one. */
  before: number | null;
  after: number;
  /** How many devices in scope get a different value for it. */
  devices: number;
}

export interface GridPreview {
  profile: { profileId: number; profileName: string; profileCode: string; profileVersion: number };
  total: number;
  changing: number;
  /** Each station with its own grid country (from its time zone; null outside the five or without a station). */
  stations: Array<{ stationId: number | null; stationName: string | null; countryCode: string | null; devices: number; changing: number; from: string[] }>;
  diff: GridDiffRow[];
}

/** One device of a push as it stands: issued or refused, then applied, pending, drifted or failed. */
export interface GridPushDevice {
  wnId: string;
  stationId: number | null;
  stationName: string | null;
  status: 'inSync' | 'pending' | 'drifted' | 'failed';
  msg: string;
}

export interface GridPushReport {
  pushId: number;
  profileName: string;
  profileCode: string;
  profileVersion: number;
  createBy: string;
  createTime: string;
  devices: GridPushDevice[];
  stations: Array<{ stationId: number | null; stationName: string | null; inSync: number; pending: number; drifted: number; failed: number }>;
}
