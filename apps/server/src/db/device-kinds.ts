import { getTableColumns } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DeviceType } from '@cniot/contract/devices/device-enums';
import type { StatusPayload } from '@cniot/contract/devices/device-protocol';
import { iotBatteryData, iotMeterData, iotWnData } from './schema/device-data.ts';
import { iotBattery, iotMeter, iotWn } from './schema/devices.ts';

export type VersionKey = keyof NonNullable<StatusPayload['versions']>;

/**
 * One device type seen through the columns both the device routes and the
 * gateway need. Everything is a Drizzle table or column, so names come from
 * the schema (getTableName, column.name) and cannot drift from it.
 */
export interface DeviceKind {
  type: DeviceType;
  table: PgTable;
  id: AnyPgColumn;
  code: AnyPgColumn;
  key: AnyPgColumn;
  station: AnyPgColumn;
  bindingTime: AnyPgColumn;
  dept: AnyPgColumn;
  user: AnyPgColumn;
  delFlag: AnyPgColumn;
  /** iot_agent_device.device_type. */
  agentType: '0' | '1' | '2';
  /** Latest telemetry values and alarm bitmasks the gateway keeps on the row. */
  lastValues: AnyPgColumn;
  alarmState: AnyPgColumn;
  /** Property names of the code and the key in rows and bodies (wnId/privateKey ...). */
  codeProp: string;
  keyProp: string;
  /** Raw telemetry (partitioned by month) and its device code column. */
  raw: { table: PgTable; code: AnyPgColumn };
  /** Column of each `status.versions` key this type stores. */
  versions: Partial<Record<VersionKey, AnyPgColumn>>;
  /** Lifetime energy counter cursor (newest and earliest reading counted), on the types that have one. */
  energy?: { totalWh: AnyPgColumn; ts: AnyPgColumn; firstWh: AnyPgColumn; firstTs: AnyPgColumn };
}

type DeviceTable = typeof iotWn | typeof iotBattery | typeof iotMeter;

const propOf = (t: DeviceTable, column: AnyPgColumn) => Object.entries(getTableColumns(t)).find(([, c]) => c === column)![0];

const registry = (t: DeviceTable, code: AnyPgColumn, key: AnyPgColumn) => ({
  table: t,
  id: t.id,
  code,
  key,
  station: t.stationId,
  bindingTime: t.bindingTime,
  dept: t.deptId,
  user: t.userId,
  delFlag: t.delFlag,
  lastValues: t.lastValues,
  alarmState: t.alarmState,
  codeProp: propOf(t, code),
  keyProp: propOf(t, key),
});

const energyOf = (t: typeof iotWn | typeof iotMeter) => ({ totalWh: t.energyTotalWh, ts: t.energyTs, firstWh: t.energyFirstWh, firstTs: t.energyFirstTs });

export const KINDS: Record<DeviceType, DeviceKind> = {
  wn: {
    ...registry(iotWn, iotWn.wnId, iotWn.privateKey),
    type: 'wn',
    agentType: '0',
    raw: { table: iotWnData, code: iotWnData.wnId },
    versions: {
      software: iotWn.softwareVersion,
      hardware: iotWn.hardwareVersion,
      model: iotWn.modelVersion,
      wifi: iotWn.wifiVersion,
      config: iotWn.configVersion,
    },
    energy: energyOf(iotWn),
  },
  battery: {
    ...registry(iotBattery, iotBattery.batteryId, iotBattery.batteryKey),
    type: 'battery',
    agentType: '1',
    raw: { table: iotBatteryData, code: iotBatteryData.batteryId },
    versions: { software: iotBattery.softwareVersion, hardware: iotBattery.hardwareVersion },
  },
  meter: {
    ...registry(iotMeter, iotMeter.meterId, iotMeter.meterKey),
    type: 'meter',
    agentType: '2',
    raw: { table: iotMeterData, code: iotMeterData.meterId },
    versions: { software: iotMeter.softwareVersion, hardware: iotMeter.hardwareVersion },
    energy: energyOf(iotMeter),
  },
};
