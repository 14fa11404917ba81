import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { DevicePerm } from '@cniot/contract/devices/device-permissions';
import { pageQuery } from '@cniot/contract/paging';
import { ordersOf } from '@cniot/contract/manifest/define';
import { fieldsWith } from '@cniot/contract/manifest/derive';
import { clearRecordQuery, clearTotalPowerManifest } from '@cniot/contract/devices/wn';
import { batchClearBody } from '@cniot/contract/devices/wn-commands';
import { iotConfigChangeRecord as r } from '../../../db/schema/device-data.ts';
import { dataScopeCondition } from '../../../lib/data-scope.ts';
import { orderOf, paged, where } from '../../../lib/paging.ts';
import { table } from '../../../lib/reply.ts';
import { currentUser } from '../../../plugins/auth.ts';
import { BusinessType } from '../../../plugins/oper-log.ts';
import { issueMany } from '../device-commands/issue.ts';

const columns = {
  id: r.id,
  wnId: r.deviceId,
  recordStatus: r.recordStatus,
  errorMsg: r.errorMsg,
  sendTime: r.sendTime,
  ackTime: r.ackTime,
  createBy: r.createBy,
  createTime: r.createTime,
};

/** The manifest's sort whitelist and default order on the record's columns (a record names its inverter deviceId). */
const column = (name: string) => columns[name as keyof typeof columns];
const sortable = Object.fromEntries(fieldsWith(clearTotalPowerManifest, 'sort').map((name) => [name, column(name)]));
const defaultOrder = ordersOf(clearTotalPowerManifest).map(([name, direction]) => (direction === 'asc' ? asc : desc)(column(name)));
type RecordQuery = { wnId?: string; recordStatus?: string; beginTime?: string; endTime?: string };

/** Clearing the lifetime energy counter: a batch command, and the list of those operations. */
export const wnClearRoutes: FastifyPluginAsync = async (app) => {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/iot/wn/batchClearTotalPower',
    { schema: { body: batchClearBody }, config: { permission: DevicePerm.wn.clearTotalPower, operLog: { title: 'operTitle.clearTotalPower', businessType: BusinessType.CLEAN } } },
    async (req) => issueMany(app, req, req.body.wnIds, { type: 'wn', name: 'clearTotalPower', params: {} }),
  );

  // Filters in the body, paging in the query string (spec §7).
  api.post(
    '/iot/wn/clearTotalPowerOperateRecord',
    { schema: { body: clearRecordQuery.optional(), querystring: pageQuery }, config: { permission: DevicePerm.clearTotalPower.list, repeatSubmit: false } },
    async (req) => {
      const f: RecordQuery = req.body ?? {};
      const w: SQL | undefined = and(
        eq(r.command, 'clearTotalPower'),
        eq(r.deviceType, 'wn'),
        dataScopeCondition(currentUser(req), { dept: r.deptId, user: r.userId }),
        where.like(r.deviceId, f.wnId),
        where.eq(r.recordStatus, f.recordStatus),
        ...where.range(r.createTime, f),
      );
      const order = orderOf(req.query, sortable, defaultOrder);
      const page = await paged(
        req.query,
        (limit, offset) =>
          app.db
            .select(columns)
            .from(r)
            .where(w)
            .orderBy(...order)
            .limit(limit)
            .offset(offset),
        async () => (await app.db.select({ n: count() }).from(r).where(w))[0].n,
      );
      return table(req, page);
    },
  );
};
