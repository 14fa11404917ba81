import { and, asc, desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { DevicePerm } from '@cniot/contract/device-permissions';
import { configChangeRecordQuery, deviceParamQuery } from '@cniot/contract/device-stats';
import { KINDS } from '../../db/device-kinds.ts';
import { iotConfigChangeRecord as r, iotDeviceParam as p } from '../../db/schema/device-data.ts';
import { crud } from '../../lib/crud.ts';
import { notFound } from '../../lib/errors.ts';
import { where } from '../../lib/paging.ts';
import { table } from '../../lib/reply.ts';
import { currentUser } from '../../plugins/auth.ts';
import { visibleDevices } from '../device-registry/kinds.ts';

/**
 * The device parameters screen: every command sent (config-change records,
 * whose status the device's answer or the deadline completes) and the
 * parameter values each device last reported.
 */
export const deviceCommandRoutes: FastifyPluginAsync = async (app) => {
  crud(app, {
    path: '/iot/configChangeRecord',
    perm: 'iot:deviceParam',
    title: 'Config-change record',
    table: r,
    id: r.id,
    query: configChangeRecordQuery,
    filters: (q) => [
      where.eq(r.deviceType, q.deviceType),
      where.like(r.deviceId, q.deviceId),
      where.eq(r.command, q.command),
      where.eq(r.recordStatus, q.recordStatus),
      ...where.range(r.createTime, q),
    ],
    sort: { createTime: r.createTime, deviceId: r.deviceId, command: r.command, recordStatus: r.recordStatus },
    defaultOrder: [desc(r.createTime), desc(r.id)],
    scope: { dept: r.deptId, user: r.userId },
    hidden: ['requestId'],
    without: ['remove', 'export'],
  });

  app.withTypeProvider<ZodTypeProvider>().get(
    '/iot/deviceParam/list',
    { schema: { querystring: deviceParamQuery }, config: { permission: DevicePerm.deviceParam.list } },
    async (req) => {
      const { deviceType, deviceId } = req.query;
      if (!(await visibleDevices(app.db, currentUser(req), KINDS[deviceType], { codes: [deviceId] })).size) throw notFound('device.unknown');
      const rows = await app.db
        .select({ paramCode: p.paramCode, paramValue: p.paramValue, reportTime: p.reportTime })
        .from(p)
        .where(and(eq(p.deviceType, deviceType), eq(p.deviceId, deviceId)))
        .orderBy(asc(p.paramCode));
      return table(req, { rows, total: rows.length });
    },
  );
};
