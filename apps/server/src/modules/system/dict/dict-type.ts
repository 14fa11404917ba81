import { and, asc, count, eq, inArray, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Perm } from '@cniot/contract/system/permissions';
import { dictTypeManifest } from '@cniot/contract/system/dict';
import { sysDictData, sysDictType } from '../../../db/schema/dict.ts';
import { conflict } from '../../../lib/errors.ts';
import { manifestCrud } from '../../../lib/manifest-crud.ts';
import { ok } from '../../../lib/reply.ts';
import { AUTHENTICATED } from '../../../plugins/auth.ts';
import { BusinessType } from '../../../plugins/oper-log.ts';

const TITLE = 'operTitle.dictType';

export function dictTypeRoutes(app: FastifyInstance) {
  const db = () => app.db;

  // Static paths win over `/:id` in the router, so these may sit beside the CRUD routes.
  app.get('/system/dict/type/optionselect', { config: { permission: AUTHENTICATED } }, async (req) => ok(req, await db().select().from(sysDictType).orderBy(asc(sysDictType.dictType))));

  // Dictionaries are read from the database on every call (any node sees a change at once),
  // so there is no server cache to drop; the route stays for the console's refresh button.
  app.delete('/system/dict/type/refreshCache', { config: { permission: Perm.dict.remove, operLog: { title: TITLE, businessType: BusinessType.CLEAN } } }, async (req) => ok(req));

  manifestCrud(app, dictTypeManifest, {
    table: sysDictType,
    async beforeWrite(data, { tx }) {
      const [{ n }] = await tx
        .select({ n: count() })
        .from(sysDictType)
        .where(and(eq(sysDictType.dictType, String(data.dictType)), data.dictId ? ne(sysDictType.dictId, Number(data.dictId)) : undefined));
      if (n > 0) throw conflict('dict.typeExists', { type: data.dictType });
    },
    async beforeDelete(ids, { tx }) {
      const [used] = await tx
        .select({ type: sysDictType.dictType })
        .from(sysDictType)
        .innerJoin(sysDictData, eq(sysDictData.dictType, sysDictType.dictType))
        .where(inArray(sysDictType.dictId, ids))
        .limit(1);
      if (used) throw conflict('dict.typeInUse', { type: used.type });
    },
  });
}
