import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { permsOf } from '@cniot/contract/manifest/define';
import { upgradeRecordManifest, wnUpgradeBody } from '@cniot/contract/grid-firmware/upgrade';
import { localCause } from '../../../gateway/upgrade-cause.ts';
import { iotUpgradeRecord as r } from '../../../db/schema/firmware.ts';
import { manifestCrud } from '../../../lib/manifest-crud.ts';
import { BusinessType } from '../../../plugins/oper-log.ts';
import { upgradeAnswer, upgradeNow } from './direct.ts';
import { loadPackage } from './package.ts';
import { rolloutRoutes } from './rollout-routes.ts';

const perms = permsOf(upgradeRecordManifest);
const softwareName = sql<string>`(select s.software_name from iot_software s where s.id = iot_upgrade_record.software_id)`;

/** Upgrade records (`/iot/upgrade/record`), the direct upgrade of spec §7 and the rollouts. */
export const upgradeRoutes: FastifyPluginAsync = async (app) => {
  manifestCrud(app, upgradeRecordManifest, {
    table: r,
    hidden: ['requestId', 'dueTime', 'deadlineTime', 'sendSession', 'deptId', 'userId', 'updateTime'],
    columns: { softwareName },
    exportFormats: { causeFailure: localCause },
  });

  app
    .withTypeProvider<ZodTypeProvider>()
    .post(
      '/iot/upgrade/wnUpgrade',
      { schema: { body: wnUpgradeBody }, config: { permission: perms.upgrade, operLog: { title: 'menus.upgradeRecord', businessType: BusinessType.OTHER } } },
      async (req) => {
        const { softwareId, wnId, wnIds } = req.body;
        const pkg = await loadPackage(app.db, softwareId);
        return upgradeAnswer(req, wnId !== undefined, await upgradeNow(app, req, pkg, wnIds ?? [wnId!]));
      },
    );
  await app.register(rolloutRoutes);
};
