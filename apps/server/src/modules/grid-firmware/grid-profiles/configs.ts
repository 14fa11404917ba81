import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { gridConfigCreate, gridConfigManifest, gridConfigUpdate, PROTECTION_TYPES, type ConfigType } from '@cniot/contract/grid-firmware/grid-profile';
import type { Db } from '../../../db/client.ts';
import { iotConfig, iotGridProfile } from '../../../db/schema/grid.ts';
import { badRequest, notFound } from '../../../lib/errors.ts';
import { manifestCrud } from '../../../lib/manifest-crud.ts';
import type { LoginUser } from '../../../lib/session.ts';
import { currentUser } from '../../../plugins/auth.ts';

export const isProtection = (type: string | null | undefined) => PROTECTION_TYPES.includes(type as ConfigType);

/** What makes a protection setting: a change to any of these needs the second approver. */
const RULE_FIELDS = ['configCode', 'configType', 'defVal', 'configMul', 'configMin', 'configMax', 'precision'] as const;

/** A protection or anti-islanding change puts the profile back to "awaiting approval", naming who made it. */
async function awaitApproval(tx: Db, profileId: number, user: LoginUser) {
  await tx.update(iotGridProfile).set({ approvalStatus: '1', protectionEditor: user.userId, updateBy: user.userName, updateTime: new Date() }).where(eq(iotGridProfile.profileId, profileId));
}

/** The parameters of a profile (spec §3 iotConfig): country and area come from the profile, protection edits await approval. */
export function configRoutes(app: FastifyInstance) {
  manifestCrud(app, gridConfigManifest, {
    table: iotConfig,
    create: gridConfigCreate,
    update: gridConfigUpdate,
    async beforeWrite(data, { req, tx, mode }) {
      const user = currentUser(req);
      const [old] =
        mode === 'update'
          ? await tx
              .select()
              .from(iotConfig)
              .where(eq(iotConfig.configId, Number(data.configId)))
              .limit(1)
          : [];
      if (mode === 'update' && !old) throw notFound('grid.configNotFound');
      // A parameter stays in its profile: moving it would change two profiles behind one approval.
      const profileId = old?.profileId ?? Number(data.profileId);
      const [profile] = await tx.select().from(iotGridProfile).where(eq(iotGridProfile.profileId, profileId)).limit(1);
      if (!profile) throw badRequest('grid.profileNotFound');
      const changed = !old || RULE_FIELDS.some((f) => data[f] !== undefined && data[f] !== old[f]);
      if (changed && (isProtection(data.configType) || isProtection(old?.configType))) await awaitApproval(tx, profileId, user);
      const { countryCode, countryName, areaCode, areaName } = profile;
      return { ...data, profileId, countryCode, countryName, areaCode, areaName };
    },
    async beforeDelete(ids, { req, tx }) {
      const rows = await tx.select({ profileId: iotConfig.profileId, configType: iotConfig.configType }).from(iotConfig).where(inArray(iotConfig.configId, ids));
      for (const profileId of new Set(rows.filter((r) => isProtection(r.configType)).map((r) => r.profileId))) await awaitApproval(tx, profileId, currentUser(req));
    },
  });
}
