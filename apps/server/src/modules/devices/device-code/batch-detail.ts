import { and, asc, count, eq } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { deviceCodeDetailManifest as m, importDetailQuery } from '@cniot/contract/devices/device-code';
import { DevicePerm } from '@cniot/contract/devices/device-permissions';
import { exportColumnsOf } from '@cniot/contract/manifest/derive';
import { pageQuery } from '@cniot/contract/paging';
import { iotDeviceImportDetail as d, iotDeviceImportRecord as r } from '../../../db/schema/devices.ts';
import { dataScopeCondition } from '../../../lib/data-scope.ts';
import { notFound } from '../../../lib/errors.ts';
import { paged, where } from '../../../lib/paging.ts';
import { table } from '../../../lib/reply.ts';
import { screenText } from '../../../lib/screen-text.ts';
import { sendXlsx } from '../../../lib/xlsx.ts';
import { currentUser } from '../../../plugins/auth.ts';
import { BusinessType } from '../../../plugins/oper-log.ts';

const columns = { id: d.id, rowNum: d.rowNum, deviceId: d.deviceId, key: d.deviceKey, status: d.status, message: d.message };

/** The batch's export columns under the detail list's labels, a row's result named in the caller's language. */
async function batchColumns(req: FastifyRequest) {
  const results = Object.fromEntries(await Promise.all(['0', '1'].map(async (v) => [v, await screenText(req.lang, `resources.${m.name}.options.status.${v}`)])));
  return exportColumnsOf(m).map((c) => ({
    key: c.key,
    width: c.width,
    header: `resources.${m.name}.fields.${c.key}`,
    format: c.key === 'status' ? (v: unknown) => results[String(v)] ?? v : undefined,
  }));
}

/** The codes and keys of one generation or import batch: its list and the factory's file. */
export const batchDetailRoutes: FastifyPluginAsync = async (app) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const record = async (req: FastifyRequest, id: number) =>
    (
      await app.db
        .select({ id: r.id, batchNumber: r.batchNumber })
        .from(r)
        .where(and(eq(r.id, id), dataScopeCondition(currentUser(req), { dept: r.deptId, user: r.userId })))
        .limit(1)
    )[0];

  api.get(`${m.api}/list`, { schema: { querystring: importDetailQuery.extend(pageQuery.shape) }, config: { permission: DevicePerm.deviceCode.query } }, async (req) => {
    const q = req.query as typeof req.query & { deviceId?: string; status?: string };
    if (!(await record(req, q.recordId))) throw notFound();
    const w = and(eq(d.recordId, q.recordId), where.like(d.deviceId, q.deviceId), where.eq(d.status, q.status));
    const page = await paged(
      q,
      (limit, offset) => app.db.select(columns).from(d).where(w).orderBy(asc(d.id)).limit(limit).offset(offset),
      async () => (await app.db.select({ n: count() }).from(d).where(w))[0].n,
    );
    return table(req, page);
  });

  // The batch as the factory needs it: every code with its key (and, for imports, each row's result).
  api.post(
    '/iot/deviceCode/exportDetail/:id',
    {
      schema: { params: z.object({ id: z.coerce.number().int().positive() }) },
      config: { permission: DevicePerm.deviceCode.export, answer: 'file', repeatSubmit: false, operLog: { title: 'operTitle.deviceCode', businessType: BusinessType.EXPORT } },
    },
    async (req, reply) => {
      const rec = await record(req, req.params.id);
      if (!rec) throw notFound();
      const rows = await app.db.select(columns).from(d).where(eq(d.recordId, rec.id)).orderBy(asc(d.id));
      return sendXlsx(req, reply, `device-codes-${rec.batchNumber}`, await batchColumns(req), rows);
    },
  );
};
