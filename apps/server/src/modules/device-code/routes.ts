import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { deviceCodeGenerate, importDetailQuery, importRecordQuery } from '@cniot/contract/device-code';
import { DevicePerm } from '@cniot/contract/device-permissions';
import { pageQuery } from '@cniot/contract/paging';
import { iotDeviceImportDetail as d, iotDeviceImportRecord as r } from '../../db/schema/devices.ts';
import { crud } from '../../lib/crud.ts';
import { dataScopeCondition } from '../../lib/data-scope.ts';
import { notFound } from '../../lib/errors.ts';
import { paged, where } from '../../lib/paging.ts';
import { ok, table } from '../../lib/reply.ts';
import { sendXlsx } from '../../lib/xlsx.ts';
import { currentUser } from '../../plugins/auth.ts';
import { BusinessType } from '../../plugins/oper-log.ts';
import { generateCodes } from './generate.ts';

const SOURCES: Record<string, string> = { '0': 'Generated', '1': 'Imported', '2': 'Assigned to a company' };
const detailColumns = { id: d.id, rowNum: d.rowNum, deviceId: d.deviceId, key: d.deviceKey, status: d.status, message: d.message };

/** Device code generation (`/iot/deviceCode`) and the import records of every batch, with their codes and keys. */
export const deviceCodeRoutes: FastifyPluginAsync = async (app) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const scope = { dept: r.deptId, user: r.userId };
  const record = async (user: Parameters<typeof dataScopeCondition>[0], id: number) =>
    (await app.db.select({ id: r.id, batchNumber: r.batchNumber }).from(r).where(and(eq(r.id, id), dataScopeCondition(user, scope))).limit(1))[0];

  api.post(
    '/iot/deviceCode',
    { schema: { body: deviceCodeGenerate }, config: { permission: DevicePerm.deviceCode.add, operLog: { title: 'Device code', businessType: BusinessType.INSERT } } },
    async (req) => ok(req, await generateCodes(app.db, currentUser(req), req.body)),
  );

  api.get(
    '/iot/deviceCode/detail/list',
    { schema: { querystring: importDetailQuery.extend(pageQuery.shape) }, config: { permission: DevicePerm.deviceCode.query } },
    async (req) => {
      const q = req.query;
      if (!(await record(currentUser(req), q.recordId))) throw notFound();
      const w = and(eq(d.recordId, q.recordId), where.like(d.deviceId, q.deviceId), where.eq(d.status, q.status));
      const page = await paged(
        q,
        (limit, offset) => app.db.select(detailColumns).from(d).where(w).orderBy(asc(d.id)).limit(limit).offset(offset),
        async () => (await app.db.select({ n: count() }).from(d).where(w))[0].n,
      );
      return table(req, page);
    },
  );

  // The batch as the factory needs it: every code with its key (and, for imports, each row's result).
  api.post(
    '/iot/deviceCode/exportDetail/:id',
    { schema: { params: z.object({ id: z.coerce.number().int().positive() }) }, config: { permission: DevicePerm.deviceCode.export, repeatSubmit: false, operLog: { title: 'Device code', businessType: BusinessType.EXPORT } } },
    async (req, reply) => {
      const rec = await record(currentUser(req), req.params.id);
      if (!rec) throw notFound();
      const rows = await app.db.select(detailColumns).from(d).where(eq(d.recordId, rec.id)).orderBy(asc(d.id));
      return sendXlsx(req, reply, `device-codes-${rec.batchNumber}`, [
        { key: 'deviceId', header: 'Device code', width: 18 },
        { key: 'key', header: 'Key', width: 24 },
        { key: 'status', header: 'Result', width: 10, format: (v) => (v === '0' ? 'OK' : 'Refused') },
        { key: 'message', header: 'Message', width: 40 },
      ], rows);
    },
  );

  crud(app, {
    path: '/iot/deviceCode',
    perm: 'iot:deviceCode',
    title: 'Device code',
    table: r,
    id: r.id,
    query: importRecordQuery,
    filters: (q) => [where.like(r.batchNumber, q.batchNumber), where.eq(r.deviceType, q.deviceType), where.eq(r.source, q.source), ...where.range(r.createTime, q)],
    sort: { batchNumber: r.batchNumber, createTime: r.createTime, generateCount: r.generateCount },
    defaultOrder: [desc(r.id)],
    scope,
    exportName: 'device-code-records',
    exportColumns: [
      { key: 'batchNumber', header: 'Batch number', width: 22 },
      { key: 'deviceType', header: 'Device type', width: 16 },
      { key: 'source', header: 'Source', width: 20, format: (v) => SOURCES[String(v)] ?? v },
      { key: 'generateId', header: 'First code', width: 18 },
      { key: 'generateCount', header: 'Devices', width: 10 },
      { key: 'failCount', header: 'Refused', width: 10 },
      { key: 'remark', header: 'Remark', width: 30 },
      { key: 'createBy', header: 'Created by', width: 16 },
      { key: 'createTime', header: 'Created', width: 22 },
    ],
  });
};
