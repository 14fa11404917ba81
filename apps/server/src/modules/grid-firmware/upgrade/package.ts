import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DeviceType } from '@cniot/contract/devices/device-enums';
import type { DeviceFacts, PackageFit } from '@cniot/contract/grid-firmware/software';
import type { Db } from '../../../db/client.ts';
import { KINDS } from '../../../db/device-kinds.ts';
import { iotWn } from '../../../db/schema/devices.ts';
import { iotSoftware as s } from '../../../db/schema/firmware.ts';
import { notFound } from '../../../lib/errors.ts';
import type { LoginUser } from '../../../lib/session.ts';
import { visibleRows } from '../../devices/device-registry/kinds.ts';

export type Package = PackageFit & { id: number; softwareName: string; fileSize: number; sha256: string };

/** A package of the library, else 404. */
export async function loadPackage(db: Db, id: number): Promise<Package> {
  const [row] = await db
    .select({
      id: s.id,
      softwareName: s.softwareName,
      deviceType: s.deviceType,
      target: s.target,
      softwareVersion: s.softwareVersion,
      hardwareVersion: s.hardwareVersion,
      wnType: s.wnType,
      minVersion: s.minVersion,
      fileSize: s.fileSize,
      sha256: s.sha256,
    })
    .from(s)
    .where(and(eq(s.id, id), eq(s.delFlag, '0')));
  if (!row) throw notFound('upgrade.noPackage');
  return row as Package;
}

export type Device = DeviceFacts & { code: string; deptId: number | null; userId: number | null; stationId: number | null };

/** What decides whether a package fits, for the devices among `codes` the user may see (all of them when `user` is null: the engine). */
export async function deviceFacts(db: Db, type: DeviceType, codes: string[], user: LoginUser | null): Promise<Map<string, Device>> {
  const k = KINDS[type];
  const version = (key: 'software' | 'wifi' | 'hardware') => k.versions[key] ?? sql<null>`null`;
  const rows = await db
    .select({
      code: k.code,
      softwareVersion: version('software'),
      wifiVersion: version('wifi'),
      hardwareVersion: version('hardware'),
      wnType: type === 'wn' ? iotWn.wnType : sql<null>`null`,
      deptId: k.dept,
      userId: k.user,
      stationId: k.station,
    })
    .from(k.table)
    .where(and(inArray(k.code, codes.length ? codes : ['']), user ? visibleRows(k, user) : eq(k.delFlag, '0')));
  return new Map(rows.map((r) => [String(r.code), { ...(r as Omit<Device, 'type'>), type }]));
}

/** The versions an upgrade record keeps: where the device starts from and where the package takes it. */
export const recordOf = (pkg: Package, d: Device, createBy: string) => ({
  softwareId: pkg.id,
  deviceType: pkg.deviceType,
  deviceId: d.code,
  target: pkg.target,
  sourceSoftwareVersion: d.softwareVersion,
  targetSoftwareVersion: pkg.target === 'firmware' ? pkg.softwareVersion : d.softwareVersion,
  sourceWifiVersion: d.wifiVersion,
  targetWifiVersion: pkg.target === 'wifi' ? pkg.softwareVersion : d.wifiVersion,
  deptId: d.deptId,
  userId: d.userId,
  createBy,
});
