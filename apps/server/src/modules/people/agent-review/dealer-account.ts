import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../../db/client.ts';
import { bizInstitution, type bizAgentReview } from '../../../db/schema/people.ts';
import { sysDept, sysRole, sysUser } from '../../../db/schema/system.ts';
import { badRequest } from '../../../lib/errors.ts';
import { currentUser } from '../../../plugins/auth.ts';
import { assignRoles } from '../../system/access/user-access.ts';
import { deptRules } from '../../system/system-dept/dept-rules.ts';
import { assertUnique } from '../../system/system-user/user-rules.ts';

/** The seeded role of dealer staff (migration 0003, docs/permissions.md). */
const AGENCY_ROLE = 'agencyUser';

type Application = typeof bizAgentReview.$inferSelect;

/**
 * What a pass creates, in the examination's transaction: the dealer's
 * organization under `parentId` (rules of the organization screen: a parent in
 * the examiner's scope and enabled, a name unique among its siblings),
 * registered as an institution, and its first user with the password chosen
 * when applying and the agency role, which the examiner must be able to grant.
 */
export async function createDealer(tx: Db, req: FastifyRequest, application: Application, parentId: number): Promise<{ deptId: number; userId: number }> {
  const examiner = currentUser(req).userName;
  const [role] = await tx
    .select({ roleId: sysRole.roleId })
    .from(sysRole)
    .where(and(eq(sysRole.roleKey, AGENCY_ROLE), eq(sysRole.delFlag, '0'), eq(sysRole.status, '0')));
  if (!role) throw badRequest('agentReview.agencyRoleMissing');

  const { ancestors } = await deptRules().beforeWrite({ parentId, deptName: application.company }, { req, tx, mode: 'create' });
  const [dept] = await tx
    .insert(sysDept)
    .values({
      parentId,
      ancestors: String(ancestors),
      deptName: application.company,
      leader: application.userName,
      phone: application.phone,
      email: application.email,
      createBy: examiner,
    })
    .returning({ deptId: sysDept.deptId });
  await tx.insert(bizInstitution).values({ deptId: dept.deptId, createBy: examiner });

  await assertUnique(tx, { userName: application.userName, email: application.email, phonenumber: application.phone });
  const [user] = await tx
    .insert(sysUser)
    .values({
      deptId: dept.deptId,
      userName: application.userName,
      nickName: application.userName,
      email: application.email,
      phonenumber: application.phone,
      password: application.password,
      pwdUpdateDate: new Date(),
      createBy: examiner,
    })
    .returning({ userId: sysUser.userId });
  await assignRoles(tx, currentUser(req), user.userId, [role.roleId], true);
  return { deptId: dept.deptId, userId: user.userId };
}
