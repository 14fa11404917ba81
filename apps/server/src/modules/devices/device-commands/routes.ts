import { and, asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { DevicePerm } from '@cniot/contract/devices/device-permissions';
import { deviceParamManifest } from '@cniot/contract/devices/device-commands';
import { deviceParamQuery } from '@cniot/contract/devices/device-stats';
import { KINDS } from '../../../db/device-kinds.ts';
import { iotConfigChangeRecord as r, iotDeviceParam as p } from '../../../db/schema/device-data.ts';
import { notFound } from '../../../lib/errors.ts';
import { manifestCrud } from '../../../lib/manifest-crud.ts';
import { table } from '../../../lib/reply.ts';
import { currentUser } from '../../../plugins/auth.ts';
import { visibleDevices } from '../device-registry/kinds.ts';

/**
 * The device parameters screen: every command sent (config-change records,
 * whose status the device's answer or the deadline completes) and the
 * parameter values each device last reported.
 */
export const deviceCommandRoutes: FastifyPluginAsync = async (app) => {
  manifestCrud(app, deviceParamManifest, { table: r, hidden: ['requestId'], without: ['remove'] });

  app.withTypeProvider<ZodTypeProvider>().get('/iot/deviceParam/list', { schema: { querystring: deviceParamQuery }, config: { permission: DevicePerm.deviceParam.list } }, async (req) => {
    const { deviceType, deviceId } = req.query;
    if (!(await visibleDevices(app.db, currentUser(req), KINDS[deviceType], { codes: [deviceId] })).size) throw notFound('device.unknown');
    const rows = await app.db
      .select({ paramCode: p.paramCode, paramValue: p.paramValue, reportTime: p.reportTime })
      .from(p)
      .where(and(eq(p.deviceType, deviceType), eq(p.deviceId, deviceId)))
      .orderBy(asc(p.paramCode));
    return table(req, { rows, total: rows.length });
  });
};
