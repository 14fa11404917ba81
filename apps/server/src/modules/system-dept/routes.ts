import { and, asc, count, eq, getTableColumns, sql } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MAX_PAGE_SIZE } from '@cniot/contract/constants';
import { Perm } from '@cniot/contract/permissions';
import { fieldsWith, queryOf } from '@cniot/contract/manifest/derive';
import { pageQuery, type PageQuery } from '@cniot/contract/paging';
import { deptManifest } from '@cniot/contract/system-dept';
import { sysDept } from '../../db/schema/system.ts';
import { deptAndBelow } from '../../lib/data-scope.ts';
import { manifestCrud } from '../../lib/manifest-crud.ts';
import { orderOf, paged, where } from '../../lib/paging.ts';
import { ok, table } from '../../lib/reply.ts';
import { currentUser } from '../../plugins/auth.ts';
import { deptRules } from './dept-rules.ts';
import { deptScope } from './dept-scope.ts';

// Parents first, siblings in their order: three keys, where a manifest's order has one.
const defaultOrder = [asc(sysDept.parentId), asc(sysDept.orderNum), asc(sysDept.deptId)];
const { delFlag: _, ...visible } = getTableColumns(sysDept);
const sort = Object.fromEntries(fieldsWith(deptManifest, 'sort').map((name) => [name, visible[name as keyof typeof visible]]));
const listQuery = queryOf(deptManifest).extend(pageQuery.shape);
type Query = PageQuery & { deptName?: string; status?: string; parentId?: number };

/** Organizations (RuoYi /system/dept): the list is flat, the console nests it by parentId. */
export const systemDeptRoutes: FastifyPluginAsync = async (app) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  manifestCrud(app, deptManifest, { table: sysDept, hidden: ['delFlag'], without: ['list'], ...deptRules() });

  api.get('/system/dept/list', { schema: { querystring: listQuery }, config: { permission: Perm.dept.list } }, async (req) => {
    const q = req.query as Query;
    const w = and(
      eq(sysDept.delFlag, '0'),
      deptScope(currentUser(req)),
      where.like(sysDept.deptName, q.deptName),
      where.eq(sysDept.status, q.status),
      where.eq(sysDept.parentId, q.parentId),
    );
    const page = await paged(
      q,
      (limit, offset) => app.db.select(visible).from(sysDept).where(w).orderBy(...orderOf(q, sort, defaultOrder)).limit(limit).offset(offset),
      async () => (await app.db.select({ n: count() }).from(sysDept).where(w))[0].n,
    );
    return table(req, page);
  });

  // RuoYi's clients ask for the whole list (no pageSize) and read it from `data`; our console pages it and reads `rows`.
  const isList = (req: FastifyRequest) => req.routeOptions.url?.endsWith('/system/dept/list') === true;
  app.addHook('preValidation', async (req) => {
    if (isList(req)) (req.query as Record<string, unknown>).pageSize ??= MAX_PAGE_SIZE;
  });
  app.addHook('preSerialization', async (req, _reply, payload: { rows?: unknown }) => (isList(req) && payload.rows ? { ...payload, data: payload.rows } : payload));

  /** Candidates for a new parent: everything in scope except the organization and its own subtree. */
  api.get(
    '/system/dept/list/exclude/:deptId',
    { schema: { params: z.object({ deptId: z.coerce.number().int().positive() }) }, config: { permission: Perm.dept.list } },
    async (req) => {
      const id = req.params.deptId;
      const rows = await app.db
        .select(visible)
        .from(sysDept)
        .where(and(eq(sysDept.delFlag, '0'), deptScope(currentUser(req)), sql`not ${deptAndBelow(sysDept.deptId, id)}`))
        .orderBy(...defaultOrder);
      return ok(req, rows);
    },
  );
};
