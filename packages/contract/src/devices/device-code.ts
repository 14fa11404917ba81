import { z } from 'zod';
import { DEVICE_CODE_LENGTH } from '../constants.ts';
import { importDeviceType } from './device-enums.ts';
import { DEVICE_ID_PATTERN } from './device-protocol.ts';
import { defineManifest } from '../manifest/define.ts';
import { createOf, queryOf } from '../manifest/derive.ts';

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

/** Where an import record came from: generated codes, an inverter import, a company assignment import. */
export const ImportSource = { generated: '0', imported: '1', companyBind: '2' } as const;
/** '0' generated here, '1' an inverter import, '2' a company assignment import. */
const importSource = z.enum(['0', '1', '2']);

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
  label: 'batchNumber',
  fields: {
    batchNumber: { list: true, search: 'like', sort: true, export: 22 },
    deviceType: { schema: importDeviceType, dict: 'iot_import_device_type', list: true, search: 'eq', form: true, export: 16 },
    source: { list: true, search: 'eq', searchSchema: importSource, values: importSource.options, export: 20 },
    /** The first code of the batch. */
    generateId: { list: true, export: 18 },
    generateCount: { schema: z.number().int().min(1).max(1000), list: true, form: true, sort: true, export: 10 },
    failCount: { list: true, export: 10 },
    remark: { schema: z.string().max(500).nullish(), list: { ellipsis: true }, form: { widget: 'textarea', wide: true }, export: 30 },
    createBy: { list: true, export: 16 },
    createTime: { list: { type: 'datetime' }, search: 'range', sort: true, export: 22 },
  },
  scope: 'dept',
  grants: { sysUser: '*' },
});

/** `POST /iot/deviceCode`: N new codes (and keys) of one device type, one import record for the batch. */
export const deviceCodeGenerate = createOf(deviceCodeManifest);

/**
 * The codes (and keys) of one generation or import batch, with each imported
 * row's result ('0' accepted, '1' refused): a list inside the device code page,
 * read with its `query` permission; its export is the batch file of the factory.
 */
export const deviceCodeDetailManifest = defineManifest({
  name: 'deviceCodeDetail',
  api: '/iot/deviceCode/detail',
  perm: 'iot:deviceCode',
  actions: ['query'],
  id: 'id',
  label: 'deviceId',
  fields: {
    rowNum: { list: { width: 80 } },
    deviceId: { list: true, search: 'like', export: 18 },
    key: { list: true, export: 24 },
    status: { list: true, search: 'eq', searchSchema: z.enum(['0', '1']), export: 10 },
    message: { list: { ellipsis: true }, export: 40 },
  },
});

/** The batch is fixed by the page that opens the list. */
export const importDetailQuery = z.object({ ...queryOf(deviceCodeDetailManifest).shape, recordId: z.coerce.number().int().positive() });
