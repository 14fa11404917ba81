import { bigint, char, date, doublePrecision, integer, jsonb, pgTable, primaryKey, real, smallint, varchar } from 'drizzle-orm/pg-core';
import { audit, ts } from './system.ts';

/**
 * What devices send and what is derived from it; mirrors migrations/0101-device-data.sql.
 * The three *_data tables are partitioned by month (iot_ensure_month_partition); queries
 * and inserts go through the parent.
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
    receivedAt: ts('received_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.meterId, t.ts] })],
);

/** period 'd' | 'm' | 'y'; periodStart is the first local day of the period, as 'YYYY-MM-DD'. */
export const iotEnergyDevice = pgTable(
  'iot_energy_device',
  {
    deviceType: varchar('device_type', { length: 16 }).notNull(),
    deviceId: varchar('device_id', { length: 32 }).notNull(),
    period: char('period', { length: 1 }).notNull(),
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    energyWh: doublePrecision('energy_wh').notNull().default(0),
    ...scope,
    updateTime: ts('update_time').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.deviceType, t.deviceId, t.period, t.periodStart] })],
);

export const iotEnergyStation = pgTable(
  'iot_energy_station',
  {
    stationId: bigint('station_id', { mode: 'number' }).notNull(),
    period: char('period', { length: 1 }).notNull(),
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    energyWh: doublePrecision('energy_wh').notNull().default(0),
    deptId: bigint('dept_id', { mode: 'number' }),
    userId: bigint('user_id', { mode: 'number' }),
    updateTime: ts('update_time').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.stationId, t.period, t.periodStart] })],
);

export const iotAlarmRecord = pgTable('iot_alarm_record', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
  deviceType: varchar('device_type', { length: 16 }).notNull(),
  deviceId: varchar('device_id', { length: 32 }).notNull(),
  stationId: bigint('station_id', { mode: 'number' }),
  alarmType: varchar('alarm_type', { length: 16 }).notNull(),
  bitNum: smallint('bit_num').notNull(),
  alarmStatus: char('alarm_status', { length: 1 }).notNull().default('0'),
  startTime: ts('start_time').notNull(),
  endTime: ts('end_time'),
  deptId: bigint('dept_id', { mode: 'number' }),
  userId: bigint('user_id', { mode: 'number' }),
  createTime: ts('create_time').notNull().defaultNow(),
});

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

export const iotDeviceOta = pgTable(
  'iot_device_ota',
  {
    deviceType: varchar('device_type', { length: 16 }).notNull(),
    deviceId: varchar('device_id', { length: 32 }).notNull(),
    requestId: varchar('request_id', { length: 64 }),
    target: varchar('target', { length: 16 }),
    version: varchar('version', { length: 64 }),
    state: varchar('state', { length: 16 }).notNull(),
    progress: real('progress').notNull().default(0),
    errorMsg: varchar('error_msg', { length: 500 }),
    reportTime: ts('report_time').notNull(),
  },
  (t) => [primaryKey({ columns: [t.deviceType, t.deviceId] })],
);

export const iotDeviceAuthLog = pgTable('iot_device_auth_log', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
  clientId: varchar('client_id', { length: 128 }).notNull().default(''),
  username: varchar('username', { length: 128 }).notNull().default(''),
  ipaddr: varchar('ipaddr', { length: 128 }).notNull().default(''),
  reason: varchar('reason', { length: 32 }).notNull(),
  attempts: integer('attempts').notNull().default(1),
  deptId: bigint('dept_id', { mode: 'number' }),
  userId: bigint('user_id', { mode: 'number' }),
  attemptTime: ts('attempt_time').notNull().defaultNow(),
});
