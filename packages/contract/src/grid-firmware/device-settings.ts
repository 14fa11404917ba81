import { z } from 'zod';
import { deviceIds } from '../devices/device-code.ts';
import { defineManifest } from '../manifest/define.ts';
import { queryId } from '../system/system-fields.ts';

/**
 * A setting as asked of a device against what the device reports (docs/grid-profiles.md):
 * in sync, pending (sent, not yet reported), drifted (reported since, and different), failed
 * (refused by the device, timed out, or not delivered).
 */
export const SETTING_STATUS = ['inSync', 'pending', 'drifted', 'failed'] as const;
export type SettingStatus = (typeof SETTING_STATUS)[number];

/** How a setting reads: a number (in display units), a switch (on/off), or text (a server address). */
export type SettingKind = 'number' | 'switch' | 'text';

/**
 * What a parameter code means to a reader: the device holds `shown × scale` (a grid parameter's
 * configMul: 2540 is 254.0 V), shown with `precision` decimals and its unit.
 */
export interface SettingMeaning {
  kind: SettingKind;
  unit: string | null;
  scale: number;
  precision: number;
}

/**
 * The settings the inverter commands ask for (`/iot/wn/<command>`, the record's config code), in the
 * units the command takes; their names are screen texts (`devices.settings.params.<code>`).
 */
export const COMMAND_SETTINGS: Record<string, SettingMeaning> = {
  powerFactor: { kind: 'number', unit: null, scale: 1, precision: 2 },
  powerPercent: { kind: 'number', unit: '%', scale: 1, precision: 0 },
  reactivePower: { kind: 'number', unit: 'var', scale: 1, precision: 1 },
  reportInterval: { kind: 'number', unit: 's', scale: 1, precision: 0 },
  antiBackFlowEnable: { kind: 'switch', unit: null, scale: 1, precision: 0 },
  antiBackFlowPower: { kind: 'number', unit: 'W', scale: 1, precision: 1 },
  clearTotalPowerEnable: { kind: 'switch', unit: null, scale: 1, precision: 0 },
  faultClearing: { kind: 'switch', unit: null, scale: 1, precision: 0 },
  server: { kind: 'text', unit: null, scale: 1, precision: 0 },
};

/** A grid parameter limited to 0..1 in whole steps is a switch (ride-through, anti-islanding, curves on or off). */
export const isSwitchRule = (min: number | null, max: number | null, precision: number) => min === 0 && max === 1 && precision === 0;

/** A device value as the reader takes it: the number in display units, on/off, or the text; null when absent or unreadable. */
export function settingValue(raw: string | null, m: SettingMeaning): number | boolean | string | null {
  if (raw === null || raw === '') return null;
  if (m.kind === 'text') return raw;
  if (m.kind === 'switch') return raw === 'true' || raw === '1' ? true : raw === 'false' || raw === '0' ? false : raw;
  const n = Number(raw) / m.scale;
  return Number.isFinite(n) ? Number(n.toFixed(Math.max(m.precision, 6))) : raw;
}

/** One parameter of one inverter: requested and applied side by side. */
export interface DeviceSetting {
  code: string;
  /** The parameter's name in the reader's language: the grid profile's (or its correction's), or the command's; null when unknown. */
  label: string | null;
  /** How its values read; null for a code no profile or command describes (shown as reported). */
  meaning: SettingMeaning | null;
  requested: string | null;
  requestedTime: string | null;
  applied: string | null;
  reportTime: string | null;
  status: SettingStatus | null;
  error: string | null;
}

/** An inverter's grid profile: the one pushed and the one it reports. */
export interface DeviceGridState {
  profileName: string | null;
  profileCode: string | null;
  profileVersion: number | null;
  reportedCode: string | null;
  reportedVersion: number | null;
  status: SettingStatus | null;
}

/** The fleet's inverters whose settings are not (yet) what was asked (`/iot/deviceSetting`). */
export const deviceSettingManifest = defineManifest({
  name: 'deviceSetting',
  api: '/iot/deviceSetting',
  perm: 'iot:deviceSetting',
  actions: ['list', 'export', 'resend'],
  menu: { parent: 'inverterConfiguration', order: 2, icon: 'monitor', name: 'settingSync' },
  id: 'wnId',
  label: 'wnId',
  order: [
    ['requestedTime', 'desc'],
    ['wnId', 'asc'],
  ],
  fields: {
    wnId: { list: true, search: 'like', sort: true, export: 18 },
    stationId: { search: 'eq', searchHidden: true, searchSchema: queryId },
    stationName: { list: { ellipsis: true }, sort: true, export: 24 },
    status: { values: ['pending', 'drifted', 'failed'], list: true, search: 'eq', searchSchema: z.enum(['pending', 'drifted', 'failed']), sort: true, export: 12 },
    profileName: { list: { ellipsis: true }, export: 28 },
    reportedProfile: { list: true, export: 20 },
    pending: { list: { width: 80 }, sort: true, export: 8 },
    drifted: { list: { width: 80 }, sort: true, export: 8 },
    failed: { list: { width: 80 }, sort: true, export: 8 },
    /** Why the latest failed setting failed (the console shows `reasonCode` with `reasonParams` in its language when given). */
    reason: { list: { ellipsis: true }, export: 40 },
    requestedTime: { list: { type: 'datetime' }, sort: true, export: 20 },
  },
  scope: 'dept',
  grants: { sysUser: '*', agencyUser: '*' },
});

export const resendBody = z.object({ wnIds: deviceIds });
