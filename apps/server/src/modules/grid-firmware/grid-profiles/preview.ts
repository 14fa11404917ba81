import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { DevicePerm } from '@cniot/contract/devices/device-permissions';
import { gridCountryOfZone } from '@cniot/contract/grid-firmware/grid-profile';
import { gridPreviewBody, type GridDiffRow, type GridPreview } from '@cniot/contract/grid-firmware/grid-push';
import { rowsOf } from '../../../db/client.ts';
import { KINDS } from '../../../db/device-kinds.ts';
import { iotGridProfile } from '../../../db/schema/grid.ts';
import { badRequest, notFound } from '../../../lib/errors.ts';
import { ok } from '../../../lib/reply.ts';
import { currentUser } from '../../../plugins/auth.ts';
import { visibleDevices } from '../../devices/device-registry/kinds.ts';
import { targetDevices } from './targets.ts';

/** The devices of a scope with their station and the profile last pushed to them. */
const scoped = (ids: string[]) => sql`
  select w.wn_id, w.station_id, s.station_name, s.time_zone, g.profile_id, gp.profile_code || ' v' || gp.profile_version as label
  from iot_wn w
  left join iot_station s on s.id = w.station_id
  left join iot_device_grid g on g.wn_id = w.wn_id
  left join iot_grid_profile gp on gp.profile_id = g.profile_id
  where w.del_flag = '0' and w.wn_id in (${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )})`;

/**
 * Before a fleet-wide change: each parameter whose value changes (from the value of the
 * profile the devices have now, when they share one), and per station how many devices change
 * and from which profiles. Devices never given a profile count as changing every parameter.
 */
export function previewRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post('/iot/gridProfile/preview', { schema: { body: gridPreviewBody }, config: { permission: DevicePerm.wn.config } }, async (req) => {
    const b = req.body;
    const user = currentUser(req);
    const [profile] = await app.db.select().from(iotGridProfile).where(eq(iotGridProfile.profileId, b.profileId)).limit(1);
    if (!profile) throw notFound('grid.profileNotFound');
    const visible = await visibleDevices(app.db, user, KINDS.wn, { codes: await targetDevices(app, user, b) });
    const ids = [...visible.keys()];
    if (!ids.length) throw badRequest('grid.noDevices');
    const rows = await rowsOf<Omit<GridPreview['stations'][number], 'countryCode'> & { timeZone: string | null }>(
      app.db,
      sql`select d.station_id as "stationId", d.station_name as "stationName", d.time_zone as "timeZone", count(*)::int as devices,
              count(*) filter (where d.profile_id is distinct from ${profile.profileId})::int as changing,
              array_remove(array_agg(distinct d.label), null) as "from"
            from (${scoped(ids)}) d group by 1, 2, 3 order by 2 nulls last, 1`,
    );
    const stations = rows.map(({ timeZone, ...s }) => ({ ...s, countryCode: gridCountryOfZone(timeZone) }));
    const diff = await rowsOf<GridDiffRow>(
      app.db,
      sql`select n.config_code as "configCode", n.config_name as "configName", n.unit, n.def_val as after,
              count(*) filter (where o.def_val is distinct from n.def_val)::int as devices,
              case when count(o.def_val) = count(*) and min(o.def_val) = max(o.def_val) then min(o.def_val) end as before
            from iot_config n
            cross join (${scoped(ids)}) d
            left join iot_config o on o.profile_id = d.profile_id and o.config_code = n.config_code
            where n.profile_id = ${profile.profileId}
            group by n.config_id, n.config_code, n.config_name, n.unit, n.def_val, n.sort
            having count(*) filter (where o.def_val is distinct from n.def_val) > 0
            order by n.sort, n.config_id`,
    );
    const { profileId, profileName, profileCode, profileVersion } = profile;
    const preview: GridPreview = {
      profile: { profileId, profileName, profileCode, profileVersion },
      total: ids.length,
      changing: stations.reduce((n, s) => n + s.changing, 0),
      stations,
      diff,
    };
    return ok(req, preview);
  });
}
