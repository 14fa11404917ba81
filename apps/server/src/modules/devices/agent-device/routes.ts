import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { agentDeviceAssign, agentDeviceManifest, companyImportQuery } from '@cniot/contract/devices/agent-device';
import type { DeviceType } from '@cniot/contract/devices/device-enums';
import { DevicePerm } from '@cniot/contract/devices/device-permissions';
import { iotAgentDevice as a } from '../../../db/schema/devices.ts';
import { badRequest } from '../../../lib/errors.ts';
import { manifestCrud } from '../../../lib/manifest-crud.ts';
import { ok } from '../../../lib/reply.ts';
import { currentUser } from '../../../plugins/auth.ts';
import { BusinessType } from '../../../plugins/oper-log.ts';
import { assignToCompany, requireCompany, unassign } from './assign.ts';
import { importToCompany } from './import.ts';

const TYPES: Record<string, DeviceType> = { '0': 'wn', '1': 'battery', '2': 'meter' };

/** Agent devices (`/iot/agentDevice`): devices assigned to a company, seen by those who see the company. */
export const agentDeviceRoutes: FastifyPluginAsync = async (app) => {
  // One body assigns many devices, each with its own outcome: not a single row's insert.
  app
    .withTypeProvider<ZodTypeProvider>()
    .post(
      '/iot/agentDevice',
      { schema: { body: agentDeviceAssign }, config: { permission: DevicePerm.agentDevice.add, operLog: { title: 'operTitle.agentDevice', businessType: BusinessType.GRANT } } },
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

  // The company and kind come in the query string: multipart fields after the file would not be read.
  app
    .withTypeProvider<ZodTypeProvider>()
    .post(
      '/iot/agentDevice/import',
      { schema: { querystring: companyImportQuery }, config: { permission: DevicePerm.agentDevice.add, operLog: { title: 'operTitle.agentDevice', businessType: BusinessType.IMPORT } } },
      (req) => importToCompany(req, req.query.companyId, TYPES[req.query.deviceType]),
    );

  manifestCrud(app, agentDeviceManifest, {
    table: a,
    // The company holds the row; there is no owning user.
    scope: { dept: a.companyId },
    columns: { companyName: sql<string | null>`(select d.dept_name from sys_dept d where d.dept_id = iot_agent_device.company_id)` },
    beforeDelete: (ids, { tx }) => unassign(tx, ids),
    without: ['get', 'create', 'update'],
  });
};
