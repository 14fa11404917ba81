import { bigint, char, doublePrecision, integer, jsonb, pgTable, primaryKey, real, smallint, varchar } from 'drizzle-orm/pg-core';
import { audit, ts } from './system.ts';

/**
 * What devices send and what is derived from it; mirrors migrations/0101-device-data.sql.
 * The three *_data tables are partitioned by month (iot_ensure_month_partition); queries
 * and inserts go through the parent. Tables used only through raw SQL (energy roll-ups,
 * OTA progress, refused connections) are not declared: nothing would read the
 * declaration, so it could only drift. Alarm records are in alarms.ts.
 */

const scope = {
  stationId: bigint('station_id', { mode: 'number' }),
  deptId: bigint('dept_id', { mode: 'number' }),
  userId: bigint('user_id', { mode: 'number' }),
};

export const iotWnData = pgTable(
  'iot_wn_data',
  {
    wnId: varchar('wn_id', { length: 32 }).notNull(),
    ts: ts('ts').notNull(),
    ...scope,
    acPower: real('ac_power'),
    acVoltage: real('ac_voltage'),
    acFrequency: real('ac_frequency'),
    temp: real('temp'),
    totalWh: doublePrecision('total_wh'),
    dayWh: doublePrecision('day_wh'),
    powerLimit: real('power_limit'),
    runState: varchar('run_state', { length: 8 }),
    pvVoltage: real('pv_voltage').array(),
    pvCurrent: real('pv_current').array(),
    pvPower: real('pv_power').array(),
    pvTotalWh: doublePrecision('pv_total_wh').array(),
    pvDayWh: doublePrecision('pv_day_wh').array(),
    receivedAt: ts('received_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.wnId, t.ts] })],
);

export const iotBatteryData = pgTable(
  'iot_battery_data',
  {
    batteryId: varchar('battery_id', { length: 32 }).notNull(),
    ts: ts('ts').notNull(),
    ...scope,
    current: integer('current'),
    voltage: integer('voltage'),
    soc: smallint('soc'),
    soh: smallint('soh'),
    remainCapacity: integer('remain_capacity'),
    temp: real('temp'),
    chargeWh: doublePrecision('charge_wh'),
    dischargeWh: doublePrecision('discharge_wh'),
    receivedAt: ts('received_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.batteryId, t.ts] })],
);

export const iotMeterData = pgTable(
  'iot_meter_data',
  {
    meterId: varchar('meter_id', { length: 32 }).notNull(),
    ts: ts('ts').notNull(),
    ...scope,
    outputPower: real('output_power'),
    kwh: doublePrecision('kwh'),
    totalKwh: doublePrecision('total_kwh'),
    importKwh: doublePrecision('import_kwh'),
    receivedAt: ts('received_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.meterId, t.ts] })],
);

export const iotConfigChangeRecord = pgTable('iot_config_change_record', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
  requestId: varchar('request_id', { length: 64 }).notNull().unique(),
  deviceType: varchar('device_type', { length: 16 }).notNull(),
  deviceId: varchar('device_id', { length: 32 }).notNull(),
  command: varchar('command', { length: 64 }).notNull(),
  params: jsonb('params').notNull().default({}),
  configId: bigint('config_id', { mode: 'number' }),
  configCode: varchar('config_code', { length: 64 }),
  configName: varchar('config_name', { length: 128 }),
  defVal: varchar('def_val', { length: 255 }),
  recordStatus: char('record_status', { length: 1 }).notNull().default('0'),
  result: jsonb('result'),
  errorMsg: varchar('error_msg', { length: 500 }),
  sendTime: ts('send_time'),
  ackTime: ts('ack_time'),
  expireTime: ts('expire_time').notNull(),
  deptId: bigint('dept_id', { mode: 'number' }),
  userId: bigint('user_id', { mode: 'number' }),
  ...audit,
});

export const iotDeviceParam = pgTable(
  'iot_device_param',
  {
    deviceType: varchar('device_type', { length: 16 }).notNull(),
    deviceId: varchar('device_id', { length: 32 }).notNull(),
    paramCode: varchar('param_code', { length: 64 }).notNull(),
    paramValue: varchar('param_value', { length: 255 }).notNull(),
    reportTime: ts('report_time').notNull(),
  },
  (t) => [primaryKey({ columns: [t.deviceType, t.deviceId, t.paramCode] })],
);
