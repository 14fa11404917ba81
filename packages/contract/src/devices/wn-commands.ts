import { z } from 'zod';
import { deviceId, deviceIds } from './device-code.ts';
import { paramValue } from '../param-value.ts';

/** Bodies of the inverter commands (spec §7): one device (`wnId`) or several (`wnIds`, answered per device). */

const target = { wnId: deviceId.optional(), wnIds: deviceIds.optional() };
type Target = { wnId?: string; wnIds?: string[] };
const oneTarget: [(b: unknown) => boolean, { message: string; path: string[] }] = [
  (b) => ((b as Target).wnId === undefined) !== ((b as Target).wnIds === undefined),
  { message: 'wn.oneTarget', path: ['wnId'] },
];
const command = <S extends z.ZodRawShape>(shape: S) => z.object({ ...target, ...shape }).refine(...oneTarget);

export const wnCommand = command({});
export const wnEnable = command({ enable: z.boolean() });
export const powerFactorBody = command({ value: paramValue({ precision: 2, min: -1, max: 1 }) });
export const powerPercentBody = command({ value: paramValue({ integer: true, min: 0, max: 100 }) });
/** var */
export const reactivePowerBody = command({ value: paramValue({ precision: 1, min: -100_000, max: 100_000 }) });
/** Report interval in seconds. */
export const reportIntervalBody = command({ value: paramValue({ integer: true, min: 5, max: 3600 }) });
/** Anti-backflow power limit in W; sets the switch too (on unless `enable` is false). */
export const antiBackFlowPowerBody = command({ value: paramValue({ precision: 1, min: 0, max: 100_000 }), enable: z.boolean().default(true) });
export const modifyServersBody = command({
  url: z
    .string()
    .trim()
    .max(255)
    .regex(/^(mqtts?|wss?|tcp):\/\/.+/, 'wn.serverUrl'),
});
export const getParamBody = command({ codes: z.array(z.string().max(64)).max(200).optional() });

export const upgradeFields = {
  version: z.string().trim().min(1).max(64),
  url: z.url().max(500),
  sha256: z
    .string()
    .regex(/^[0-9a-f]{64}$/, 'validation.invalidFormat')
    .optional(),
  size: z.number().int().positive().optional(),
};
export const upgradeBody = command(upgradeFields);

export const batchClearBody = z.object({ wnIds: deviceIds });

/** What a command call answers for each device of a batch. */
export interface DeviceCommandResult {
  deviceId: string;
  ok: boolean;
  msg: string;
  recordId?: number;
}
