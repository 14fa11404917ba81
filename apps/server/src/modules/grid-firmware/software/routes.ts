import { createReadStream } from 'node:fs';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { permsOf } from '@cniot/contract/manifest/define';
import { softwareManifest } from '@cniot/contract/grid-firmware/software';
import { iotSoftware as t } from '../../../db/schema/firmware.ts';
import { badRequest, forbidden, notFound } from '../../../lib/errors.ts';
import { manifestCrud } from '../../../lib/manifest-crud.ts';
import { PUBLIC } from '../../../plugins/auth.ts';
import { BusinessType } from '../../../plugins/oper-log.ts';
import { DOWNLOAD_PATH, checkLink } from './download-link.ts';
import { firmwarePath, measure, receiveFirmware } from './firmware-file.ts';

const perms = permsOf(softwareManifest);

/** The outcome of the package's latest upgrade: how it last went, and why it failed (in English, and as a key the console shows in its language). */
const latest = (column: 'state' | 'cause_failure' | 'cause_code' | 'cause_params') =>
  sql`(select r.${sql.raw(column)} from iot_upgrade_record r where r.software_id = iot_software.id order by r.id desc limit 1)`;

const linkQuery = z.object({ d: z.string().min(1).max(32), e: z.coerce.number().int().nonnegative(), s: z.string().min(1).max(64) });

/**
 * Software packages (`/iot/software`, spec §7): the manifest's CRUD, the
 * upload of the binary, and the signed download devices fetch it with.
 */
export const softwareRoutes: FastifyPluginAsync = async (app) => {
  manifestCrud(app, softwareManifest, {
    table: t,
    columns: { upgradeStatus: latest('state'), causeFailure: latest('cause_failure'), causeCode: latest('cause_code'), causeParams: latest('cause_params') },
    // Size and hash are read from the stored file, whatever the form says.
    beforeWrite: async (data) => {
      const address = data.softwareAddress as string | undefined;
      if (address === undefined) return data;
      const measured = await measure(firmwarePath(app.config.uploadDir, address));
      if (!measured) throw badRequest('validation.firmwareFile');
      return { ...data, ...measured };
    },
  });

  app.post('/iot/software/upload', { config: { permission: [perms.add, perms.edit], operLog: { title: 'menus.softwareManagement', businessType: BusinessType.INSERT } } }, async (req) => ({
    code: 200,
    msg: req.t('ok'),
    data: await receiveFirmware(req, app.config.uploadDir),
  }));

  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      `${DOWNLOAD_PATH}/:id`,
      { schema: { params: z.object({ id: z.coerce.number().int().positive() }), querystring: linkQuery }, config: { permission: PUBLIC, answer: 'file' } },
      async (req, reply) => {
        const verdict = await checkLink(app.db, req.params.id, req.query);
        if (verdict !== 'ok') throw forbidden(verdict === 'expired' ? 'upgrade.linkExpired' : 'upgrade.linkForged');
        const [pkg] = await app.db
          .select({ address: t.softwareAddress, size: t.fileSize, sha256: t.sha256 })
          .from(t)
          .where(and(eq(t.id, req.params.id), eq(t.delFlag, '0')));
        if (!pkg) throw notFound('upgrade.noPackage');
        return reply
          .header('content-type', 'application/octet-stream')
          .header('content-length', pkg.size)
          .header('content-disposition', `attachment; filename="${req.params.id}.bin"`)
          .header('x-content-sha256', pkg.sha256)
          .header('cache-control', 'private, no-store')
          .send(createReadStream(firmwarePath(app.config.uploadDir, pkg.address)));
      },
    );
};
