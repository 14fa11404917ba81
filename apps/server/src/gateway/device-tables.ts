import { sql, type SQL } from 'drizzle-orm';
import type { DeviceType } from '@cniot/contract/device-enums';

/** Where each device type lives. Names are constants of this file, never input, so sql.raw is safe. */
export interface DeviceTable {
  table: string;
  idCol: string;
  keyCol: string;
  rawTable: 'iot_wn_data' | 'iot_battery_data' | 'iot_meter_data';
  rawIdCol: string;
  /** Column of each `status.versions` key this type stores. */
  versions: Partial<Record<'software' | 'hardware' | 'model' | 'wifi' | 'config', string>>;
  /** Has a lifetime energy counter (and the cursor columns for it). */
  energy: boolean;
}

export const DEVICE_TABLES: Record<DeviceType, DeviceTable> = {
  wn: {
    table: 'iot_wn',
    idCol: 'wn_id',
    keyCol: 'private_key',
    rawTable: 'iot_wn_data',
    rawIdCol: 'wn_id',
    versions: {
      software: 'software_version',
      hardware: 'hardware_version',
      model: 'model_version',
      wifi: 'wifi_version',
      config: 'config_version',
    },
    energy: true,
  },
  battery: {
    table: 'iot_battery',
    idCol: 'battery_id',
    keyCol: 'battery_key',
    rawTable: 'iot_battery_data',
    rawIdCol: 'battery_id',
    versions: { software: 'software_version', hardware: 'hardware_version' },
    energy: false,
  },
  meter: {
    table: 'iot_meter',
    idCol: 'meter_id',
    keyCol: 'meter_key',
    rawTable: 'iot_meter_data',
    rawIdCol: 'meter_id',
    versions: { software: 'software_version', hardware: 'hardware_version' },
    energy: true,
  },
};

export const ident = (name: string): SQL => sql.raw(name);

/** `{"a":1}`-style JSON parameter read as a record set: one bind parameter for a whole batch, on both drivers. */
export const jsonParam = (value: unknown): SQL => sql`${JSON.stringify(value)}::json`;

/** SQLSTATE of a driver error, through drizzle's wrapper. */
export function sqlState(err: unknown): string | undefined {
  const e = err as { code?: unknown; cause?: { code?: unknown } };
  const code = typeof e?.code === 'string' ? e.code : typeof e?.cause?.code === 'string' ? e.cause.code : undefined;
  return code && /^[0-9A-Z]{5}$/.test(code) ? code : undefined;
}

/** Bad data (class 22) or a violated constraint (23): retrying the same message cannot succeed. */
export const isDataError = (err: unknown) => /^2[23]/.test(sqlState(err) ?? '');
