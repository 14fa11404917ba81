import { z } from 'zod';
import { deviceId, deviceIds } from '../devices/device-code.ts';
import { deviceType } from '../devices/device-enums.ts';
import { defineManifest } from '../manifest/define.ts';
import { UPGRADE_TARGETS } from './software.ts';
import { entityId } from '../system/system-fields.ts';

/**
 * Upgrade records (one per device and package sent) and their states. Codes 1,
 * 3 and 4 mean what the meter upgrade's issued, completed and failed mean (spec
 * §4), 2 is its "in progress" while the file downloads; the others refine it.
 */
export const UpgradeState = { queued: '0', sent: '1', downloading: '2', succeeded: '3', failed: '4', verifying: '5', installing: '6', timedOut: '7' } as const;
export type UpgradeStateCode = (typeof UpgradeState)[keyof typeof UpgradeState];
/** Forward order: a report never moves a record back (QoS 1 redelivers, messages overtake each other). */
export const UPGRADE_STATES = ['0', '1', '2', '5', '6', '3', '4', '7'] as const;
/** Sent to the device and not finished yet. */
export const ACTIVE_STATES: readonly string[] = [UpgradeState.sent, UpgradeState.downloading, UpgradeState.verifying, UpgradeState.installing];

/** `POST /iot/upgrade/wnUpgrade`: a package from the library to one device or a few, at once. */
export const wnUpgradeBody = z
  .object({ softwareId: entityId, wnId: deviceId.optional(), wnIds: deviceIds.optional() })
  .refine((b) => (b.wnId === undefined) !== (b.wnIds === undefined), { message: 'wn.oneTarget', path: ['wnId'] });

export const upgradeRecordManifest = defineManifest({
  name: 'upgradeRecord',
  api: '/iot/upgrade/record',
  perm: 'iot:upgrade',
  actions: ['list', 'query', 'upgrade', 'export'],
  menu: { parent: 'microInverter', order: 10, icon: 'log', name: 'upgradeRecord' },
  id: 'id',
  label: 'deviceId',
  fields: {
    id: { list: { width: 70 }, sort: true },
    deviceType: { dict: 'iot_device_type', list: true, search: 'eq', searchSchema: deviceType, export: 12 },
    deviceId: { list: { width: 150 }, search: 'like', sort: true, export: 18, detail: true },
    target: { values: UPGRADE_TARGETS, list: true, search: 'eq', searchSchema: z.enum(UPGRADE_TARGETS), export: 10, detail: true },
    softwareName: { list: { ellipsis: true }, export: 24, detail: true },
    sourceSoftwareVersion: { list: true, export: 12, detail: true },
    targetSoftwareVersion: { list: true, search: 'eq', searchSchema: z.string().max(64), export: 12, detail: true },
    sourceWifiVersion: { list: { hidden: true }, export: 12, detail: true },
    targetWifiVersion: { list: { hidden: true }, export: 12, detail: true },
    state: { values: UPGRADE_STATES, list: true, search: 'eq', searchSchema: z.enum(UPGRADE_STATES), sort: true, export: 12, detail: true },
    progress: { list: { width: 90 }, detail: true },
    causeFailure: { list: { ellipsis: true }, export: 40, detail: true },
    rolloutId: { list: { hidden: true }, search: 'eq', searchHidden: true, searchSchema: z.coerce.number().int().positive(), detail: true },
    waveNo: { list: { hidden: true }, search: 'eq', searchHidden: true, searchSchema: z.coerce.number().int().min(0), detail: true },
    createBy: { list: { hidden: true }, export: 12, detail: true },
    sendTime: { list: { type: 'datetime' }, sort: true, export: 20, detail: true },
    finishTime: { list: { type: 'datetime' }, sort: true, export: 20, detail: true },
    createTime: { list: { type: 'datetime', hidden: true }, search: 'range', sort: true, detail: true },
  },
  scope: 'dept',
  /** Why it failed, as a message key and its values, so a reader sees the cause in their own language. */
  rowExtras: {
    causeCode: z.string().nullable(),
    // Keyed by the message's own values (have, min, …): a map on purpose.
    causeParams: z.record(z.string(), z.unknown()).nullable(),
  },
  grants: { sysUser: '*', agencyUser: ['list', 'query', 'export'] },
});
