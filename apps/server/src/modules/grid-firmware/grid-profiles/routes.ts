import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DevicePerm } from '@cniot/contract/devices/device-permissions';
import { gridDocumentCreate, gridDocumentManifest, gridDocumentUpdate } from '@cniot/contract/grid-firmware/grid-document';
import { iotGridDocument } from '../../../db/schema/grid.ts';
import { manifestCrud } from '../../../lib/manifest-crud.ts';
import { ok } from '../../../lib/reply.ts';
import { sendXlsx } from '../../../lib/xlsx.ts';
import { BusinessType } from '../../../plugins/oper-log.ts';
import { approvalRoutes } from './approval.ts';
import { configRoutes } from './configs.ts';
import { correctionRoutes } from './corrections.ts';
import { previewRoutes } from './preview.ts';
import { profileRoutes } from './profiles.ts';
import { pushReport } from './push-record.ts';
import { pushRoutes } from './push.ts';
import { resendRoutes } from './resend.ts';
import { settingRoutes } from './settings.ts';

const pushParam = { params: z.object({ pushId: z.coerce.number().int().positive() }) };
const FIELD = 'resources.gridPush.fields';

/** Grid profiles, their parameters, documents and pushes, and requested against applied settings (docs/grid-profiles.md). */
export const gridProfileRoutes: FastifyPluginAsync = async (app) => {
  profileRoutes(app);
  approvalRoutes(app);
  configRoutes(app);
  correctionRoutes(app);
  manifestCrud(app, gridDocumentManifest, { table: iotGridDocument, create: gridDocumentCreate, update: gridDocumentUpdate });
  pushRoutes(app);
  previewRoutes(app);
  settingRoutes(app);
  resendRoutes(app);

  // A push's report: read by whoever may push (its devices are theirs), as JSON for the page and as xlsx for the grid operator.
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get('/iot/gridProfile/push/:pushId', { schema: pushParam, config: { permission: DevicePerm.wn.config } }, async (req) => ok(req, await pushReport(app, req, req.params.pushId)));
  api.post(
    '/iot/gridProfile/push/:pushId/export',
    { schema: pushParam, config: { permission: DevicePerm.wn.config, answer: 'file', operLog: { title: 'menus.gridProfiles', businessType: BusinessType.EXPORT } } },
    async (req, reply) => {
      const report = await pushReport(app, req, req.params.pushId);
      const columns = [
        { key: 'stationName', header: `${FIELD}.stationName`, width: 28 },
        { key: 'wnId', header: `${FIELD}.wnId`, width: 18 },
        { key: 'status', header: `${FIELD}.status`, width: 14, options: 'resources.gridPush.options.status' },
        { key: 'msg', header: `${FIELD}.msg`, width: 40 },
      ];
      return sendXlsx(req, reply, `${report.profileCode}-v${report.profileVersion}-${report.pushId}`, columns, report.devices as unknown as Record<string, unknown>[]);
    },
  );
};
