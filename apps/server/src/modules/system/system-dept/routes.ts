import { and, asc, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MAX_PAGE_SIZE } from '@cniot/contract/constants';
import { Perm } from '@cniot/contract/system/permissions';
import { ordersOf } from '@cniot/contract/manifest/define';
import { deptListAnswer, deptManifest } from '@cniot/contract/system/system-dept';
import { sysDept } from '../../../db/schema/system.ts';
import { deptAndBelow } from '../../../lib/data-scope.ts';
import { manifestCrud } from '../../../lib/manifest-crud.ts';
import { ok } from '../../../lib/reply.ts';
import { currentUser } from '../../../plugins/auth.ts';
import { deptRules } from './dept-rules.ts';
import { deptScope } from './dept-scope.ts';

const { delFlag: _, ...visible } = getTableColumns(sysDept);
const defaultOrder = ordersOf(deptManifest).map(([field, direction]) => (direction === 'asc' ? asc : desc)(visible[field as keyof typeof visible]));

/** Organizations (RuoYi /system/dept): the list is flat, the console nests it by parentId. */
export const systemDeptRoutes: FastifyPluginAsync = async (app) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  manifestCrud(app, deptManifest, { table: sysDept, hidden: ['delFlag'], listAnswer: deptListAnswer, ...deptRules() });

  // RuoYi's clients ask for the whole list (no pageSize) and read it from `data`; our console pages it and reads `rows`.
  const isList = (req: FastifyRequest) => req.routeOptions.url?.endsWith('/system/dept/list') === true;
  app.addHook('preValidation', async (req) => {
    if (isList(req)) (req.query as Record<string, unknown>).pageSize ??= MAX_PAGE_SIZE;
  });
  app.addHook('preSerialization', async (req, _reply, payload: { rows?: unknown }) => (isList(req) && payload.rows ? { ...payload, data: payload.rows } : payload));

  /** Candidates for a new parent: everything in scope except the organization and its own subtree. */
  api.get('/system/dept/list/exclude/:deptId', { schema: { params: z.object({ deptId: z.coerce.number().int().positive() }) }, config: { permission: Perm.dept.list } }, async (req) => {
    const id = req.params.deptId;
    const rows = await app.db
      .select(visible)
      .from(sysDept)
      .where(and(eq(sysDept.delFlag, '0'), deptScope(currentUser(req)), sql`not ${deptAndBelow(sysDept.deptId, id)}`))
      .orderBy(...defaultOrder);
    return ok(req, rows);
  });
};
