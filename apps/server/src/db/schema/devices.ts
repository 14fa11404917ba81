import { bigint, char, doublePrecision, index, integer, jsonb, numeric, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';
import { audit, ts } from './system.ts';

/** Device registry; mirrors migrations/0100-devices.sql. */

const scope = {
  userId: bigint('user_id', { mode: 'number' }),
  deptId: bigint('dept_id', { mode: 'number' }),
};

/** Live state the gateway keeps on every device row. */
const live = {
  onlineStatus: char('online_status', { length: 1 }).notNull().default('0'),
  status: char('status', { length: 1 }).notNull().default('0'),
  statusSession: bigint('status_session', { mode: 'number' }).notNull().default(0),
  lastSeenTime: ts('last_seen_time'),
  lastDataTime: ts('last_data_time'),
  lastValues: jsonb('last_values'),
  alarmState: jsonb('alarm_state').notNull().default({}),
};

export const iotStation = pgTable('iot_station', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
  stationName: varchar('station_name', { length: 128 }).notNull(),
  stationAddress: varchar('station_address', { length: 255 }),
  ...scope,
  capacity: numeric('capacity', { precision: 12, scale: 3, mode: 'number' }).notNull().default(0),
  timeZone: varchar('time_zone', { length: 64 }).notNull().default('UTC'),
  latitude: doublePrecision('latitude'),
  longitude: doublePrecision('longitude'),
  status: char('status', { length: 1 }).notNull().default('0'),
  delFlag: char('del_flag', { length: 1 }).notNull().default('0'),
  ...audit,
  remark: varchar('remark', { length: 500 }),
  // 0140-stations.sql
  owner: bigint('owner_id', { mode: 'number' }),
  member: bigint('member_id', { mode: 'number' }),
  userType: char('user_type', { length: 1 }).notNull().default('0'),
  roleType: char('role_type', { length: 1 }).notNull().default('0'),
  createType: char('create_type', { length: 1 }).notNull().default('0'),
  imgUrl: varchar('img_url', { length: 255 }),
  stationSort: integer('station_sort').notNull().default(0),
  userNickName: varchar('user_nick_name', { length: 64 }),
  userEmail: varchar('user_email', { length: 128 }),
  creatorEmail: varchar('creator_email', { length: 128 }),
});

export const iotWn = pgTable('iot_wn', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
  wnId: varchar('wn_id', { length: 32 }).notNull(),
  stationId: bigint('station_id', { mode: 'number' }),
  ...scope,
  dealerId: bigint('dealer_id', { mode: 'number' }),
  region: varchar('region', { length: 128 }),
  pdMonth: varchar('pd_month', { length: 7 }),
  power: numeric('power', { precision: 10, scale: 1, mode: 'number' }).notNull().default(0),
  currentPower: doublePrecision('current_power'),
  wnType: char('wn_type', { length: 1 }).notNull().default('2'),
  wnModel: char('wn_model', { length: 1 }).notNull().default('1'),
  serialNum: varchar('serial_num', { length: 64 }),
  softwareVersion: varchar('software_version', { length: 64 }),
  hardwareVersion: varchar('hardware_version', { length: 64 }),
  modelVersion: varchar('model_version', { length: 64 }),
  wifiVersion: varchar('wifi_version', { length: 64 }),
  configVersion: varchar('config_version', { length: 64 }),
  privateKey: varchar('private_key', { length: 64 }).notNull(),
  bindingTime: ts('binding_time'),
  period: integer('period'),
  ipUrl: varchar('ip_url', { length: 128 }),
  outTime: ts('out_time'),
  ...live,
  energyTotalWh: doublePrecision('energy_total_wh'),
  energyTs: ts('energy_ts'),
  energyFirstWh: doublePrecision('energy_first_wh'),
  energyFirstTs: ts('energy_first_ts'),
  delFlag: char('del_flag', { length: 1 }).notNull().default('0'),
  ...audit,
  remark: varchar('remark', { length: 500 }),
});

export const iotWnGroup = pgTable('iot_wn_group', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
  groupName: varchar('group_name', { length: 64 }).notNull(),
  remark: varchar('remark', { length: 500 }),
  ...scope,
  delFlag: char('del_flag', { length: 1 }).notNull().default('0'),
  ...audit,
});

export const iotWnGroupMember = pgTable(
  'iot_wn_group_member',
  {
    groupId: bigint('group_id', { mode: 'number' }).notNull(),
    wnId: varchar('wn_id', { length: 32 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.wnId] }), index('iot_wn_group_member_wn').on(t.wnId)],
);

