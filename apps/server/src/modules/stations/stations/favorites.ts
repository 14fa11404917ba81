import { and, sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dealerFavoriteManifest, stationFavoriteBody, stationFavoriteManifest } from '@cniot/contract/stations/station-favorite';
import { StationPerm } from '@cniot/contract/stations/station-permissions';
import { iotStationFavorite } from '../../../db/schema/stations.ts';
import { dataScopeCondition, deptAndBelow } from '../../../lib/data-scope.ts';
import { manifestList } from '../../../lib/manifest-list.ts';
import { ok } from '../../../lib/reply.ts';
import { currentUser } from '../../../plugins/auth.ts';
import { BusinessType } from '../../../plugins/oper-log.ts';
import { visibleStation, visibleStations } from './station-access.ts';

/** The station columns both lists show, from the station and its summary. */
const stationFields = sql`iot_station.id::float8 as "stationId", iot_station.station_name as "stationName", iot_station.station_address as "stationAddress",
  (select d.dept_name from sys_dept d where d.dept_id = iot_station.dept_id) as "companyName", iot_station.capacity::float8 as capacity,
  coalesce(m.power_w, 0) as "currentPower", coalesce(m.day_wh, 0) as "dayWh", coalesce(m.system_status, '3') as "systemStatus", iot_station.time_zone as "timeZone"`;
const fromFavorites = sql`from iot_station_favorite join iot_station on iot_station.id = iot_station_favorite.station_id
  left join iot_station_summary m on m.station_id = iot_station.id`;

/**
 * Favorites (spec §3 agent favorites): `POST /iot/stationFavorite` stars or
 * un-stars a station the caller sees; "Favorite plants" lists the caller's
 * stars, "Dealer favorite plants" who starred what in the organizations the
 * caller sees. Both show only stations the caller still sees.
 */
export const favoriteRoutes: FastifyPluginAsync = async (app) => {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/iot/stationFavorite',
    {
      schema: { body: stationFavoriteBody },
      config: { permission: StationPerm.favorite.add, operLog: { title: 'operTitle.favoriteStations', businessType: BusinessType.UPDATE }, repeatSubmit: false },
    },
    async (req) => {
      const user = currentUser(req);
      const s = await visibleStation(app.db, req, req.body.stationId);
      const now = new Date();
      await app.db
        .insert(iotStationFavorite)
        .values({ userId: user.userId, stationId: s.id, status: req.body.status, deptId: user.deptId, updateTime: now })
        .onConflictDoUpdate({ target: [iotStationFavorite.userId, iotStationFavorite.stationId], set: { status: req.body.status, deptId: user.deptId, updateTime: now } });
      return ok(req);
    },
  );

  manifestList(app, stationFavoriteManifest, {
    source: (_q, req) => sql`select iot_station_favorite.id::float8 as id, ${stationFields}, iot_station_favorite.update_time as "updateTime" ${fromFavorites}
      where iot_station_favorite.user_id = ${currentUser(req).userId} and iot_station_favorite.status = '1' and ${visibleStations(req)}`,
  });

  manifestList(app, dealerFavoriteManifest, {
    ownFilters: ['deptId'],
    source: (q, req) => {
      const scope = and(
        visibleStations(req),
        dataScopeCondition(currentUser(req), { dept: iotStationFavorite.deptId, user: iotStationFavorite.userId }),
        typeof q.deptId === 'number' ? deptAndBelow(iotStationFavorite.deptId, q.deptId) : undefined,
      );
      return sql`select iot_station_favorite.id::float8 as id, u.user_name as "userName", u.nick_name as "nickName", iot_station_favorite.dept_id::float8 as "deptId",
          (select d.dept_name from sys_dept d where d.dept_id = iot_station_favorite.dept_id) as "userDeptName", ${stationFields},
          iot_station_favorite.status, iot_station_favorite.update_time as "updateTime"
        ${fromFavorites} join sys_user u on u.user_id = iot_station_favorite.user_id
        where ${scope ?? sql`true`}`;
    },
  });
};
