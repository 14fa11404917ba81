import { and, asc, count, eq, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dictDataCreate, dictDataQuery, dictDataUpdate, dictTypeName } from '@cniot/contract/dict';
import { sysDictData, sysDictType } from '../../db/schema/dict.ts';
import { crud } from '../../lib/crud.ts';
import { badRequest, conflict } from '../../lib/errors.ts';
import { where } from '../../lib/paging.ts';
import { ok } from '../../lib/reply.ts';
import { AUTHENTICATED } from '../../plugins/auth.ts';

export function dictDataRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const db = () => app.db;

  // Every screen labels its enumerations with this, so any signed-in user may read it.
  api.get(
    '/system/dict/data/type/:type',
    { schema: { params: z.object({ type: dictTypeName }) }, config: { permission: AUTHENTICATED } },
    async (req) => {
      const rows = await db()
        .select()
        .from(sysDictData)
        .where(and(eq(sysDictData.dictType, req.params.type), eq(sysDictData.status, '0')))
        .orderBy(asc(sysDictData.dictSort), asc(sysDictData.dictCode));
      return ok(req, rows);
    },
  );

  crud(app, {
    path: '/system/dict/data',
    perm: 'system:dict',
    title: 'Dictionary data',
    table: sysDictData,
    id: sysDictData.dictCode,
    query: dictDataQuery,
    filters: (q) => [where.eq(sysDictData.dictType, q.dictType), where.like(sysDictData.dictLabel, q.dictLabel), where.eq(sysDictData.status, q.status)],
    sort: { dictSort: sysDictData.dictSort, dictCode: sysDictData.dictCode, dictLabel: sysDictData.dictLabel, dictValue: sysDictData.dictValue },
    defaultOrder: [asc(sysDictData.dictType), asc(sysDictData.dictSort), asc(sysDictData.dictCode)],
    create: dictDataCreate,
    update: dictDataUpdate,
    exportName: 'dict_data',
    exportColumns: [
      { key: 'dictCode', header: 'Dictionary code', width: 14 },
      { key: 'dictSort', header: 'Sort', width: 8 },
      { key: 'dictLabel', header: 'Label', width: 28 },
      { key: 'dictValue', header: 'Value', width: 20 },
      { key: 'dictType', header: 'Dictionary type', width: 30 },
      { key: 'listClass', header: 'List class', width: 12 },
      { key: 'isDefault', header: 'Default', width: 10, dict: 'sys_yes_no' },
      { key: 'status', header: 'Status', width: 12, dict: 'sys_normal_disable' },
      { key: 'remark', header: 'Remark', width: 30 },
    ],
    async beforeWrite(data, { tx }) {
      const type = String(data.dictType);
      const [known] = await tx.select({ id: sysDictType.dictId }).from(sysDictType).where(eq(sysDictType.dictType, type)).limit(1);
      if (!known) throw badRequest('dict.typeMissing', { type });
      const [{ n }] = await tx
        .select({ n: count() })
        .from(sysDictData)
        .where(
          and(
            eq(sysDictData.dictType, type),
            eq(sysDictData.dictValue, String(data.dictValue)),
            data.dictCode ? ne(sysDictData.dictCode, Number(data.dictCode)) : undefined,
          ),
        );
      if (n > 0) throw conflict('dict.valueExists', { type, value: data.dictValue });
    },
  });
}