export const iotBattery = pgTable('iot_battery', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
  batteryId: varchar('battery_id', { length: 32 }).notNull(),
  batteryKey: varchar('battery_key', { length: 64 }).notNull(),
  stationId: bigint('station_id', { mode: 'number' }),
  ...scope,
  region: varchar('region', { length: 128 }),
  pdMonth: varchar('pd_month', { length: 7 }),
  power: numeric('power', { precision: 10, scale: 1, mode: 'number' }).notNull().default(0),
  capacity: numeric('capacity', { precision: 10, scale: 2, mode: 'number' }).notNull().default(0),
  serialNum: varchar('serial_num', { length: 64 }),
  softwareVersion: varchar('software_version', { length: 64 }),
  hardwareVersion: varchar('hardware_version', { length: 64 }),
  bindingTime: ts('binding_time'),
  ipUrl: varchar('ip_url', { length: 128 }),
  ...live,
  delFlag: char('del_flag', { length: 1 }).notNull().default('0'),
  ...audit,
  remark: varchar('remark', { length: 500 }),
});

export const iotMeter = pgTable('iot_meter', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
  meterId: varchar('meter_id', { length: 32 }).notNull(),
  meterKey: varchar('meter_key', { length: 64 }).notNull(),
  stationId: bigint('station_id', { mode: 'number' }),
  ...scope,
  pdMonth: varchar('pd_month', { length: 7 }),
  serialNum: varchar('serial_num', { length: 64 }),
  meterModel: varchar('meter_model', { length: 64 }),
  antiBackflowStatus: char('anti_backflow_status', { length: 1 }).notNull().default('0'),
  plcStatus: char('plc_status', { length: 1 }).notNull().default('0'),
  powerDownThreshold: numeric('power_down_threshold', { precision: 10, scale: 1, mode: 'number' }),
  powerUpThreshold: numeric('power_up_threshold', { precision: 10, scale: 1, mode: 'number' }),
  whitelist: jsonb('whitelist').$type<string[]>().notNull().default([]),
  softwareVersion: varchar('software_version', { length: 64 }),
  hardwareVersion: varchar('hardware_version', { length: 64 }),
  ipUrl: varchar('ip_url', { length: 128 }),
  bindingTime: ts('binding_time'),
  ...live,
  energyTotalWh: doublePrecision('energy_total_wh'),
  energyTs: ts('energy_ts'),
  energyFirstWh: doublePrecision('energy_first_wh'),
  energyFirstTs: ts('energy_first_ts'),
  delFlag: char('del_flag', { length: 1 }).notNull().default('0'),
  ...audit,
  remark: varchar('remark', { length: 500 }),
});

export const iotDeviceImportRecord = pgTable('iot_device_import_record', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
  batchNumber: varchar('batch_number', { length: 64 }).notNull(),
  deviceType: varchar('device_type', { length: 32 }).notNull(),
  generateId: varchar('generate_id', { length: 32 }),
  generateCount: integer('generate_count').notNull().default(0),
  remark: varchar('remark', { length: 500 }),
  ...scope,
  ...audit,
  /** 0110: '0' generated, '1' inverter import, '2' company assignment import. */
  source: char('source', { length: 1 }).notNull().default('0'),
  failCount: integer('fail_count').notNull().default(0),
  companyId: bigint('company_id', { mode: 'number' }),
});

export const iotDeviceImportDetail = pgTable('iot_device_import_detail', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
  recordId: bigint('record_id', { mode: 'number' }).notNull(),
  deviceId: varchar('device_id', { length: 32 }).notNull(),
  deviceKey: varchar('device_key', { length: 64 }).notNull().default(''),
  /** 0110: per-row result of an import ('0' ok, '1' refused, with the reason). */
  rowNum: integer('row_num'),
  status: char('status', { length: 1 }).notNull().default('0'),
  message: varchar('message', { length: 255 }),
});

/** 0110: a device assigned to a company; the device's dept_id follows the assignment. */
export const iotAgentDevice = pgTable('iot_agent_device', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
  companyId: bigint('company_id', { mode: 'number' }).notNull(),
  deviceType: char('device_type', { length: 1 }).notNull(),
  deviceId: varchar('device_id', { length: 32 }).notNull(),
  previousDeptId: bigint('previous_dept_id', { mode: 'number' }),
  createBy: varchar('create_by', { length: 64 }).notNull().default(''),
  createTime: ts('create_time').notNull().defaultNow(),
});

/** 0110: steps of meter upgrades. */
export const iotMeterUpgradeTemp = pgTable('iot_meter_upgrade_temp', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
  meterId: varchar('meter_id', { length: 32 }).notNull(),
  upgradeType: char('upgrade_type', { length: 1 }).notNull(),
  upgradeStatus: char('upgrade_status', { length: 1 }).notNull().default('1'),
  version: varchar('version', { length: 64 }),
  requestId: varchar('request_id', { length: 64 }),
  recordId: bigint('record_id', { mode: 'number' }),
  errorMsg: varchar('error_msg', { length: 500 }),
  ...scope,
  createBy: varchar('create_by', { length: 64 }).notNull().default(''),
  createTime: ts('create_time').notNull().defaultNow(),
  updateTime: ts('update_time'),
});
