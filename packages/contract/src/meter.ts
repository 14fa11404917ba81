import { z } from 'zod';
import { deviceCode, deviceId } from './device-code.ts';
import { onlineStatus } from './device-enums.ts';
import { searchField, timeRange } from './paging.ts';
import { paramValue } from './param-value.ts';
import { entityId, optionalText, queryId, queryText } from './system-fields.ts';
import { deviceKey, pdMonth, upgradeFields } from './wn.ts';
import { CRUD_ACTIONS, defineManifest } from './manifest/define.ts';

/** Electricity meters (`/iot/meter`) and the commands that switch them. */

const switchFlag = z.enum(['0', '1']);

export const meterQuery = timeRange.extend({
  meterId: queryText(32),
  stationId: queryId,
  onlineStatus: searchField(onlineStatus),
  meterModel: queryText(),
  antiBackflowStatus: searchField(switchFlag),
  plcStatus: searchField(switchFlag),
  deptId: queryId,
});

const threshold = paramValue({ precision: 1, min: 0, max: 100_000 });
const fields = {
  stationId: entityId.nullish(),
  deptId: entityId.nullish(),
  pdMonth: pdMonth.nullish(),
  serialNum: optionalText(64),
  meterModel: optionalText(64),
  remark: optionalText(500),
};
/** Without a meterKey the server generates one. */
export const meterCreate = z.object({ meterId: deviceCode, meterKey: deviceKey.optional(), ...fields });
export const meterUpdate = z.object({ id: entityId, ...fields });

export const meterTarget = z.object({ meterId: deviceId });
/** W; the meter cuts export above `up` and lets it back below `down`. */
export const meterThresholds = z
  .object({ meterId: deviceId, powerDownThreshold: threshold, powerUpThreshold: threshold })
  .refine((b) => b.powerUpThreshold >= b.powerDownThreshold, { message: 'meter.thresholdOrder', path: ['powerUpThreshold'] });
/** Inverters the meter may control. */
export const meterWhitelist = z.object({ meterId: deviceId, wnIds: z.array(deviceId).max(500) });
export const meterUpgrade = z.object({ meterId: deviceId, ...upgradeFields });

/** Raw telemetry of one meter, newest first. */
export const meterDataQuery = timeRange.extend({ meterId: deviceId });

export const meterUpgradeTempQuery = z.object({
  meterId: queryText(32),
  upgradeStatus: searchField(z.enum(['1', '2', '3', '4'])),
  upgradeType: searchField(z.enum(['1', '2', '3'])),
});

/** Electricity meters (`/iot/meter`). */
export const meterManifest = defineManifest({
  name: 'meter',
  api: '/iot/meter',
  perm: 'iot:meter',
  actions: [...CRUD_ACTIONS, 'bind', 'key', 'antiBackflow', 'plc', 'threshold', 'whitelist', 'upgrade'],
  menu: { parent: 'microInverter', order: 4, icon: 'dashboard', name: 'electricityMeter' },
  id: 'id',
  label: 'meterId',
  fields: {},
  grants: { sysUser: '*', agencyUser: ['list', 'query', 'export', 'bind', 'antiBackflow', 'plc', 'threshold', 'whitelist'] },
});
