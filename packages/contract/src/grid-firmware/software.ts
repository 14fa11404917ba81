import { z } from 'zod';
import { deviceType, wnType, type DeviceType } from '../devices/device-enums.ts';
import { CRUD_ACTIONS, defineManifest } from '../manifest/define.ts';
import { optionalText } from '../system/system-fields.ts';

/**
 * Software packages (spec §3 Software, §7 `/iot/software`): inverter, meter and
 * battery firmware and Wi-Fi module images share one shape. The binary is
 * uploaded first (`POST /iot/software/upload`), the form then names it; size
 * and SHA-256 are the server's own reading of the stored file. See docs/firmware.md.
 */

export const UPGRADE_TARGETS = ['firmware', 'wifi'] as const;
export const upgradeTarget = z.enum(UPGRADE_TARGETS);
export type UpgradeTarget = z.infer<typeof upgradeTarget>;

/** What a package file may be called; the content must fit too (server: firmware-file.ts). */
export const FIRMWARE_TYPES = ['bin', 'img', 'hex'] as const;
export const FIRMWARE_LIMIT_MB = 64;
export const FIRMWARE_FOLDER = 'firmware';

export const versionNumber = z
  .string()
  .trim()
  .regex(/^\d{1,6}(\.\d{1,6}){0,3}$/, 'validation.versionNumber');
const optionalVersion = z.union([z.literal(''), versionNumber]).nullish();
/** Only a file the upload stored in the firmware folder; nothing a user typed reaches a path. */
export const firmwareFile = z.string({ message: 'validation.firmwareFile' }).regex(/^\/files\/firmware\/\d{4}\/\d{2}\/\d{2}\/[0-9a-f]{32}\.(bin|img|hex)$/, 'validation.firmwareFile');

export const softwareManifest = defineManifest({
  name: 'software',
  api: '/iot/software',
  perm: 'iot:software',
  actions: CRUD_ACTIONS,
  menu: { parent: 'microInverter', order: 9, icon: 'upload', name: 'softwareManagement' },
  id: 'id',
  label: 'softwareName',
  order: [
    ['sort', 'asc'],
    ['id', 'desc'],
  ],
  fields: {
    id: { list: { width: 70 }, search: 'eq', searchHidden: true, searchSchema: z.coerce.number().int().positive(), sort: true, export: 8 },
    softwareName: {
      schema: z.string({ message: 'validation.softwareName' }).trim().min(1, 'validation.softwareName').max(100),
      list: { ellipsis: true },
      search: 'like',
      form: true,
      sort: true,
      export: 30,
      detail: true,
    },
    deviceType: { schema: deviceType.default('wn'), dict: 'iot_device_type', list: true, search: 'eq', form: true, export: 14, detail: true },
    target: { schema: upgradeTarget.default('firmware'), values: UPGRADE_TARGETS, list: true, search: 'eq', form: { widget: 'radio' }, export: 10, detail: true },
    softwareVersion: { schema: z.string({ message: 'validation.versionNumber' }).pipe(versionNumber), list: true, search: 'like', form: true, sort: true, export: 12, detail: true },
    hardwareVersion: { schema: optionalText(64), list: true, form: true, export: 12, detail: true },
    wnType: { schema: wnType.nullish(), dict: 'iot_wn_type', list: { hidden: true }, form: true, export: 10, detail: true },
    minVersion: { schema: optionalVersion, list: { hidden: true }, form: true, export: 12, detail: true },
    power: { schema: z.number().min(0).max(100_000).nullish(), list: { hidden: true }, form: true, export: 10, detail: true },
    lineTotalNum: { schema: z.number().int().min(0).max(1_000_000).nullish(), list: { hidden: true }, form: true, export: 10, detail: true },
    softwareAddress: { schema: firmwareFile, form: { widget: 'file', wide: true }, detail: true },
    fileSize: { list: { width: 100 }, export: 12, detail: true },
    sha256: { list: { hidden: true, ellipsis: true }, export: 66, detail: true },
    chinaDownloadLink: { schema: z.union([z.literal(''), z.url('validation.downloadUrl').max(500)]).nullish(), form: { wide: true }, detail: true },
    softwareContent: { schema: optionalText(2000), list: { ellipsis: true, hidden: true }, form: { widget: 'textarea', wide: true }, export: 40, detail: true },
    sort: { schema: z.number().int().min(0).max(9999).default(0), list: { width: 70 }, form: true, sort: true },
    /** The outcome of the package's latest upgrade record (state code of the upgrade records). */
    upgradeStatus: { list: true, detail: true },
    causeFailure: { list: { ellipsis: true }, detail: true },
    createTime: { list: { type: 'datetime' }, search: 'range', sort: true, export: 20 },
    delFlag: {},
  },
  softDelete: 'delFlag',
  grants: { sysUser: '*' },
});

/** What the upload answers; the form keeps it with the package. */
export interface FirmwareUpload {
  softwareAddress: string;
  fileSize: number;
  sha256: string;
  originalFilename: string;
}

/** Dotted numeric versions compared part by part (1.10 > 1.9); other text compares as text. */
export function compareVersions(a: string, b: string): number {
  const pa = a.split('.');
  const pb = b.split('.');
  if (![...pa, ...pb].every((p) => /^\d+$/.test(p))) return a.localeCompare(b);
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const d = Number(pa[i] ?? 0) - Number(pb[i] ?? 0);
    if (d !== 0) return Math.sign(d);
  }
  return 0;
}

export interface PackageFit {
  deviceType: DeviceType;
  target: UpgradeTarget;
  softwareVersion: string;
  hardwareVersion?: string | null;
  wnType?: string | null;
  minVersion?: string | null;
}

export interface DeviceFacts {
  type: DeviceType;
  softwareVersion?: string | null;
  wifiVersion?: string | null;
  hardwareVersion?: string | null;
  wnType?: string | null;
}

export interface Misfit {
  key: string;
  params?: Record<string, string>;
}

/**
 * Why a package does not fit a device, or null when it does: its device type
 * (a Wi-Fi module image only for inverters), hardware version and inverter
 * type (when the package names them), and the minimum version it starts from.
 * A downgrade is allowed (a rollback pins an earlier version); the version
 * already running is not.
 */
export function misfit(pkg: PackageFit, d: DeviceFacts): Misfit | null {
  if (pkg.deviceType !== d.type) return { key: 'upgrade.otherDeviceType', params: { type: pkg.deviceType } };
  // Only inverters report a Wi-Fi module version: for a battery or meter there is nothing to check it against or to confirm it by.
  if (pkg.target === 'wifi' && d.type !== 'wn') return { key: 'upgrade.noWifiModule' };
  if (pkg.hardwareVersion && pkg.hardwareVersion !== d.hardwareVersion) return { key: 'upgrade.hardwareMismatch', params: { need: pkg.hardwareVersion, have: d.hardwareVersion ?? '-' } };
  if (pkg.wnType && d.type === 'wn' && pkg.wnType !== d.wnType) return { key: 'upgrade.wnTypeMismatch', params: { need: pkg.wnType, have: d.wnType ?? '-' } };
  const running = pkg.target === 'wifi' ? d.wifiVersion : d.softwareVersion;
  if (pkg.minVersion && (!running || compareVersions(running, pkg.minVersion) < 0)) return { key: 'upgrade.belowMinimum', params: { min: pkg.minVersion, have: running ?? '-' } };
  if (running && compareVersions(running, pkg.softwareVersion) === 0) return { key: 'upgrade.sameVersion', params: { version: running } };
  return null;
}
