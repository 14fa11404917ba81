import { bigint, char, date, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { ts } from './system.ts';

/** Notification choice, alarm messages and digest slots of the console users (migration 0185). */

export const iotAlarmSubscription = pgTable('iot_alarm_subscription', {
  userId: bigint('user_id', { mode: 'number' }).primaryKey(),
  minLevel: char('min_level', { length: 1 }).notNull(),
  byMail: char('by_mail', { length: 1 }).notNull().default('1'),
  dailySummary: char('daily_summary', { length: 1 }).notNull().default('1'),
  since: ts('since').notNull().defaultNow(),
  updateTime: ts('update_time').notNull().defaultNow(),
});

export const iotAlarmMessage = pgTable('iot_alarm_message', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
  userId: bigint('user_id', { mode: 'number' }).notNull(),
  alarmId: bigint('alarm_id', { mode: 'number' }).notNull(),
  stationId: bigint('station_id', { mode: 'number' }),
  readFlag: char('read_flag', { length: 1 }).notNull().default('0'),
  mailed: char('mailed', { length: 1 }).notNull().default('0'),
  createTime: ts('create_time').notNull().defaultNow(),
});

export const iotAlarmMailSlot = pgTable(
  'iot_alarm_mail_slot',
  {
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    stationId: bigint('station_id', { mode: 'number' }).notNull(),
    sentAt: ts('sent_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.stationId] })],
);

export const iotAlarmPeerDay = pgTable('iot_alarm_peer_day', {
  stationId: bigint('station_id', { mode: 'number' }).primaryKey(),
  day: date('day', { mode: 'string' }).notNull(),
});
