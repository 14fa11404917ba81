import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { deviceCodeGenerate, deviceCodeManifest } from '@cniot/contract/devices/device-code';
import { DevicePerm } from '@cniot/contract/devices/device-permissions';
import { iotDeviceImportRecord } from '../../../db/schema/devices.ts';
import { manifestCrud } from '../../../lib/manifest-crud.ts';
import { ok } from '../../../lib/reply.ts';
import { currentUser } from '../../../plugins/auth.ts';
import { BusinessType } from '../../../plugins/oper-log.ts';
import { batchDetailRoutes } from './batch-detail.ts';
import { generateCodes } from './generate.ts';

/** Device code generation (`/iot/deviceCode`) and the import records of every batch, with their codes and keys. */
export const deviceCodeRoutes: FastifyPluginAsync = async (app) => {
  await app.register(batchDetailRoutes);

  // "Add" generates a batch: many devices and one record, answered with the codes' range.
  app
    .withTypeProvider<ZodTypeProvider>()
    .post(
      '/iot/deviceCode',
      { schema: { body: deviceCodeGenerate }, config: { permission: DevicePerm.deviceCode.add, operLog: { title: 'operTitle.deviceCode', businessType: BusinessType.INSERT } } },
      async (req) => ok(req, await generateCodes(app.db, currentUser(req), req.body)),
    );

  manifestCrud(app, deviceCodeManifest, {
    table: iotDeviceImportRecord,
    without: ['create', 'update'],
  });
};
