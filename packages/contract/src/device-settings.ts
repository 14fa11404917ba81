import { z } from 'zod';
import { deviceIds } from './device-code.ts';
import { defineManifest } from './manifest/define.ts';
import { queryId } from './system-fields.ts';

/**
 * A setting as asked of a device against what the device reports (docs/grid-profiles.md):
 * in sync, pending (sent, not yet reported), drifted (reported since, and different), failed
 * (refused by the device, timed out, or not delivered).
 */
export const SETTING_STATUS = ['inSync', 'pending', 'drifted', 'failed'] as const;
export type SettingStatus = (typeof SETTING_STATUS)[number];

/** One parameter of one inverter: requested and applied side by side. */
export interface DeviceSetting {
  code: string;
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
