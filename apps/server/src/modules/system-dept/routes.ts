import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MAX_PAGE_SIZE } from '@cniot/contract/constants';
import { Perm } from '@cniot/contract/permissions';
import { deptCreate, deptQuery, deptUpdate } from '@cniot/contract/system-dept';
import { sysDept } from '../../db/schema/system.ts';
import { crud } from '../../lib/crud.ts';
import { deptAndBelow } from '../../lib/data-scope.ts';
import { where } from '../../lib/paging.ts';
import { ok } from '../../lib/reply.ts';
import { currentUser } from '../../plugins/auth.ts';
import { deptRules } from './dept-rules.ts';
import { deptScope } from './dept-scope.ts';

const defaultOrder = [asc(sysDept.parentId), asc(sysDept.orderNum), asc(sysDept.deptId)];

/** Organizations (RuoYi /system/dept): the list is flat, the console nests it by parentId. */
export const systemDeptRoutes: FastifyPluginAsync = async (app) => {
  crud(app, {
    path: '/system/dept',
    perm: 'system:dept',
    title: 'Organization',
    table: sysDept,
    id: sysDept.deptId,
    query: deptQuery,
    filters: (q) => [where.like(sysDept.deptName, q.deptName), where.eq(sysDept.status, q.status), where.eq(sysDept.parentId, q.parentId)],
    sort: { deptId: sysDept.deptId, deptName: sysDept.deptName, orderNum: sysDept.orderNum, parentId: sysDept.parentId, createTime: sysDept.createTime },
    defaultOrder,
    create: deptCreate,
    update: deptUpdate,
    scope: deptScope,
    softDelete: 'delFlag',
    hidden: ['delFlag'],
    ...deptRules(),
  });

  // RuoYi's clients ask for the whole list (no pageSize) and read it from `data`; our console pages it and reads `rows`.
  const isList = (req: FastifyRequest) => req.routeOptions.url?.endsWith('/system/dept/list') === true;
  app.addHook('preValidation', async (req) => {
    if (isList(req)) (req.query as Record<string, unknown>).pageSize ??= MAX_PAGE_SIZE;
  });
  app.addHook('preSerialization', async (req, _reply, payload: { rows?: unknown }) => (isList(req) && payload.rows ? { ...payload, data: payload.rows } : payload));

  /** Candidates for a new parent: everything in scope except the organization and its own subtree. */
  app.withTypeProvider<ZodTypeProvider>().get(
    '/system/dept/list/exclude/:deptId',
    { schema: { params: z.object({ deptId: z.coerce.number().int().positive() }) }, config: { permission: Perm.dept.list } },
    async (req) => {
      const id = req.params.deptId;
      const rows = await app.db
        .select()
        .from(sysDept)
        .where(and(eq(sysDept.delFlag, '0'), deptScope(currentUser(req)), sql`not ${deptAndBelow(sysDept.deptId, id)}`))
        .orderBy(...defaultOrder);
      return ok(req, rows.map(({ delFlag: _, ...row }) => row));
    },
  );
};
