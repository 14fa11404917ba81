import { z } from 'zod';

/**
 * Device enumerations of spec §3/§4 with the codes stored in the database.
 * Codes are RuoYi-style one-character strings so dictionaries can label them.
 */

/** The three kinds of device that speak MQTT; also the `{deviceType}` topic level. */
export const DEVICE_TYPES = ['wn', 'battery', 'meter'] as const;
export const deviceType = z.enum(DEVICE_TYPES);
export type DeviceType = z.infer<typeof deviceType>;

/** Device types of code generation and import records (spec §3 "Device import record"). */
export const IMPORT_DEVICE_TYPES = ['wn', 'battery', 'electricityMeter', 'IEPKGS', 'IEPKGL'] as const;
export const importDeviceType = z.enum(IMPORT_DEVICE_TYPES);

/** Agent device type codes: 0 inverter, 1 battery, 2 meter. */
export const AgentDeviceType = { wn: '0', battery: '1', meter: '2' } as const;

export const OnlineStatus = { offline: '0', online: '1' } as const;
export const onlineStatus = z.enum(['0', '1']);

/** Inverter status: normal, or warn while an alarm bit is on. */
export const WnStatus = { normal: '0', warn: '1' } as const;

/** wnType: how many panels one micro-inverter takes (towing1, towing2, towing4, towing8). */
export const WN_TYPES = { towing1: '1', towing2: '2', towing4: '4', towing8: '8' } as const;
export const wnType = z.enum(['1', '2', '4', '8']);
/** wnModel: wn_model1 normal, wn_model2 PLC. */
export const WN_MODELS = { normal: '1', plc: '2' } as const;
export const wnModel = z.enum(['1', '2']);

/** Config-change (command) record status, spec §4 plus "timed out". */
export const CommandStatus = { notSent: '0', sent: '1', success: '2', failed: '3', timedOut: '4' } as const;
export const commandStatus = z.enum(['0', '1', '2', '3', '4']);
export type CommandStatusCode = z.infer<typeof commandStatus>;

/** Alarm record status: active until the device clears the bit. */
export const AlarmStatus = { active: '0', recovered: '1' } as const;

/** Alarm bitmask keys per device type (spec alarm rule types mi, pv1..pv4; battery alarm/protect). */
export const ALARM_TYPES = {
  wn: ['mi', 'pv1', 'pv2', 'pv3', 'pv4', 'pv5', 'pv6'],
  battery: ['alarm', 'protect'],
  meter: ['meter'],
} as const satisfies Record<DeviceType, readonly string[]>;

export const AlarmLevel = { shield: '0', level1: '1', level2: '2', level3: '3', level4: '4' } as const;

/** Station build status: to be built, under construction, construction completed. */
export const StationStatus = { unconstructed: '0', underConstruction: '1', completed: '2' } as const;

/** Meter anti-backflow and PLC switches. */
export const MeterSwitch = { closed: '0', open: '1' } as const;

/** Meter upgrade temp: status 1 issued, 2 in progress, 3 completed, 4 failed. */
export const MeterUpgradeStatus = { issued: '1', inProgress: '2', completed: '3', failed: '4' } as const;
/** Meter upgrade type: 1 close anti-backflow, 2 upgrade program, 3 open anti-backflow. */
export const MeterUpgradeType = { closeAntiBackflow: '1', upgradeProgram: '2', openAntiBackflow: '3' } as const;

/** Who started an operation (spec §3 "Operation creator types"). */
export const CreatorType = { admin: '0', agent: '1', owner: '2', factory: '3' } as const;
