import { bigint, char, integer, jsonb, pgTable, smallint, varchar } from 'drizzle-orm/pg-core';
import { audit, ts } from './system.ts';

/**
 * Alarm records (migrations 0101, 0180), rules, battery alarm base and
 * maintenance windows. Records are opened through raw SQL: the upserts name
 * the partial unique indexes (gateway/ingest/alarm-raise.ts).
 */

export const iotAlarmRecord = pgTable('iot_alarm_record', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
  source: char('source', { length: 1 }).notNull().default('0'),
  deviceType: varchar('device_type', { length: 16 }),
  deviceId: varchar('device_id', { length: 32 }),
  stationId: bigint('station_id', { mode: 'number' }),
  alarmType: varchar('alarm_type', { length: 16 }).notNull(),
  bitNum: smallint('bit_num'),
  alarmCode: varchar('alarm_code', { length: 32 }),
  alarmLevel: char('alarm_level', { length: 1 }),
  detail: jsonb('detail'),
  alarmStatus: char('alarm_status', { length: 1 }).notNull().default('0'),
  startTime: ts('start_time').notNull(),
  endTime: ts('end_time'),
  lastSeenTime: ts('last_seen_time'),
  repeatCount: integer('repeat_count').notNull().default(1),
  ackBy: varchar('ack_by', { length: 64 }),
  ackTime: ts('ack_time'),
  ackComment: varchar('ack_comment', { length: 500 }),
  shelvedUntil: ts('shelved_until'),
  shelveBy: varchar('shelve_by', { length: 64 }),
  shelveTime: ts('shelve_time'),
  shelveReason: varchar('shelve_reason', { length: 500 }),
  deptId: bigint('dept_id', { mode: 'number' }),
  userId: bigint('user_id', { mode: 'number' }),
  createTime: ts('create_time').notNull().defaultNow(),
});

export const iotAlarmRule = pgTable('iot_alarm_rule', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
  alarmType: varchar('alarm_type', { length: 16 }).notNull(),
  bitNum: smallint('bit_num').notNull(),
  alarmCode: varchar('alarm_code', { length: 32 }).notNull(),
  alarmLevel: char('alarm_level', { length: 1 }).notNull().default('1'),
  language: varchar('language', { length: 10 }).notNull().default('en_US'),
  alarmName: varchar('alarm_name', { length: 128 }).notNull(),
  alarmSuggestion: varchar('alarm_suggestion', { length: 1000 }).notNull().default(''),
  ...audit,
});

export const iotBatteryAlarmBase = pgTable('iot_battery_alarm_base', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
  alarmType: varchar('alarm_type', { length: 16 }).notNull(),
  bitNum: smallint('bit_num').notNull(),
  language: varchar('language', { length: 10 }).notNull().default('en_US'),
  alarmName: varchar('alarm_name', { length: 128 }).notNull(),
  ...audit,
});

export const iotAlarmMaintenance = pgTable('iot_alarm_maintenance', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
  stationId: bigint('station_id', { mode: 'number' }),
  deviceType: varchar('device_type', { length: 16 }),
  deviceId: varchar('device_id', { length: 32 }),
  startTime: ts('start_time').notNull(),
  endTime: ts('end_time').notNull(),
  reason: varchar('reason', { length: 500 }).notNull().default(''),
  released: char('released', { length: 1 }).notNull().default('0'),
  deptId: bigint('dept_id', { mode: 'number' }),
  userId: bigint('user_id', { mode: 'number' }),
  ...audit,
});
