import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../../../src/db/client.ts';
import { signedInApp, type TestApp } from '../../../helpers/app.ts';
import { menuId } from '../../../helpers/menus.ts';
import { Dept, json, Role, userWithRoles } from '../../system/helpers.ts';

let t: TestApp;
let admin: string;
let dealer: { userId: number; token: string };
const url = '/cniotapi/system/orgInfo';

beforeAll(async () => {
  ({ t, admin } = await signedInApp());
  dealer = await userWithRoles(t, 'infoDealer', [Role.agencyUser], Dept.solarTech);
});
afterAll(() => t.close());

describe('organisation basic information', () => {
  it('a dealer reads and edits its own organization, not its name or place', async () => {
    const before = (await json(t, dealer.token, { url })).body.data;
    expect(before).toMatchObject({ deptId: Dept.solarTech, deptName: 'SolarTech Deutschland GmbH', parentName: 'CNIoT' });
    const payload = { logo: '/files/logo/solartech.png', address: 'Hauptstraße 1, Berlin', phone: '+493012345678', email: 'office@solartech-de.example', leader: 'Jana Weber' };
    expect((await json(t, dealer.token, { method: 'PUT', url, payload: { ...payload, deptName: 'Renamed', parentId: Dept.sunline } })).body.code).toBe(200);
    const [row] = await rowsOf<Record<string, unknown>>(t.app.db, sql`select dept_name, parent_id, logo, address, phone, email, leader, update_by from sys_dept where dept_id = ${Dept.solarTech}`);
    expect(row).toEqual({
      dept_name: 'SolarTech Deutschland GmbH',
      parent_id: Dept.root,
      logo: payload.logo,
      address: payload.address,
      phone: payload.phone,
      email: payload.email,
      leader: payload.leader,
      update_by: 'infoDealer',
    });
    const bad = await json(t, dealer.token, { method: 'PUT', url, headers: { 'lang-type': 'de_DE' }, payload: { phone: '12' } });
    expect(bad.status).toBe(400);
    expect((await json(t, dealer.token, { method: 'PUT', url, payload: { email: 'not mail' } })).body.msg).toBe('Please enter a valid email address');
  });

  it('answers a clear 404 to an account without an organization', async () => {
    const loose = await userWithRoles(t, 'looseUser', [Role.agencyUser], null);
    const res = await json(t, loose.token, { url });
    expect(res.status).toBe(404);
    expect(res.body.msg).toBe('Your account belongs to no organization');
  });

  it('the organization screen too lets a dealer edit its own organization, which it cannot move', async () => {
    const edit = (payload: Record<string, unknown>) =>
      json(t, dealer.token, { method: 'PUT', url: '/cniotapi/system/dept', payload: { deptId: Dept.solarTech, deptName: 'SolarTech Deutschland GmbH', orderNum: 1, ...payload } });
    expect((await edit({ parentId: Dept.root, leader: 'Jana Weber-Schulz' })).body.code).toBe(200);
    expect((await edit({ parentId: Dept.sunline })).body.msg).toBe('The organization does not exist or is outside your data scope');
    const staff = await userWithRoles(t, 'rootStaff', [Role.sysUser], Dept.root);
    const top = await json(t, staff.token, { method: 'PUT', url: '/cniotapi/system/dept', payload: { deptId: Dept.root, parentId: 0, deptName: 'CNIoT renamed', orderNum: 0 } });
    expect(top.status).toBe(403);
  });
});

describe('people menus', () => {
  it('seed the spec areas with the grants of docs/permissions.md', async () => {
    const held = async (key: string) =>
      (
        await rowsOf<{ role_key: string }>(
          t.app.db,
          sql`select r.role_key from sys_role_menu rm join sys_role r on r.role_id = rm.role_id where rm.menu_id = ${await menuId(t.app.db, key)} order by r.role_key`,
        )
      ).map((r) => r.role_key);
    expect(await held('dir:organizationUsers')).toEqual(['agencyUser', 'sysUser']);
    expect(await held('system:orgInfo')).toEqual(['agencyUser', 'sysUser']);
    expect(await held('biz:institution')).toEqual(['agencyUser', 'sysUser']);
    expect(await held('biz:institution/biz:institution:add')).toEqual(['sysUser']);
    expect(await held('biz:institutionUser/biz:institutionUser:resetPwd')).toEqual(['agencyUser', 'sysUser']);
    expect(await held('dir:dealerRelease')).toEqual(['sysUser']);
    expect(await held('biz:agentReview/biz:agentReview:examine')).toEqual(['sysUser']);
    expect(await held('biz:user')).toEqual(['agencyUser', 'sysUser']);
    expect(await held('biz:user/biz:user:recover')).toEqual(['sysUser']);
    const { body } = await json(t, admin, { url: `/cniotapi/system/menu/${await menuId(t.app.db, 'system:orgInfo')}` });
    expect(body.data).toMatchObject({ component: 'system/orgInfo/index', path: 'info', perms: 'system:orgInfo:list', menuType: 'C' });
  });
});
