import { sql } from 'drizzle-orm';
import { bigint, boolean, char, date, doublePrecision, index, integer, jsonb, pgTable, primaryKey, real, smallint, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { audit, ts } from './system.ts';

/** Station layout, favorites, transfers, hourly energy, the summary and its peers, scheduled power; mirrors migrations 0140–0142, 0225, 0350 and 0351. */

export const iotStationLayout = pgTable('iot_station_layout', {
  stationId: bigint('station_id', { mode: 'number' }).primaryKey(),
  layoutName: varchar('layout_name', { length: 64 }).notNull(),
  panelDirection: char('panel_direction', { length: 1 }).notNull().default('0'),
  orientationAngle: real('orientation_angle').notNull().default(180),
  tiltAngle: real('tilt_angle').notNull().default(30),
  rows: integer('layout_rows').notNull(),
  columns: integer('layout_columns').notNull(),
  cells: jsonb('cells').notNull().default([]),
  updateBy: varchar('update_by', { length: 64 }).notNull().default(''),
  updateTime: ts('update_time').notNull().defaultNow(),
});

export const iotStationFavorite = pgTable(
  'iot_station_favorite',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    stationId: bigint('station_id', { mode: 'number' }).notNull(),
    status: char('status', { length: 1 }).notNull().default('1'),
    deptId: bigint('dept_id', { mode: 'number' }),
    createTime: ts('create_time').notNull().defaultNow(),
    updateTime: ts('update_time').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('iot_station_favorite_uq').on(t.userId, t.stationId)],
);

export const iotStationTransfer = pgTable('iot_station_transfer', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
  stationId: bigint('station_id', { mode: 'number' }).notNull(),
  stationName: varchar('station_name', { length: 128 }).notNull(),
  oldDept: bigint('old_dept', { mode: 'number' }),
  currentDept: bigint('current_dept', { mode: 'number' }),
  deviceCount: integer('device_count').notNull().default(0),
  remark: varchar('remark', { length: 500 }),
  createBy: varchar('create_by', { length: 64 }).notNull().default(''),
  createTime: ts('create_time').notNull().defaultNow(),
});

export const iotEnergyStationHour = pgTable(
  'iot_energy_station_hour',
  {
    stationId: bigint('station_id', { mode: 'number' }).notNull(),
    hourStart: ts('hour_start').notNull(),
    energyWh: doublePrecision('energy_wh').notNull().default(0),
    updateTime: ts('update_time').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.stationId, t.hourStart] })],
);

export const iotStationSummary = pgTable(
  'iot_station_summary',
  {
    stationId: bigint('station_id', { mode: 'number' }).primaryKey(),
    deptId: bigint('dept_id', { mode: 'number' }),
    userId: bigint('user_id', { mode: 'number' }),
    systemStatus: char('system_status', { length: 1 }).notNull().default('3'),
    powerW: doublePrecision('power_w').notNull().default(0),
    capacity: doublePrecision('capacity').notNull().default(0),
    ratedW: doublePrecision('rated_w').notNull().default(0),
    devicesTotal: integer('devices_total').notNull().default(0),
    devicesOnline: integer('devices_online').notNull().default(0),
    devicesNotReporting: integer('devices_not_reporting').notNull().default(0),
    lastDataTime: ts('last_data_time'),
    dayStart: date('day_start'),
    dayWh: doublePrecision('day_wh').notNull().default(0),
    monthWh: doublePrecision('month_wh').notNull().default(0),
    totalWh: doublePrecision('total_wh').notNull().default(0),
    daylight: boolean('daylight').notNull().default(false),
    peerRatio: real('peer_ratio'),
    attention: smallint('attention'),
    refreshedAt: ts('refreshed_at').notNull().defaultNow(),
    prDay: real('pr_day'),
    prMonth: real('pr_month'),
    prDayStart: date('pr_day_start'),
  },
  (t) => [
    index('iot_station_summary_attention')
      .on(t.attention)
      .where(sql`attention is not null`),
  ],
);

export const iotStationPeers = pgTable('iot_station_peers', {
  timeZone: varchar('time_zone', { length: 64 }).primaryKey(),
  medianYield: doublePrecision('median_yield').notNull(),
  refreshedAt: ts('refreshed_at').notNull().defaultNow(),
});

export const iotStationPower = pgTable('iot_station_power', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
  stationId: bigint('station_id', { mode: 'number' }).notNull(),
  runTime: varchar('run_time', { length: 5 }).notNull(),
  frequencyStatus: varchar('frequency_status', { length: 16 }).notNull(),
  startStatus: char('start_status', { length: 1 }).notNull().default('1'),
  chargeStatus: char('charge_status', { length: 1 }).notNull().default('0'),
  notifyStatus: char('notify_status', { length: 1 }).notNull().default('0'),
  status: char('status', { length: 1 }).notNull().default('0'),
  nextRunTime: ts('next_run_time'),
  lastRunTime: ts('last_run_time'),
  deptId: bigint('dept_id', { mode: 'number' }),
  userId: bigint('user_id', { mode: 'number' }),
  remark: varchar('remark', { length: 500 }),
  ...audit,
});

export const iotStationPowerRecord = pgTable('iot_station_power_record', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
  scheduleId: bigint('schedule_id', { mode: 'number' }).notNull(),
  stationId: bigint('station_id', { mode: 'number' }).notNull(),
  runAt: ts('run_at').notNull(),
  deviceType: varchar('device_type', { length: 16 }).notNull(),
  deviceId: varchar('device_id', { length: 32 }).notNull(),
  command: varchar('command', { length: 64 }).notNull(),
  result: char('result', { length: 1 }).notNull(),
  message: varchar('message', { length: 500 }),
  configRecordId: bigint('config_record_id', { mode: 'number' }),
  deptId: bigint('dept_id', { mode: 'number' }),
  userId: bigint('user_id', { mode: 'number' }),
  createTime: ts('create_time').notNull().defaultNow(),
});

/** Clear-sky expected energy per station and completed local day, with the inputs it came from (migration 0350). */
export const iotStationExpected = pgTable(
  'iot_station_expected',
  {
    stationId: bigint('station_id', { mode: 'number' }).notNull(),
    day: date('day').notNull(),
    expectedWh: doublePrecision('expected_wh').notNull(),
    inputs: varchar('inputs', { length: 160 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.stationId, t.day] })],
);

/** Which station's month was mailed as a report (migration 0351). */
export const iotStationReport = pgTable(
  'iot_station_report',
  {
    stationId: bigint('station_id', { mode: 'number' }).notNull(),
    month: char('month', { length: 7 }).notNull(),
    recipients: integer('recipients').notNull().default(0),
    sentAt: ts('sent_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.stationId, t.month] })],
);
