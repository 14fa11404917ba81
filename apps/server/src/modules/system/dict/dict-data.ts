import { and, asc, count, eq, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dictDataManifest, dictTypeName } from '@cniot/contract/system/dict';
import { sysDictData, sysDictType } from '../../../db/schema/dict.ts';
import { badRequest, conflict } from '../../../lib/errors.ts';
import { manifestCrud } from '../../../lib/manifest-crud.ts';
import { ok } from '../../../lib/reply.ts';
import { AUTHENTICATED } from '../../../plugins/auth.ts';

const d = sysDictData;

export function dictDataRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const db = () => app.db;

  // Every screen labels its enumerations with this, so any signed-in user may read it.
  api.get('/system/dict/data/type/:type', { schema: { params: z.object({ type: dictTypeName }) }, config: { permission: AUTHENTICATED } }, async (req) => {
    const rows = await db()
      .select()
      .from(sysDictData)
      .where(and(eq(sysDictData.dictType, req.params.type), eq(sysDictData.status, '0')))
      .orderBy(asc(sysDictData.dictSort), asc(sysDictData.dictCode));
    return ok(req, rows);
  });

  manifestCrud(app, dictDataManifest, {
    table: d,
    async beforeWrite(data, { tx }) {
      const type = String(data.dictType);
      const [known] = await tx.select({ id: sysDictType.dictId }).from(sysDictType).where(eq(sysDictType.dictType, type)).limit(1);
      if (!known) throw badRequest('dict.typeMissing', { type });
      const [{ n }] = await tx
        .select({ n: count() })
        .from(sysDictData)
        .where(and(eq(sysDictData.dictType, type), eq(sysDictData.dictValue, String(data.dictValue)), data.dictCode ? ne(sysDictData.dictCode, Number(data.dictCode)) : undefined));
      if (n > 0) throw conflict('dict.valueExists', { type, value: data.dictValue });
    },
  });
}
