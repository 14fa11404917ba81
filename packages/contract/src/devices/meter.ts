import { z } from 'zod';
import { deviceCode, deviceId } from './device-code.ts';
import { MeterUpgradeStatus } from './device-enums.ts';
import { deviceDataManifest, deviceFields, deviceLead, deviceTrail } from './device-fields.ts';
import { CRUD_ACTIONS, defineManifest } from '../manifest/define.ts';
import { queryOf } from '../manifest/derive.ts';
import { paramValue } from '../param-value.ts';
import { entityId, optionalText } from '../system/system-fields.ts';
import { UpgradeState, type UpgradeStateCode } from '../grid-firmware/upgrade.ts';
import { deviceKey } from './wn.ts';

/** Electricity meters (`/iot/meter`) and the commands that switch them. */

const switchFlag = z.enum(['0', '1']);
const threshold = paramValue({ precision: 1, min: 0, max: 100_000 });

export const meterTarget = z.object({ meterId: deviceId });
/** W; the meter cuts export above `up` and lets it back below `down`. */
export const meterThresholds = z
  .object({ meterId: deviceId, powerDownThreshold: threshold, powerUpThreshold: threshold })
  .refine((b) => b.powerUpThreshold >= b.powerDownThreshold, { message: 'meter.thresholdOrder', path: ['powerUpThreshold'] });
/** Inverters the meter may control. */
export const meterWhitelist = z.object({ meterId: deviceId, wnIds: z.array(deviceId).max(500) });
/** A package of the library to one meter: signed link, hash and record as for every upgrade (docs/firmware.md). */
export const meterUpgrade = z.object({ meterId: deviceId, softwareId: entityId });

/**
 * The meter upgrade status of spec §4 (issued, in progress, completed, failed)
 * of each upgrade record state: the program step of a meter upgrade shows
 * the state of its record in these four words.
 */
export const METER_UPGRADE_STATUS_OF: Record<UpgradeStateCode, string> = {
  [UpgradeState.queued]: MeterUpgradeStatus.issued,
  [UpgradeState.sent]: MeterUpgradeStatus.issued,
  [UpgradeState.downloading]: MeterUpgradeStatus.inProgress,
  [UpgradeState.verifying]: MeterUpgradeStatus.inProgress,
  [UpgradeState.installing]: MeterUpgradeStatus.inProgress,
  [UpgradeState.succeeded]: MeterUpgradeStatus.completed,
  [UpgradeState.failed]: MeterUpgradeStatus.failed,
  [UpgradeState.timedOut]: MeterUpgradeStatus.failed,
};

/** Electricity meters (`/iot/meter`). */
export const meterManifest = defineManifest({
  name: 'meter',
  api: '/iot/meter',
  perm: 'iot:meter',
  actions: [...CRUD_ACTIONS, 'bind', 'key', 'antiBackflow', 'plc', 'threshold', 'whitelist', 'upgrade'],
  menu: { parent: 'microInverter', order: 4, icon: 'dashboard', name: 'electricityMeter' },
  id: 'id',
  label: 'meterId',
  fields: {
    meterId: { schema: deviceCode, list: { width: 150 }, search: 'like', form: { createOnly: true }, sort: true, export: 18 },
    /** Without one the server generates the key. */
    meterKey: { schema: deviceKey.optional(), form: { createOnly: true } },
    ...deviceLead,
    companyName: { list: { ellipsis: true, hidden: true } },
    antiBackflowStatus: { dict: 'iot_anti_backflow', list: true, search: 'eq', searchSchema: switchFlag, export: 14 },
    plcStatus: { dict: 'iot_plc_status', list: true, search: 'eq', searchSchema: switchFlag, export: 10 },
    powerDownThreshold: { list: true, export: 14 },
    powerUpThreshold: { list: true, export: 14 },
    meterModel: { schema: optionalText(64), list: true, search: 'like', form: true, export: 14 },
    whitelist: { list: { hidden: true }, answer: z.array(z.string()).nullish() },
    softwareVersion: { list: { hidden: true } },
    serialNum: { schema: optionalText(64), form: true },
    pdMonth: deviceFields.pdMonth,
    ...deviceTrail,
  },
  scope: 'dept',
  softDelete: 'delFlag',
  grants: { sysUser: '*', agencyUser: ['list', 'query', 'export', 'bind', 'antiBackflow', 'plc', 'threshold', 'whitelist'] },
});

export const meterDataManifest = deviceDataManifest('meter', ['outputPower', 'kwh', 'totalKwh']);

/** The meter is fixed by the page that opens the list. */
export const meterDataQuery = z.object({ ...queryOf(meterDataManifest).shape, meterId: deviceId });

/** Steps of meter upgrades (close anti-backflow, upgrade program, open anti-backflow) and how far each got: a list inside the meter page. */
export const meterUpgradeManifest = defineManifest({
  name: 'meterUpgrade',
  api: '/iot/meter/upgradeTemp',
  perm: 'iot:meter',
  actions: ['list'],
  id: 'id',
  label: 'meterId',
  fields: {
    meterId: { list: true, search: 'like' },
    upgradeType: { dict: 'iot_meter_upgrade_type', list: true, search: 'eq', searchSchema: z.enum(['1', '2', '3']) },
    upgradeStatus: { dict: 'iot_meter_upgrade_status', list: true, search: 'eq', searchSchema: z.enum(['1', '2', '3', '4']) },
    version: { list: true },
    errorMsg: { list: { ellipsis: true } },
    createBy: { list: true },
    createTime: { list: { type: 'datetime' } },
    updateTime: { list: { type: 'datetime' } },
  },
  scope: 'dept',
});
