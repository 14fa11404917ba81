import { bigint, char, integer, jsonb, numeric, pgTable, real, varchar } from 'drizzle-orm/pg-core';
import { audit, ts } from './system.ts';

/** Software packages, rollouts and upgrade records; mirrors migrations/0200-firmware.sql. */

const scope = {
  deptId: bigint('dept_id', { mode: 'number' }),
  userId: bigint('user_id', { mode: 'number' }),
};

export const iotSoftware = pgTable('iot_software', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
  softwareName: varchar('software_name', { length: 100 }).notNull(),
  deviceType: varchar('device_type', { length: 16 }).notNull().default('wn'),
  target: varchar('target', { length: 16 }).notNull().default('firmware'),
  softwareVersion: varchar('software_version', { length: 64 }).notNull(),
  hardwareVersion: varchar('hardware_version', { length: 64 }),
  wnType: char('wn_type', { length: 1 }),
  minVersion: varchar('min_version', { length: 64 }),
  power: numeric('power', { precision: 10, scale: 1, mode: 'number' }),
  lineTotalNum: integer('line_total_num'),
  softwareAddress: varchar('software_address', { length: 255 }).notNull(),
  fileSize: bigint('file_size', { mode: 'number' }).notNull(),
  sha256: char('sha256', { length: 64 }).notNull(),
  chinaDownloadLink: varchar('china_download_link', { length: 500 }),
  softwareContent: varchar('software_content', { length: 2000 }),
  sort: integer('sort').notNull().default(0),
  delFlag: char('del_flag', { length: 1 }).notNull().default('0'),
  ...audit,
});

export const iotRollout = pgTable('iot_rollout', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
  rolloutName: varchar('rollout_name', { length: 100 }).notNull(),
  softwareId: bigint('software_id', { mode: 'number' }).notNull(),
  deviceType: varchar('device_type', { length: 16 }).notNull(),
  plan: jsonb('plan').notNull(),
  status: char('status', { length: 1 }).notNull().default('1'),
  pauseReason: varchar('pause_reason', { length: 16 }),
  currentWave: integer('current_wave').notNull().default(0),
  waveCount: integer('wave_count').notNull(),
  waveStartTime: ts('wave_start_time'),
  healthySince: ts('healthy_since'),
  acceptedWave: integer('accepted_wave'),
  rollbackSoftwareId: bigint('rollback_software_id', { mode: 'number' }),
  baseUrl: varchar('base_url', { length: 255 }).notNull(),
  leaseUntil: ts('lease_until'),
  leaseOwner: varchar('lease_owner', { length: 64 }),
  ...scope,
  createBy: varchar('create_by', { length: 64 }).notNull().default(''),
  createTime: ts('create_time').notNull().defaultNow(),
  updateTime: ts('update_time'),
});

export const iotUpgradeRecord = pgTable('iot_upgrade_record', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
  softwareId: bigint('software_id', { mode: 'number' }).notNull(),
  rolloutId: bigint('rollout_id', { mode: 'number' }),
  waveNo: integer('wave_no'),
  deviceType: varchar('device_type', { length: 16 }).notNull(),
  deviceId: varchar('device_id', { length: 32 }).notNull(),
  target: varchar('target', { length: 16 }).notNull(),
  sourceSoftwareVersion: varchar('source_software_version', { length: 64 }),
  targetSoftwareVersion: varchar('target_software_version', { length: 64 }),
  sourceWifiVersion: varchar('source_wifi_version', { length: 64 }),
  targetWifiVersion: varchar('target_wifi_version', { length: 64 }),
  state: char('state', { length: 1 }).notNull().default('0'),
  progress: real('progress').notNull().default(0),
  causeFailure: varchar('cause_failure', { length: 500 }),
  causeCode: varchar('cause_code', { length: 64 }),
  causeParams: jsonb('cause_params'),
  requestId: varchar('request_id', { length: 64 }),
  dueTime: ts('due_time'),
  sendTime: ts('send_time'),
  sendSession: bigint('send_session', { mode: 'number' }),
  deadlineTime: ts('deadline_time'),
  finishTime: ts('finish_time'),
  ...scope,
  createBy: varchar('create_by', { length: 64 }).notNull().default(''),
  createTime: ts('create_time').notNull().defaultNow(),
  updateTime: ts('update_time'),
});

export const iotFirmwareKey = pgTable('iot_firmware_key', {
  id: integer('id').primaryKey(),
  secret: varchar('secret', { length: 128 }).notNull(),
  createTime: ts('create_time').notNull().defaultNow(),
});
