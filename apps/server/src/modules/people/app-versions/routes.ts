import { and, eq, ne } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { appVersionCreate, appVersionManifest, appVersionUpdate, versionCheckQuery } from '@cniot/contract/people/app-version';
import { appVersion } from '../../../db/schema/content.ts';
import { tooMany } from '../../../lib/errors.ts';
import { manifestCrud } from '../../../lib/manifest-crud.ts';
import { hit } from '../../../lib/rate.ts';
import { ok } from '../../../lib/reply.ts';
import { declareUploadColumns } from '../../../lib/upload-references.ts';
import { PUBLIC } from '../../../plugins/auth.ts';
import { checkVersion } from './latest.ts';
import { checkReleaseOrder } from './release-order.ts';

/** Every installed app asks at start; a minute's allowance per address covers a busy network behind one address, not a flood. */
const CHECKS_PER_MINUTE = 120;

/** App versions (`/biz/appVersion`) and the apps' question `GET /app/version/check`. */
export const appVersionRoutes: FastifyPluginAsync = async (app) => {
  // Download links may point at a package uploaded here.
  declareUploadColumns(appVersion.androidUrl, appVersion.iosUrl, appVersion.googleUrl);
  manifestCrud(app, appVersionManifest, {
    table: appVersion,
    create: appVersionCreate,
    update: appVersionUpdate,
    async beforeWrite(data, { tx, mode }) {
      const update = mode === 'update';
      const others = await tx
        .select()
        .from(appVersion)
        .where(and(eq(appVersion.appType, String(data.appType)), eq(appVersion.language, String(data.language)), update ? ne(appVersion.versionId, Number(data.versionId)) : undefined));
      checkReleaseOrder(data, others, update ? Number(data.versionId) : undefined);
    },
  });

  app.withTypeProvider<ZodTypeProvider>().get('/app/version/check', { schema: { querystring: versionCheckQuery }, config: { permission: PUBLIC } }, async (req) => {
    if ((await hit(app.db, `appver:${req.ip}`, 60_000)) > CHECKS_PER_MINUTE) throw tooMany();
    return ok(req, await checkVersion(app.db, req.query));
  });
};
