import { and, asc, count, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { pageQuery } from '@cniot/contract/paging';
import { DevicePerm } from '@cniot/contract/devices/device-permissions';
import { unboundWnQuery, wnIdsBody } from '@cniot/contract/devices/wn';
import { KINDS } from '../../../db/device-kinds.ts';
import { iotWn } from '../../../db/schema/devices.ts';
import { paged, where } from '../../../lib/paging.ts';
import { table } from '../../../lib/reply.ts';
import { currentUser } from '../../../plugins/auth.ts';
import { visibleRows } from '../device-registry/kinds.ts';

/** What a remote select shows of an inverter. */
const option = { id: iotWn.id, wnId: iotWn.wnId, stationId: iotWn.stationId, wnType: iotWn.wnType, wnModel: iotWn.wnModel, power: iotWn.power, onlineStatus: iotWn.onlineStatus };

/** The remote selects of the station and group forms. */
export const wnSelectRoutes: FastifyPluginAsync = async (app) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const page = async (w: SQL | undefined, q: { pageNum: number; pageSize: number }) =>
    paged(
      q,
      (limit, offset) => app.db.select(option).from(iotWn).where(w).orderBy(asc(iotWn.wnId)).limit(limit).offset(offset),
      async () => (await app.db.select({ n: count() }).from(iotWn).where(w))[0].n,
    );

  // Devices without a station, plus those of the station being edited (`id`) and those already chosen (`wnIds`),
  // so the form can label its current selection. RuoYi answers this one in `data`.
  api.get('/iot/wn/unboundWn', { schema: { querystring: unboundWnQuery.extend(pageQuery.shape) }, config: { permission: [DevicePerm.wn.list, DevicePerm.wn.bind] } }, async (req) => {
    const q = req.query;
    const w = and(
      visibleRows(KINDS.wn, currentUser(req)),
      where.like(iotWn.wnId, q.wnId),
      or(isNull(iotWn.stationId), q.id ? sql`${iotWn.stationId} = ${q.id}` : undefined, q.wnIds?.length ? inArray(iotWn.wnId, q.wnIds) : undefined),
    );
    const { rows, total } = await page(w, q);
    return { code: 200, msg: req.t('ok'), data: rows, total };
  });

  api.post('/iot/wn/getWnByWnIds', { schema: { body: wnIdsBody, querystring: pageQuery }, config: { permission: DevicePerm.wn.list, repeatSubmit: false, operLog: false } }, async (req) => {
    const ids = req.body.wnIds.length ? req.body.wnIds : [''];
    return table(req, await page(and(visibleRows(KINDS.wn, currentUser(req)), inArray(iotWn.wnId, ids)), req.query));
  });
};
