import { z } from 'zod';
import { DEVICE_CODE_LENGTH } from './constants.ts';
import { importDeviceType } from './device-enums.ts';
import { DEVICE_ID_PATTERN } from './device-protocol.ts';
import { searchField, timeRange } from './paging.ts';
import { queryText } from './system-fields.ts';
import { defineManifest } from './manifest/define.ts';

/**
 * A new device's code: exactly 14 digits, with the three texts of spec §5.
 * Length is judged first (trimmed), so a short code reads "enter the 14-digit
 * code" whatever its characters, and only a 14-character one can be "wrong".
 */
export const deviceCode = z
  .string({ message: 'validation.deviceCode.short' })
  .trim()
  .max(DEVICE_CODE_LENGTH, { message: 'validation.deviceCode.long', abort: true })
  .min(DEVICE_CODE_LENGTH, { message: 'validation.deviceCode.short', abort: true })
  .regex(/^\d+$/, 'validation.deviceCode.wrong');

/**
 * An existing device's id, as the protocol allows it (devices registered
 * before the 14-digit rule keep theirs): used to address devices, never to create one.
 */
export const deviceId = z.string().trim().regex(DEVICE_ID_PATTERN, 'validation.deviceCode.wrong');
/** A batch of devices in one call. */
export const deviceIds = z.array(deviceId).min(1).max(200);

/** `POST /iot/deviceCode`: N new codes (and keys) of one device type, one import record for the batch. */
export const deviceCodeGenerate = z.object({
  deviceType: importDeviceType,
  generateCount: z.number().int().min(1).max(1000),
  remark: z.string().max(500).nullish(),
});

/** Where an import record came from: generated codes, an inverter import, a company assignment import. */
export const ImportSource = { generated: '0', imported: '1', companyBind: '2' } as const;

export const importRecordQuery = timeRange.extend({
  batchNumber: queryText(),
  deviceType: searchField(importDeviceType),
  source: searchField(z.enum(['0', '1', '2'])),
});

export const importDetailQuery = z.object({
  recordId: z.coerce.number().int().positive(),
  deviceId: queryText(32),
  /** '0' row succeeded, '1' failed. */
  status: searchField(z.enum(['0', '1'])),
});

/** One row of an xlsx import as the answer lists it. */
export interface ImportRowResult {
  row: number;
  deviceId: string;
  ok: boolean;
  msg: string;
}

export interface ImportResult {
  recordId: number;
  batchNumber: string;
  total: number;
  success: number;
  failed: number;
  rows: ImportRowResult[];
}

/** Device code generation (`/iot/deviceCode`): platform staff only. */
export const deviceCodeManifest = defineManifest({
  name: 'deviceCode',
  api: '/iot/deviceCode',
  perm: 'iot:deviceCode',
  actions: ['list', 'query', 'add', 'remove', 'export'],
  menu: { parent: 'microInverter', order: 5, icon: 'code', name: 'deviceCodeGeneration' },
  id: 'id',
  fields: {},
  grants: { sysUser: '*' },
});
