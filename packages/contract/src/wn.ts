import { z } from 'zod';
import { deviceCode, deviceId, deviceIds } from './device-code.ts';
import { commandStatus, onlineStatus, wnModel, wnType } from './device-enums.ts';
import { searchField, timeRange } from './paging.ts';
import { paramValue } from './param-value.ts';
import { entityId, optionalText, queryId, queryText } from './system-fields.ts';
import { CRUD_ACTIONS, defineManifest } from './manifest/define.ts';

/** Inverters (`/iot/wn`): list filters, forms, binding and the command bodies of spec §7. */

/** `beginTime`/`endTime` filter on bindingTime; `deptId` is a company and everything below it. */
export const wnQuery = timeRange.extend({
  wnId: queryText(32),
  stationId: queryId,
  status: searchField(z.enum(['0', '1'])),
  onlineStatus: searchField(onlineStatus),
  wnType: searchField(wnType),
  wnModel: searchField(wnModel),
  softwareVersion: queryText(),
  dealerId: queryId,
  deptId: queryId,
  /** Members of one device group. */
  groupId: queryId,
});

export const pdMonth = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'validation.invalidFormat');
/** Device keys the platform did not generate (imported from a factory list). */
export const deviceKey = z.string().trim().regex(/^[0-9A-Za-z]{8,64}$/, 'validation.invalidFormat');

const wnFields = {
  stationId: entityId.nullish(),
  /** Owning organization; defaults to the creator's. */
  deptId: entityId.nullish(),
  dealerId: entityId.nullish(),
  region: optionalText(128),
  pdMonth: pdMonth.nullish(),
  power: z.number().min(0).max(100_000).optional(),
  wnType: wnType.optional(),
  wnModel: wnModel.optional(),
  serialNum: optionalText(64),
  /** Shelf life in years. */
  period: z.number().int().min(0).max(100).nullish(),
  outTime: z.coerce.date().nullish(),
  remark: optionalText(500),
};

/** Without a privateKey the server generates one. */
export const wnCreate = z.object({ wnId: deviceCode, privateKey: deviceKey.optional(), ...wnFields });
/** The code and key are the device's identity: they are not edited. */
export const wnUpdate = z.object({ id: entityId, ...wnFields });

/** Comma-separated (query string) or repeated parameter. */
const idsParam = z.preprocess(
  (v) => (Array.isArray(v) ? v : typeof v === 'string' && v !== '' ? v.split(',') : undefined),
  z.array(deviceId).max(200).optional(),
);

/** Remote select of devices without a station; `id` (a station) and `wnIds` (already chosen) are included too. */
export const unboundWnQuery = z.object({ wnId: queryText(32), id: queryId, wnIds: idsParam });
export const wnIdsBody = z.object({ wnIds: z.array(deviceId).max(1000) });
export const wnBind = z.object({ stationId: entityId, wnIds: deviceIds });

// ---- Commands: one device (`wnId`) or several (`wnIds`, answered per device).

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
export const modifyServersBody = command({ url: z.string().trim().max(255).regex(/^(mqtts?|wss?|tcp):\/\/.+/, 'wn.serverUrl') });
export const getParamBody = command({ codes: z.array(z.string().max(64)).max(200).optional() });

const configCode = z.string().regex(/^[A-Za-z][A-Za-z0-9_.]{0,63}$/, 'validation.invalidFormat');

/**
 * One grid-profile parameter. The profile's precision/configMin/configMax,
 * when sent, are checked with the same rule the form uses.
 */
export const confChangeBody = z
  .object({
    ...target,
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

/** A whole grid profile: code → value (already multiplied by configMul). */
export const gridChangeBody = command({
  gridName: optionalText(128),
  values: z.record(configCode, z.number().finite()).refine((v) => Object.keys(v).length > 0 && Object.keys(v).length <= 500, 'validation.required'),
});

export const upgradeFields = {
  version: z.string().trim().min(1).max(64),
  url: z.url().max(500),
  sha256: z.string().regex(/^[0-9a-f]{64}$/, 'validation.invalidFormat').optional(),
  size: z.number().int().positive().optional(),
};
export const upgradeBody = command(upgradeFields);

export const batchClearBody = z.object({ wnIds: deviceIds });
export const clearRecordQuery = timeRange.extend({ wnId: queryText(32), recordStatus: searchField(commandStatus) });

/** What a command call answers for each device of a batch. */
export interface DeviceCommandResult {
  deviceId: string;
  ok: boolean;
  msg: string;
  recordId?: number;
}

/**
 * Inverters (`/iot/wn`). Commands are split by what they risk: start/shutdown/restart,
 * settable parameters (param), reading them (getParam), grid profile values (config),
 * firmware (upgrade), broker address (server), factory reset (restore), fault clearing
 * and clearing the lifetime counter; `key` shows the device key in the detail. Agency
 * users operate their own devices but neither register them, read keys nor send what
 * can take a device off the platform.
 */
export const wnManifest = defineManifest({
  name: 'wn',
  api: '/iot/wn',
  perm: 'iot:wn',
  actions: [
    ...CRUD_ACTIONS,
    'import',
    'bind',
    'key',
    'start',
    'shutdown',
    'restart',
    'restore',
    'param',
    'getParam',
    'config',
    'upgrade',
    'server',
    'faultClearing',
    'clearTotalPower',
  ],
  menu: { parent: 'microInverter', order: 1, icon: 'monitor', name: 'inverterManagement' },
  id: 'id',
  label: 'wnId',
  fields: {},
  grants: {
    sysUser: '*',
    agencyUser: ['list', 'query', 'export', 'bind', 'start', 'shutdown', 'restart', 'param', 'getParam', 'config', 'faultClearing', 'clearTotalPower'],
  },
});

/** The record of lifetime-counter clearings (`/iot/clearTotalPower`); clearing itself is the inverters' permission. */
export const clearTotalPowerManifest = defineManifest({
  name: 'clearTotalPower',
  api: '/iot/wn',
  perm: 'iot:clearTotalPower',
  actions: ['list'],
  menu: { parent: 'microInverter', order: 6, icon: 'clipboard' },
  extraButtons: ['iot:wn:clearTotalPower'],
  id: 'id',
  label: 'wnId',
  fields: {},
  grants: { sysUser: '*', agencyUser: '*' },
});
