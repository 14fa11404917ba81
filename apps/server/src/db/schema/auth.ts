import { bigint, char, integer, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { audit, ts } from './system.ts';

export const iotMailRecord = pgTable('iot_mail_record', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
  userId: bigint('user_id', { mode: 'number' }),
  email: varchar('email', { length: 128 }).notNull(),
  mailTitle: varchar('mail_title', { length: 255 }).notNull().default(''),
  content: text('content').notNull().default(''),
  mailType: varchar('mail_type', { length: 32 }).notNull(),
  appType: varchar('app_type', { length: 32 }).notNull().default(''),
  status: char('status', { length: 1 }).notNull().default('0'),
  resendTime: ts('resend_time'),
  resendCount: integer('resend_count').notNull().default(0),
  ...audit,
});

export const iotSmsRecord = pgTable('iot_sms_record', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
  userId: bigint('user_id', { mode: 'number' }),
  phone: varchar('phone', { length: 32 }).notNull(),
  content: varchar('content', { length: 500 }).notNull().default(''),
  appType: varchar('app_type', { length: 32 }).notNull().default(''),
  appSource: varchar('app_source', { length: 32 }).notNull().default(''),
  status: char('status', { length: 1 }).notNull().default('0'),
  failureReason: varchar('failure_reason', { length: 500 }).notNull().default(''),
  sendType: varchar('send_type', { length: 16 }).notNull(),
  ...audit,
});
