import { and, desc, inArray, sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { agentDeviceAssign, agentDeviceQuery } from '@cniot/contract/agent-device';
import { DevicePerm } from '@cniot/contract/device-permissions';
import { idList } from '@cniot/contract/paging';
import type { DeviceType } from '@cniot/contract/device-enums';
import { iotAgentDevice as a } from '../../db/schema/devices.ts';
import { crud } from '../../lib/crud.ts';
import { dataScopeCondition } from '../../lib/data-scope.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { where } from '../../lib/paging.ts';
import { ok } from '../../lib/reply.ts';
import { currentUser } from '../../plugins/auth.ts';
import { BusinessType } from '../../plugins/oper-log.ts';
import { assignToCompany, requireCompany, unassign } from './assign.ts';

const TYPES: Record<string, DeviceType> = { '0': 'wn', '1': 'battery', '2': 'meter' };

/** Agent devices (`/iot/agentDevice`): devices assigned to a company, seen by those who see the company. */
export const agentDeviceRoutes: FastifyPluginAsync = async (app) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const scope = { dept: a.companyId };

  crud(app, {
    path: '/iot/agentDevice',
    perm: 'iot:agentDevice',
    title: 'Agent device',
    table: a,
    id: a.id,
    query: agentDeviceQuery,
    filters: (q) => [where.eq(a.companyId, q.companyId), where.like(a.deviceId, q.deviceId), where.eq(a.deviceType, q.deviceType)],
    sort: { deviceId: a.deviceId, companyId: a.companyId, createTime: a.createTime },
    defaultOrder: [desc(a.id)],
    scope,
    columns: { companyName: sql<string | null>`(select d.dept_name from sys_dept d where d.dept_id = iot_agent_device.company_id)` },
    without: ['get', 'remove', 'export'],
  });

  api.post(
    '/iot/agentDevice',
    { schema: { body: agentDeviceAssign }, config: { permission: DevicePerm.agentDevice.add, operLog: { title: 'Agent device', businessType: BusinessType.GRANT } } },
    async (req) => {
      const user = currentUser(req);
      const { companyId, deviceType, deviceIds } = req.body;
      await requireCompany(app.db, user, companyId);
      // All or nothing: a refused device rolls the others back, so the form can be corrected and sent again.
      await app.db.transaction(async (tx) => {
        const outcome = await assignToCompany(tx, user, companyId, TYPES[deviceType], deviceIds);
        const refused = [...outcome].filter(([, why]) => why !== null);
        if (refused.length) throw badRequest('device.notAssigned', { ids: refused.map(([code, why]) => `${code} (${req.t(why!)})`).join(', ') });
      });
      return ok(req);
    },
  );

  api.delete(
    '/iot/agentDevice/:ids',
    { schema: { params: z.object({ ids: idList }) }, config: { permission: DevicePerm.agentDevice.remove, operLog: { title: 'Agent device', businessType: BusinessType.DELETE } } },
    async (req) => {
      const ids = req.params.ids;
      const rows = await app.db
        .select({ id: a.id, deviceType: a.deviceType, deviceId: a.deviceId, previousDeptId: a.previousDeptId })
        .from(a)
        .where(and(inArray(a.id, ids), dataScopeCondition(currentUser(req), scope)));
      if (rows.length !== new Set(ids).size) throw notFound();
      await app.db.transaction((tx) => unassign(tx, rows));
      return ok(req);
    },
  );
};
