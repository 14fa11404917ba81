import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { gridConfigCorrectionCreate, gridConfigCorrectionManifest, gridConfigCorrectionUpdate } from '@cniot/contract/grid-firmware/grid-profile';
import { iotConfig, iotConfigCorrection } from '../../../db/schema/grid.ts';
import { badRequest, notFound } from '../../../lib/errors.ts';
import { manifestCrud } from '../../../lib/manifest-crud.ts';

/** A parameter as one language states it (spec §3's correction entity); it stays with its parameter, whose country and area it takes. */
export function correctionRoutes(app: FastifyInstance) {
  manifestCrud(app, gridConfigCorrectionManifest, {
    table: iotConfigCorrection,
    create: gridConfigCorrectionCreate,
    update: gridConfigCorrectionUpdate,
    async beforeWrite(data, { tx, mode }) {
      const [old] =
        mode === 'update'
          ? await tx
              .select()
              .from(iotConfigCorrection)
              .where(eq(iotConfigCorrection.correctionId, Number(data.correctionId)))
              .limit(1)
          : [];
      if (mode === 'update' && !old) throw notFound();
      const configId = old?.configId ?? Number(data.configId);
      const [config] = await tx.select().from(iotConfig).where(eq(iotConfig.configId, configId)).limit(1);
      if (!config) throw badRequest('grid.configNotFound');
      const { countryCode, countryName, areaCode, areaName } = config;
      return { ...data, configId, countryCode, countryName, areaCode, areaName };
    },
  });
}
