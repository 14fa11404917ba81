import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Perm } from '@cniot/contract/system/permissions';
import { rowsOf } from '../../../../src/db/client.ts';
import { createTestApp, type TestApp } from '../../../helpers/app.ts';
import { userWithPerms } from '../../../helpers/users.ts';
import { Dept, json, Role, userWithRoles } from '../helpers.ts';

const OUTRANKS = 'This user holds a role you cannot grant; only someone who may grant all of its roles can change the account';

let t: TestApp, admin: string;
let dealer: { userId: number; token: string };
let auditRole: number;

const stateOf = async (userId: number) => {
  const [row] = await rowsOf<{ password: string; status: string; nick_name: string; del_flag: string }>(
    t.app.db,
    sql`select password, status, nick_name, del_flag from sys_user where user_id = ${userId}`,
  );
  const roles = await rowsOf<{ role_id: number }>(t.app.db, sql`select role_id from sys_user_role where user_id = ${userId} order by role_id`);
  return { ...row, roles: roles.map((r) => Number(r.role_id)) };
};

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  dealer = await userWithRoles(t, 'takeoverDealer', [Role.agencyUser], Dept.solarTech);
  const [role] = await rowsOf<{ role_id: number }>(t.app.db, sql`insert into sys_role (role_name, role_key, data_scope) values ('Auditor', 'auditor', '1') returning role_id`);
  auditRole = Number(role.role_id);
});
afterAll(() => t.close());

/** Finding 3 of issue 13: an account placed in a dealer's company with wider rights than the dealer's. */
describe('users holding a role the caller cannot grant', () => {
  const changes = (userId: number) =>
    [
      { method: 'PUT', url: '/cniotapi/system/user/resetPwd', payload: { userId, password: 'taken-over1' } },
      { method: 'PUT', url: '/cniotapi/system/user', payload: { userId, nickName: 'Taken over' } },
      { method: 'PUT', url: '/cniotapi/system/user/changeStatus', payload: { userId, status: '1' } },
      { method: 'PUT', url: '/cniotapi/system/user/authRole', payload: { userId, roleIds: [Role.agencyUser] } },
    ] as const;

  it("are out of a dealer's reach: no password reset, edit, status change, role change or deletion", async () => {
    for (const wider of [auditRole, Role.sysUser]) {
      const target = await userWithRoles(t, `wider${wider}`, [wider, Role.agencyUser], Dept.solarTech);
      const before = await stateOf(target.userId);
      for (const c of changes(target.userId)) {
        const res = await json(t, dealer.token, c);
        expect([res.status, res.body.msg], c.url).toEqual([403, OUTRANKS]);
      }
      const remover = await userWithPerms(t.app.db, `remover${wider}`, [Perm.user.remove], { deptId: Dept.solarTech, dataScope: '4' });
      expect((await json(t, remover.token, { method: 'DELETE', url: `/cniotapi/system/user/${target.userId}` })).body.msg).toBe(OUTRANKS);
      expect(await stateOf(target.userId)).toEqual(before);
    }
  });

  it('cannot lose a role through the role screen of a scoped editor', async () => {
    const target = await userWithRoles(t, 'auditorToo', [auditRole, Role.agencyUser], Dept.solarTech);
    const keeper = await userWithPerms(t.app.db, 'roleKeeper', [Perm.role.list, Perm.role.edit], { deptId: Dept.solarTech, dataScope: '4' });
    await t.app.db.execute(sql`insert into sys_user_role (user_id, role_id) values (${keeper.userId}, ${Role.agencyUser})`);
    const res = await json(t, keeper.token, { method: 'PUT', url: '/cniotapi/system/role/authUser/cancel', payload: { roleId: Role.agencyUser, userId: target.userId } });
    expect([res.status, res.body.msg]).toEqual([403, OUTRANKS]);
    expect((await stateOf(target.userId)).roles).toEqual([Role.agencyUser, auditRole]);
  });

  it("leaves colleagues holding only the dealer's own roles to the dealer, and every account to an administrator", async () => {
    const colleague = await userWithRoles(t, 'colleague', [Role.agencyUser], Dept.solarTechTeam);
    for (const c of changes(colleague.userId)) expect((await json(t, dealer.token, c)).body.code, c.url).toBe(200);
    expect(await stateOf(colleague.userId)).toMatchObject({ status: '1', nick_name: 'Taken over', roles: [Role.agencyUser] });

    const target = await userWithRoles(t, 'auditorThree', [auditRole], Dept.solarTech);
    const reset = await json(t, admin, { method: 'PUT', url: '/cniotapi/system/user/resetPwd', payload: { userId: target.userId, password: 'by-admin1' } });
    expect(reset.body.code).toBe(200);
  });

  it('marks in the user list which rows the caller may act on, by the same rule', async () => {
    const target = await userWithRoles(t, 'listedWider', [auditRole, Role.agencyUser], Dept.solarTech);
    const colleague = await userWithRoles(t, 'listedColleague', [Role.agencyUser], Dept.solarTechTeam);
    const manageable = async (token: string) =>
      Object.fromEntries(
        ((await json(t, token, { method: 'GET', url: '/cniotapi/system/user/list?pageSize=100' })).body.rows as { userId: number; manageable: boolean }[]).map((r) => [r.userId, r.manageable]),
      );
    expect(await manageable(dealer.token)).toMatchObject({ [target.userId]: false, [colleague.userId]: true });
    expect(await manageable(admin)).toMatchObject({ 1: true, [target.userId]: true, [colleague.userId]: true });
    // An operator with every right but the administrator role sees the administrator's row as not theirs.
    const operator = await userWithPerms(t.app.db, 'listOperator', [Perm.user.list, Perm.user.edit], { dataScope: '1' });
    expect((await manageable(operator.token))[1]).toBe(false);
  });
});
