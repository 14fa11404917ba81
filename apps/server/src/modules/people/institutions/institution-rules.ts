import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { sysDept } from '../../../db/schema/system.ts';
import { bizInstitution } from '../../../db/schema/people.ts';
import type { HookContext } from '../../../lib/crud.ts';
import { dataScopeCondition } from '../../../lib/data-scope.ts';
import type { LoginUser } from '../../../lib/session.ts';
import { currentUser } from '../../../plugins/auth.ts';
import { deptRules } from '../../system/system-dept/dept-rules.ts';

type Row = Record<string, unknown>;

// Spelled out: drizzle drops the table name from columns of single-table selects, which would bind the inner sys_dept.
const dept = (column: string) => sql.raw(`(select d.${column} from sys_dept d where d.dept_id = biz_institution.dept_id)`);

/** What the list shows of an institution's organization. */
export const institutionColumns = {
  companyName: dept('dept_name'),
  leader: dept('leader'),
  phone: dept('phone'),
  status: dept('status'),
  parentName: sql<string | null>`(select p.dept_name from sys_dept d join sys_dept p on p.dept_id = d.parent_id where d.dept_id = biz_institution.dept_id)`,
  userCount: sql<number>`(select count(*)::int from sys_user u join sys_dept d on d.dept_id = u.dept_id
    where u.del_flag = '0' and (d.dept_id = biz_institution.dept_id or biz_institution.dept_id::text = any(string_to_array(d.ancestors, ','))))`,
};

/** Institutions in the caller's data scope whose organization is still there. */
export const institutionScope = (user: LoginUser): SQL | undefined =>
  and(dataScopeCondition(user, { dept: bizInstitution.deptId }), sql`exists (select 1 from sys_dept d where d.dept_id = biz_institution.dept_id and d.del_flag = '0')`);

/**
 * An institution's name is its organization's: a new institution creates the
 * organization under `parentId` and a rename renames it, under the rules of the
 * organization screen (a parent in scope and enabled, a name unique among its
 * siblings). A removal removes the organization, refused like there while it
 * has sub-organizations or users.
 */
export function institutionRules() {
  const orgRules = deptRules();
  return {
    async beforeWrite(data: Row, ctx: HookContext): Promise<Row> {
      const { tx, req, mode } = ctx;
      const userName = currentUser(req).userName;
      const deptName = data.companyName as string;
      if (mode === 'create') {
        const { ancestors } = await orgRules.beforeWrite({ parentId: data.parentId, deptName }, ctx);
        const [created] = await tx
          .insert(sysDept)
          .values({ parentId: Number(data.parentId), ancestors: String(ancestors), deptName, createBy: userName })
          .returning({ deptId: sysDept.deptId });
        return { deptId: created.deptId, remark: data.remark };
      }
      const deptId = Number(data.deptId);
      const [current] = await tx.select({ parentId: sysDept.parentId }).from(sysDept).where(eq(sysDept.deptId, deptId));
      await orgRules.beforeWrite({ deptId, parentId: current.parentId, deptName }, ctx);
      await tx.update(sysDept).set({ deptName, updateBy: userName, updateTime: new Date() }).where(eq(sysDept.deptId, deptId));
      return { deptId, remark: data.remark };
    },

    async beforeDelete(ids: number[], ctx: Omit<HookContext, 'mode'>) {
      await orgRules.beforeDelete(ids, ctx);
      await ctx.tx
        .update(sysDept)
        .set({ delFlag: '2', updateBy: currentUser(ctx.req).userName, updateTime: new Date() })
        .where(inArray(sysDept.deptId, ids));
    },
  };
}
