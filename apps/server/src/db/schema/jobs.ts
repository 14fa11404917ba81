import { bigint, char, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { audit, ts } from './system.ts';

export const sysJob = pgTable('sys_job', {
  jobId: bigint('job_id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
  jobName: varchar('job_name', { length: 64 }).notNull(),
  jobGroup: varchar('job_group', { length: 64 }).notNull().default('DEFAULT'),
  invokeTarget: varchar('invoke_target', { length: 500 }).notNull(),
  cronExpression: varchar('cron_expression', { length: 255 }).notNull(),
  misfirePolicy: char('misfire_policy', { length: 1 }).notNull().default('0'),
  concurrent: char('concurrent', { length: 1 }).notNull().default('1'),
  status: char('status', { length: 1 }).notNull().default('1'),
  nextFireTime: ts('next_fire_time'),
  remark: varchar('remark', { length: 500 }),
  ...audit,
});

export const sysJobLog = pgTable('sys_job_log', {
  jobLogId: bigint('job_log_id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
  jobId: bigint('job_id', { mode: 'number' }),
  jobName: varchar('job_name', { length: 64 }).notNull(),
  jobGroup: varchar('job_group', { length: 64 }).notNull(),
  invokeTarget: varchar('invoke_target', { length: 500 }).notNull(),
  jobMessage: varchar('job_message', { length: 500 }).notNull().default(''),
  status: char('status', { length: 1 }).notNull().default('0'),
  exceptionInfo: text('exception_info').notNull().default(''),
  startTime: ts('start_time').notNull(),
  stopTime: ts('stop_time'),
  createTime: ts('create_time').notNull().defaultNow(),
});
