import { and, desc, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { DevicePerm } from '@cniot/contract/devices/device-permissions';
import type { UpgradeTarget } from '@cniot/contract/grid-firmware/software';
import { upgradeBody } from '@cniot/contract/devices/wn-commands';
import type { Db } from '../../../db/client.ts';
import { iotSoftware as s } from '../../../db/schema/firmware.ts';
import { badRequest } from '../../../lib/errors.ts';
import { BusinessType } from '../../../plugins/oper-log.ts';
import { upgradeAnswer, upgradeNow } from './direct.ts';
import { loadPackage, type Package } from './package.ts';

type Named = z.infer<typeof upgradeBody>;

/**
 * The library's inverter package a spec §7 upgrade names by version: of that
 * component, matching the SHA-256 and size when given, the one whose download
 * link is the named URL first, else the newest. The device gets the library's
 * signed link, never the caller's URL: only a stored file has a hash to check.
 */
export async function namedPackage(db: Db, target: UpgradeTarget, b: Named): Promise<Package> {
  const rows = await db
    .select({ id: s.id, sha256: s.sha256, fileSize: s.fileSize })
    .from(s)
    .where(and(eq(s.deviceType, 'wn'), eq(s.target, target), eq(s.softwareVersion, b.version), eq(s.delFlag, '0')))
    .orderBy(desc(sql`${s.chinaDownloadLink} is not distinct from ${b.url}`), desc(s.id));
  if (rows.length === 0) throw badRequest(`upgrade.notInLibrary.${target}`, { version: b.version });
  const same = rows.find((r) => (b.sha256 === undefined || r.sha256 === b.sha256) && (b.size === undefined || r.fileSize === b.size));
  if (!same) throw badRequest('upgrade.hashDiffers', { version: b.version });
  return loadPackage(db, same.id);
}

const PATHS: Record<string, UpgradeTarget> = { escalation: 'firmware', wifiModuleUpgrade: 'wifi' };

/**
 * `POST /iot/wn/escalation` (firmware) and `/iot/wn/wifiModuleUpgrade` (Wi-Fi
 * module), spec §7, with their request shape: the same send as `wnUpgrade`,
 * so each device gets its upgrade record, the compatibility check and a cause.
 */
export const namedUpgradeRoutes: FastifyPluginAsync = async (app) => {
  for (const [path, target] of Object.entries(PATHS)) {
    app
      .withTypeProvider<ZodTypeProvider>()
      .post(
        `/iot/wn/${path}`,
        { schema: { body: upgradeBody }, config: { permission: DevicePerm.wn.upgrade, operLog: { title: 'operTitle.inverterCommand', businessType: BusinessType.OTHER } } },
        async (req) => {
          const b = req.body as Named;
          const pkg = await namedPackage(app.db, target, b);
          return upgradeAnswer(req, b.wnId !== undefined, await upgradeNow(app, req, pkg, b.wnIds ?? [b.wnId!]));
        },
      );
  }
};
