import { bigint, boolean, char, doublePrecision, integer, jsonb, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';
import { audit, ts } from './system.ts';

/** Grid profiles, their parameters, pushes and requested settings; mirrors migrations/0190-grid-profiles.sql. */

export const iotGridProfile = pgTable('iot_grid_profile', {
  profileId: bigint('profile_id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
  profileName: varchar('profile_name', { length: 128 }).notNull(),
  profileCode: varchar('profile_code', { length: 64 }).notNull(),
  profileVersion: integer('profile_version').notNull().default(1),
  countryCode: varchar('country_code', { length: 16 }).notNull(),
  countryName: varchar('country_name', { length: 64 }),
  areaCode: varchar('area_code', { length: 32 }),
  areaName: varchar('area_name', { length: 64 }),
  standardName: varchar('standard_name', { length: 128 }),
  approvalStatus: char('approval_status', { length: 1 }).notNull().default('0'),
  protectionEditor: bigint('protection_editor', { mode: 'number' }),
  approvedBy: varchar('approved_by', { length: 64 }),
  approveTime: ts('approve_time'),
  /** Protection parameters as last approved (migrations/0251-grid-approved-values.sql). */
  approvedParams: jsonb('approved_params'),
  remark: varchar('remark', { length: 500 }),
  ...audit,
});

/** The fields of spec §3's iotConfig, shared by a parameter and its corrections. */
const configFields = () => ({
  configName: varchar('config_name', { length: 128 }).notNull(),
  configAlias: varchar('config_alias', { length: 128 }),
  configCode: varchar('config_code', { length: 64 }).notNull(),
  configMul: doublePrecision('config_mul').notNull().default(1),
  configDescribe: varchar('config_describe', { length: 500 }),
  configMin: doublePrecision('config_min'),
  configMax: doublePrecision('config_max'),
  defVal: doublePrecision('def_val').notNull(),
  unit: varchar('unit', { length: 16 }),
  precision: integer('precision').notNull().default(0),
  countryCode: varchar('country_code', { length: 16 }),
  countryName: varchar('country_name', { length: 64 }),
  areaCode: varchar('area_code', { length: 32 }),
  areaName: varchar('area_name', { length: 64 }),
  configAscription: varchar('config_ascription', { length: 128 }),
  configType: varchar('config_type', { length: 32 }).notNull(),
  installerEditable: char('installer_editable', { length: 1 }).notNull().default('0'),
  sort: integer('sort').notNull().default(0),
});

export const iotConfig = pgTable('iot_config', {
  configId: bigint('config_id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
  profileId: bigint('profile_id', { mode: 'number' }).notNull(),
  ...configFields(),
  ...audit,
});

/** Migration 0192: a parameter as one language puts it (spec §3's correction entity). */
export const iotConfigCorrection = pgTable('iot_config_correction', {
  correctionId: bigint('correction_id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
  configId: bigint('config_id', { mode: 'number' }).notNull(),
  language: varchar('language', { length: 10 }).notNull(),
  symbol: char('symbol', { length: 1 }).notNull().default('0'),
  ...configFields(),
  ...audit,
});

export const iotDeviceSetting = pgTable(
  'iot_device_setting',
  {
    deviceType: varchar('device_type', { length: 16 }).notNull(),
    deviceId: varchar('device_id', { length: 32 }).notNull(),
    paramCode: varchar('param_code', { length: 64 }).notNull(),
    requestedValue: varchar('requested_value', { length: 255 }).notNull(),
    command: varchar('command', { length: 64 }).notNull(),
    params: jsonb('params'),
    requestId: varchar('request_id', { length: 64 }),
    requestedTime: ts('requested_time').notNull(),
    requestedBy: varchar('requested_by', { length: 64 }).notNull().default(''),
    refusalCode: varchar('refusal_code', { length: 64 }),
    refusalParams: jsonb('refusal_params'),
  },
  (t) => [primaryKey({ columns: [t.deviceType, t.deviceId, t.paramCode] })],
);

export const iotDeviceGrid = pgTable('iot_device_grid', {
  wnId: varchar('wn_id', { length: 32 }).primaryKey(),
  profileId: bigint('profile_id', { mode: 'number' }),
  profileCode: varchar('profile_code', { length: 64 }),
  profileVersion: integer('profile_version'),
  profileHash: varchar('profile_hash', { length: 64 }),
  pushId: bigint('push_id', { mode: 'number' }),
  requestId: varchar('request_id', { length: 64 }),
  requestedTime: ts('requested_time'),
  reportedCode: varchar('reported_code', { length: 64 }),
  reportedVersion: integer('reported_version'),
  reportedHash: varchar('reported_hash', { length: 64 }),
  reportTime: ts('report_time'),
});

export const iotGridPush = pgTable('iot_grid_push', {
  pushId: bigint('push_id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
  profileId: bigint('profile_id', { mode: 'number' }).notNull(),
  profileHash: varchar('profile_hash', { length: 64 }).notNull(),
  target: varchar('target', { length: 128 }).notNull(),
  deptId: bigint('dept_id', { mode: 'number' }),
  userId: bigint('user_id', { mode: 'number' }),
  createBy: varchar('create_by', { length: 64 }).notNull().default(''),
  createTime: ts('create_time').notNull().defaultNow(),
});

export const iotGridPushDevice = pgTable(
  'iot_grid_push_device',
  {
    pushId: bigint('push_id', { mode: 'number' }).notNull(),
    wnId: varchar('wn_id', { length: 32 }).notNull(),
    stationId: bigint('station_id', { mode: 'number' }),
    issued: boolean('issued').notNull(),
    msg: varchar('msg', { length: 255 }).notNull().default(''),
    msgCode: varchar('msg_code', { length: 64 }),
    msgParams: jsonb('msg_params'),
    requestId: varchar('request_id', { length: 64 }),
  },
  (t) => [primaryKey({ columns: [t.pushId, t.wnId] })],
);

export const iotGridDocument = pgTable('iot_grid_document', {
  documentId: bigint('document_id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
  countryCode: varchar('country_code', { length: 16 }).notNull(),
  title: varchar('title', { length: 200 }).notNull(),
  standardName: varchar('standard_name', { length: 128 }),
  issuer: varchar('issuer', { length: 128 }),
  fileUrl: varchar('file_url', { length: 1000 }).notNull(),
  remark: varchar('remark', { length: 500 }),
  ...audit,
});
