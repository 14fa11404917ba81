import { done } from '@cniot/contract/answer';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { orgInfoUpdate } from '@cniot/contract/people/people-org-info';
import { PeoplePerm } from '@cniot/contract/people/people-permissions';
import { sysDept } from '../../../db/schema/system.ts';
import { notFound } from '../../../lib/errors.ts';
import { ok } from '../../../lib/reply.ts';
import { currentUser } from '../../../plugins/auth.ts';
import { BusinessType } from '../../../plugins/oper-log.ts';

const perm = PeoplePerm.orgInfo;

/** The caller's own live organization, else a 404 saying it has none. */
function ownDeptId(req: FastifyRequest): number {
  const { deptId } = currentUser(req);
  if (deptId === null) throw notFound('orgInfo.noOrganization');
  return deptId;
}

/**
 * "Organisation management and basic information": the caller's own
 * organization, read and edited without a say over its parent (a dealer's
 * parent is outside its scope), so only the fields that describe it change.
 */
export const orgInfoRoutes: FastifyPluginAsync = async (app) => {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/system/orgInfo', { config: { permission: perm.list } }, async (req) => {
    const [row] = await app.db
      .select({
        deptId: sysDept.deptId,
        deptName: sysDept.deptName,
        // sys_dept spelled out: drizzle leaves select-list columns unqualified, which would bind the inner one.
        parentName: sql<string | null>`(select p.dept_name from sys_dept p where p.dept_id = sys_dept.parent_id)`,
        logo: sysDept.logo,
        leader: sysDept.leader,
        phone: sysDept.phone,
        email: sysDept.email,
        address: sysDept.address,
      })
      .from(sysDept)
      .where(and(eq(sysDept.deptId, ownDeptId(req)), eq(sysDept.delFlag, '0')));
    if (!row) throw notFound('orgInfo.noOrganization');
    return ok(req, row);
  });

  api.put(
    '/system/orgInfo',
    { schema: { response: { 200: done }, body: orgInfoUpdate }, config: { permission: perm.edit, operLog: { title: 'operTitle.orgInfo', businessType: BusinessType.UPDATE } } },
    async (req) => {
      const [updated] = await app.db
        .update(sysDept)
        .set({ ...req.body, updateBy: currentUser(req).userName, updateTime: new Date() })
        .where(and(eq(sysDept.deptId, ownDeptId(req)), eq(sysDept.delFlag, '0')))
        .returning({ deptId: sysDept.deptId });
      if (!updated) throw notFound('orgInfo.noOrganization');
      return ok(req);
    },
  );
};
