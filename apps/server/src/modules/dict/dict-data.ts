import { and, asc, count, eq, getTableColumns, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dictDataManifest, dictTypeName } from '@cniot/contract/dict';
import { fieldsWith, queryOf } from '@cniot/contract/manifest/derive';
import { pageQuery, type PageQuery } from '@cniot/contract/paging';
import { Perm } from '@cniot/contract/permissions';
import { sysDictData, sysDictType } from '../../db/schema/dict.ts';
import { badRequest, conflict } from '../../lib/errors.ts';
import { manifestCrud } from '../../lib/manifest-crud.ts';
import { orderOf, paged, where } from '../../lib/paging.ts';
import { ok, table } from '../../lib/reply.ts';
import { AUTHENTICATED } from '../../plugins/auth.ts';

const d = sysDictData;
// By type, then each type's entries in their order: three keys, where a manifest's order has one.
const defaultOrder = [asc(d.dictType), asc(d.dictSort), asc(d.dictCode)];
const columns = getTableColumns(d);
const sort = Object.fromEntries(fieldsWith(dictDataManifest, 'sort').map((name) => [name, columns[name as keyof typeof columns]]));
const listQuery = queryOf(dictDataManifest).extend(pageQuery.shape);
type Query = PageQuery & { dictType?: string; dictLabel?: string; status?: string };

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

  api.get('/system/dict/data/list', { schema: { querystring: listQuery }, config: { permission: Perm.dict.list } }, async (req) => {
    const q = req.query as Query;
    const w = and(where.eq(d.dictType, q.dictType), where.like(d.dictLabel, q.dictLabel), where.eq(d.status, q.status));
    const page = await paged(
      q,
      (limit, offset) => db().select().from(d).where(w).orderBy(...orderOf(q, sort, defaultOrder)).limit(limit).offset(offset),
      async () => (await db().select({ n: count() }).from(d).where(w))[0].n,
    );
    return table(req, page);
  });

  manifestCrud(app, dictDataManifest, {
    table: d,
    without: ['list'],
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
