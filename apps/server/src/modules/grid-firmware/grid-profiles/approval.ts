import { done } from '@cniot/contract/answer';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { gridProfileManifest, PROTECTION_TYPES, type ProtectionChange } from '@cniot/contract/grid-firmware/grid-profile';
import { permsOf } from '@cniot/contract/manifest/define';
import type { Language } from '@cniot/contract/constants';
import { rowsOf, type Db } from '../../../db/client.ts';
import { iotConfig, iotGridProfile } from '../../../db/schema/grid.ts';
import { badRequest, notFound } from '../../../lib/errors.ts';
import { ok } from '../../../lib/reply.ts';
import { currentUser } from '../../../plugins/auth.ts';
import { BusinessType } from '../../../plugins/oper-log.ts';

const P = permsOf(gridProfileManifest);
const idParam = { params: z.object({ profileId: z.coerce.number().int().positive() }) };

/** A protection parameter as approved: what the approver compares against. */
interface Approved {
  name: string;
  unit: string | null;
  value: number;
  min: number | null;
  max: number | null;
  mul: number;
  precision: number;
  type: string;
}
type Config = typeof iotConfig.$inferSelect;

const approvedOf = (c: Config): Approved => ({
  name: c.configName,
  unit: c.unit,
  value: c.defVal,
  min: c.configMin,
  max: c.configMax,
  mul: c.configMul,
  precision: c.precision,
  type: c.configType,
});
const same = (a: Approved, b: Approved) => (['value', 'min', 'max', 'mul', 'precision', 'unit', 'type'] as const).every((k) => a[k] === b[k]);
const rule = (a: Approved) => ({ value: a.value, min: a.min, max: a.max });

/** The protection parameters of a profile now, by code (a parameter no longer of a protection type still counts when it was approved as one). */
async function protectionNow(db: Db, profileId: number, approved: Record<string, Approved>) {
  const rows = await db
    .select()
    .from(iotConfig)
    .where(and(eq(iotConfig.profileId, profileId), sql`(${inArray(iotConfig.configType, [...PROTECTION_TYPES])} or ${inArray(iotConfig.configCode, ['', ...Object.keys(approved)])})`));
  return new Map(rows.map((c) => [c.configCode, approvedOf(c)]));
}

/** Every protection value changed since the last approval, old -> new, in the profile's order of parameters, named in `lang` where a correction does. */
export async function protectionChanges(db: Db, profileId: number, approvedParams: unknown, lang: Language): Promise<ProtectionChange[]> {
  const approved = (approvedParams ?? {}) as Record<string, Approved>;
  const now = await protectionNow(db, profileId, approved);
  const named = await rowsOf<{ code: string; name: string }>(
    db,
    sql`select c.config_code as code, cc.config_name as name from iot_config c join iot_config_correction cc on cc.config_id = c.config_id
        where c.profile_id = ${profileId} and cc.language = ${lang} and cc.config_name <> ''`,
  );
  const names = new Map(named.map((n) => [n.code, n.name]));
  const codes = [...now.keys(), ...Object.keys(approved).filter((c) => !now.has(c))];
  return codes.flatMap((code) => {
    const before = approved[code];
    const after = now.get(code);
    if (before && after && same(before, after)) return [];
    const shown = after ?? before!;
    return [{ configCode: code, configName: names.get(code) ?? shown.name, unit: shown.unit, before: before ? rule(before) : null, after: after ? rule(after) : null }];
  });
}

/** The second approval of protection changes: what changed, then the approval that records it as the new reference. */
export function approvalRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const profileOf = async (profileId: number) => {
    const [profile] = await app.db.select().from(iotGridProfile).where(eq(iotGridProfile.profileId, profileId)).limit(1);
    if (!profile) throw notFound('grid.profileNotFound');
    return profile;
  };

  api.get('/iot/gridProfile/approval/:profileId', { schema: idParam, config: { permission: P.approve } }, async (req) => {
    const profile = await profileOf(req.params.profileId);
    return ok(req, await protectionChanges(app.db, profile.profileId, profile.approvedParams, req.lang));
  });

  api.post(
    '/iot/gridProfile/approve/:profileId',
    { schema: { ...idParam, response: { 200: done } }, config: { permission: P.approve, operLog: { title: 'menus.gridProfiles', businessType: BusinessType.UPDATE } } },
    async (req) => {
      const user = currentUser(req);
      const profile = await profileOf(req.params.profileId);
      if (profile.approvalStatus === '0') return ok(req);
      if (profile.protectionEditor === user.userId) throw badRequest('grid.sameApprover');
      await app.db.transaction(async (tx) => {
        const now = await protectionNow(tx, profile.profileId, {});
        await tx
          .update(iotGridProfile)
          .set({ approvalStatus: '0', approvedBy: user.userName, approveTime: new Date(), approvedParams: Object.fromEntries(now), updateBy: user.userName, updateTime: new Date() })
          .where(and(eq(iotGridProfile.profileId, profile.profileId), eq(iotGridProfile.approvalStatus, '1')));
      });
      return ok(req);
    },
  );
}
