import { z } from 'zod';
import { deviceCode, deviceId, deviceIds } from './device-code.ts';
import { commandStatus, wnModel, wnType } from './device-enums.ts';
import { deviceFields, deviceLead, deviceTrail, idSearch } from './device-fields.ts';
import { CRUD_ACTIONS, defineManifest } from '../manifest/define.ts';
import { queryOf } from '../manifest/derive.ts';
import { entityId, queryId, queryText } from '../system/system-fields.ts';

/** Device keys the platform did not generate (imported from a factory list). */
export const deviceKey = z
  .string()
  .trim()
  .regex(/^[0-9A-Za-z]{8,64}$/, 'validation.invalidFormat');

/** Comma-separated (query string) or repeated parameter. */
const idsParam = z.preprocess((v) => (Array.isArray(v) ? v : typeof v === 'string' && v !== '' ? v.split(',') : undefined), z.array(deviceId).max(200).optional());

/** Remote select of devices without a station; `id` (a station) and `wnIds` (already chosen) are included too. */
export const unboundWnQuery = z.object({ wnId: queryText(32), id: queryId, wnIds: idsParam });
export const wnIdsBody = z.object({ wnIds: z.array(deviceId).max(1000) });
export const wnBind = z.object({ stationId: entityId, wnIds: deviceIds });

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
  actions: [...CRUD_ACTIONS, 'import', 'bind', 'key', 'start', 'shutdown', 'restart', 'restore', 'param', 'getParam', 'config', 'upgrade', 'server', 'faultClearing', 'clearTotalPower'],
  menu: { parent: 'microInverter', order: 1, icon: 'monitor', name: 'inverterManagement' },
  id: 'id',
  label: 'wnId',
  // The live fleet first: generated codes no device has used yet would otherwise fill the first pages.
  order: [
    ['onlineStatus', 'desc'],
    ['lastDataTime', 'desc'],
    ['id', 'desc'],
  ],
  fields: {
    id: {},
    wnId: { schema: deviceCode, list: { width: 150 }, search: 'like', form: { createOnly: true }, sort: true, export: 18 },
    /** Without one the server generates the key. The code and key are the device's identity: they are not edited. */
    privateKey: { schema: deviceKey.optional(), form: { createOnly: true } },
    /** Members of one device group (the server filters it itself). */
    groupId: { search: 'eq', searchSchema: idSearch },
    ...deviceLead,
    /** '1' devices that have connected at least once, '0' codes no device has used yet (the server filters it itself). */
    seen: { search: 'eq', searchSchema: z.enum(['0', '1']), values: ['1', '0'] },
    status: { dict: 'iot_wn_status', list: true, search: 'eq', searchHidden: true, searchSchema: z.enum(['0', '1']) },
    currentPower: { list: true, sort: true },
    power: { schema: z.number().min(0).max(100_000).optional(), list: true, form: true, sort: true, export: 14 },
    wnType: { schema: wnType.optional(), dict: 'iot_wn_type', list: true, search: 'eq', form: true, export: 10 },
    wnModel: { schema: wnModel.optional(), dict: 'iot_wn_model', list: { hidden: true }, search: 'eq', form: true, export: 10 },
    softwareVersion: { list: true, search: 'like', sort: true, export: 16 },
    serialNum: deviceFields.serialNum,
    pdMonth: deviceFields.pdMonth,
    /** Shelf life in years. */
    period: { schema: z.number().int().min(0).max(100).nullish(), form: true },
    region: deviceFields.region,
    /** Set by company assignments; API clients may send and search it. */
    dealerId: { schema: entityId.nullish(), search: 'eq', searchHidden: true, searchSchema: idSearch, form: { apiOnly: true } },
    outTime: { schema: z.coerce.date().nullish(), form: { apiOnly: true } },
    lastDataTime: { list: { type: 'datetime', hidden: true }, sort: true },
    ...deviceTrail,
    createTime: { ...deviceTrail.createTime, export: 22 },
  },
  scope: 'dept',
  softDelete: 'delFlag',
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
  // Newest first: a batch's records share their creation time, the id tells them apart.
  order: [
    ['createTime', 'desc'],
    ['id', 'desc'],
  ],
  fields: {
    id: {},
    wnId: { list: true, search: 'like', sort: true },
    recordStatus: { dict: 'iot_command_status', list: true, search: 'eq', searchSchema: commandStatus, sort: true },
    errorMsg: { list: { ellipsis: true } },
    createBy: { list: true },
    sendTime: { list: { type: 'datetime' } },
    ackTime: { list: { type: 'datetime' } },
    createTime: { list: { type: 'datetime' }, search: 'range', sort: true },
  },
  grants: { sysUser: '*', agencyUser: '*' },
});

/** Its route takes the filters in a POST body (spec §7). */
export const clearRecordQuery = queryOf(clearTotalPowerManifest);
