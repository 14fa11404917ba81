import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { gridProfileManifest } from '@cniot/contract/grid-firmware/grid-profile';
import { permsOf } from '@cniot/contract/manifest/define';
import { iotConfig, iotGridProfile } from '../../../db/schema/grid.ts';
import { badRequest, conflict, notFound } from '../../../lib/errors.ts';
import { manifestCrud } from '../../../lib/manifest-crud.ts';
import { ok } from '../../../lib/reply.ts';
import { currentUser } from '../../../plugins/auth.ts';
import { BusinessType } from '../../../plugins/oper-log.ts';

const P = permsOf(gridProfileManifest);
const idParam = { params: z.object({ profileId: z.coerce.number().int().positive() }) };

/** Grid profiles: the list and form, and new versions as copies (the second approval: approval.ts). */
export function profileRoutes(app: FastifyInstance) {
  manifestCrud(app, gridProfileManifest, {
    table: iotGridProfile,
    hidden: ['protectionEditor', 'approvedParams'],
    columns: { paramCount: sql<number>`(select count(*) from iot_config c where c.profile_id = iot_grid_profile.profile_id)`.mapWith(Number) },
    async beforeDelete(ids, { tx }) {
      // The push reports of a profile are what installers hand to grid operators: they outlive edits, not deletion.
      const pushed = await tx
        .select({ name: iotGridProfile.profileName })
        .from(iotGridProfile)
        .where(and(inArray(iotGridProfile.profileId, ids), sql`exists (select 1 from iot_grid_push p where p.profile_id = ${iotGridProfile.profileId})`));
      if (pushed.length) throw conflict('grid.profilePushed', { name: pushed[0].name });
    },
  });

  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post('/iot/gridProfile/copy/:profileId', { schema: idParam, config: { permission: P.copy, operLog: { title: 'menus.gridProfiles', businessType: BusinessType.INSERT } } }, async (req) => {
    const user = currentUser(req);
    const profileId = await app.db.transaction(async (tx) => {
      const [source] = await tx.select().from(iotGridProfile).where(eq(iotGridProfile.profileId, req.params.profileId)).limit(1);
      if (!source) throw notFound('grid.profileNotFound');
      const [{ version }] = await tx
        .select({ version: sql<number>`max(profile_version)`.mapWith(Number) })
        .from(iotGridProfile)
        .where(eq(iotGridProfile.profileCode, source.profileCode));
      const { profileId: _, createTime: __, updateTime: ___, ...fields } = source;
      const [copy] = await tx
        .insert(iotGridProfile)
        .values({ ...fields, profileVersion: version + 1, createBy: user.userName, updateBy: '' })
        .returning({ profileId: iotGridProfile.profileId });
      await tx.execute(sql`
          insert into iot_config (profile_id, config_name, config_alias, config_code, config_mul, config_describe, config_min, config_max, def_val, unit,
            precision, country_code, country_name, area_code, area_name, config_ascription, config_type, installer_editable, sort, create_by)
          select ${copy.profileId}, config_name, config_alias, config_code, config_mul, config_describe, config_min, config_max, def_val, unit,
            precision, country_code, country_name, area_code, area_name, config_ascription, config_type, installer_editable, sort, ${user.userName}
          from iot_config where profile_id = ${source.profileId}`);
      // Its parameters in other languages go with them.
      await tx.execute(sql`
          insert into iot_config_correction (config_id, language, symbol, config_name, config_alias, config_code, config_mul, config_describe, config_min, config_max,
            def_val, unit, precision, country_code, country_name, area_code, area_name, config_ascription, config_type, installer_editable, sort, create_by)
          select n.config_id, cc.language, cc.symbol, cc.config_name, cc.config_alias, cc.config_code, cc.config_mul, cc.config_describe, cc.config_min, cc.config_max,
            cc.def_val, cc.unit, cc.precision, cc.country_code, cc.country_name, cc.area_code, cc.area_name, cc.config_ascription, cc.config_type, cc.installer_editable, cc.sort, ${user.userName}
          from iot_config_correction cc
          join iot_config o on o.config_id = cc.config_id and o.profile_id = ${source.profileId}
          join iot_config n on n.profile_id = ${copy.profileId} and n.config_code = o.config_code`);
      return copy.profileId;
    });
    return ok(req, { profileId });
  });
}

/** A profile that may be pushed: it exists and no protection change awaits its second approver. */
export async function pushableProfile(app: FastifyInstance, profileId: number) {
  const [profile] = await app.db.select().from(iotGridProfile).where(eq(iotGridProfile.profileId, profileId)).limit(1);
  if (!profile) throw notFound('grid.profileNotFound');
  if (profile.approvalStatus !== '0') throw badRequest('grid.needsApproval');
  const configs = await app.db.select().from(iotConfig).where(eq(iotConfig.profileId, profileId)).orderBy(iotConfig.sort, iotConfig.configId);
  if (!configs.length) throw badRequest('grid.emptyProfile');
  return { profile, configs };
}
