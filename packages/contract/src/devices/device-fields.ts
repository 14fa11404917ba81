import { z } from 'zod';
import { onlineStatus } from './device-enums.ts';
import { defineManifest, type FieldSpec } from '../manifest/define.ts';
import { entityId, optionalText } from '../system/system-fields.ts';

export const pdMonth = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'validation.invalidFormat');

/** A row id typed into a query string. */
export const idSearch = z.coerce.number().int().positive();

/**
 * The fields the inverter, battery and meter registries list right after the
 * device's own code: its company and station, whether it is online. `deptId`
 * searches a company and everything below it (the server filters it itself);
 * `stationId` is set by binding, so only API clients send or search it.
 */
export const deviceLead = {
  deptId: { schema: entityId.nullish(), search: 'eq', searchSchema: idSearch, form: { widget: 'companyTree' } },
  stationId: { schema: entityId.nullish(), search: 'eq', searchHidden: true, searchSchema: idSearch, form: { apiOnly: true } },
  stationName: { list: { ellipsis: true }, export: 24 },
  companyName: { list: { ellipsis: true }, export: 24 },
  onlineStatus: { dict: 'iot_online_status', list: true, search: 'eq', searchSchema: onlineStatus, sort: true, export: 12 },
} as const satisfies Record<string, FieldSpec>;

/** Fields some registries declare alike, each where its own order wants it. */
export const deviceFields = {
  serialNum: { schema: optionalText(64), list: { hidden: true }, form: true },
  pdMonth: { schema: pdMonth.nullish(), form: true },
  region: { schema: optionalText(128), form: true },
} as const satisfies Record<string, FieldSpec>;

/** The fields every registry ends with: binding and creation time, remark, the soft-delete flag. */
export const deviceTrail = {
  bindingTime: { list: { type: 'datetime' }, search: 'range', sort: true, export: 22 },
  createTime: { list: { type: 'datetime', hidden: true }, sort: true },
  remark: { schema: optionalText(500), form: { widget: 'textarea', wide: true } },
  delFlag: {},
} as const satisfies Record<string, FieldSpec>;

/**
 * A device's raw telemetry, newest first, for a time range: a list inside the
 * device's page (no menu of its own), read with the device's `query` permission.
 */
export const deviceDataManifest = (device: 'battery' | 'meter', values: readonly string[]) =>
  defineManifest({
    name: `${device}Data`,
    api: `/iot/${device}/data`,
    perm: `iot:${device}`,
    actions: ['query'],
    id: 'staticTime',
    fields: { staticTime: { list: { type: 'datetime' }, search: 'range' }, ...Object.fromEntries(values.map((v) => [v, { list: true }])) },
  });
