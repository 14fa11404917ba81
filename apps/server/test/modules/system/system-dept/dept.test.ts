import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../../../src/db/client.ts';
import { createTestApp, type TestApp } from '../../../helpers/app.ts';
import { Dept, json, Role, userWithRoles } from '../helpers.ts';

let t: TestApp;
let admin: string;
let agency: string;
const ancestorsOf = async (id: number) => (await rowsOf<{ a: string }>(t.app.db, sql`select ancestors as a from sys_dept where dept_id = ${id}`))[0]?.a;
const add = (token: string, payload: Record<string, unknown>) => json(t, token, { method: 'POST', url: '/cniotapi/system/dept', payload: { orderNum: 1, ...payload } });
const edit = (token: string, payload: Record<string, unknown>) => json(t, token, { method: 'PUT', url: '/cniotapi/system/dept', payload: { orderNum: 1, ...payload } });

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  agency = (await userWithRoles(t, 'dealer', [Role.agencyUser], Dept.solarTech)).token;
});
afterAll(() => t.close());

describe('organizations', () => {
  it('lists the seeded tree flat, parents first, with RuoYi ancestors', async () => {
    const { body } = await json(t, admin, { url: '/cniotapi/system/dept/list?pageNum=1&pageSize=1000' });
    expect(body.total).toBe(9);
    expect(body.rows[0]).toMatchObject({ deptId: Dept.root, parentId: 0, ancestors: '0', deptName: 'CNIoT' });
    expect(body.rows.find((d: { deptId: number }) => d.deptId === Dept.solarTechTeam).ancestors).toBe('0,100,103');
    expect(body.rows[0]).not.toHaveProperty('delFlag');
  });

  it('filters by name and status', async () => {
    const { body } = await json(t, admin, { url: '/cniotapi/system/dept/list?deptName=solartech&status=0' });
    expect(body.rows.map((d: { deptId: number }) => d.deptId)).toEqual([Dept.solarTech, Dept.solarTechTeam]);
  });

  it('adds under a parent and fills ancestors; names are unique among siblings', async () => {
    const created = await add(admin, { parentId: Dept.solarTechTeam, deptName: 'Munich Crew', country: 'DE', email: 'crew@solartech-de.example' });
    expect(created.status).toBe(200);
    expect(await ancestorsOf(created.body.data.id)).toBe('0,100,103,104');
    const twin = await add(admin, { parentId: Dept.solarTechTeam, deptName: 'Munich Crew' });
    expect(twin.status).toBe(409);
    expect(twin.body.msg).toBe('An organization named "Munich Crew" already exists at this level');
    expect((await add(admin, { parentId: Dept.sunline, deptName: 'Munich Crew' })).status).toBe(200);
  });

  it('adds a top-level organization only for callers who see everything', async () => {
    const top = await add(admin, { parentId: 0, deptName: 'Second Platform' });
    expect(await ancestorsOf(top.body.data.id)).toBe('0');
    expect((await add(agency, { parentId: 0, deptName: 'Rogue Top' })).status).toBe(403);
  });

  it('moves a subtree: the organization and every descendant get the new path', async () => {
    const grandchild = await add(admin, { parentId: Dept.energiaSud, deptName: 'Napoli Team' });
    const moved = await edit(admin, { deptId: Dept.energiaVerde, parentId: Dept.sunline, deptName: 'Energia Verde S.r.l.' });
    expect(moved.status).toBe(200);
    expect(await ancestorsOf(Dept.energiaVerde)).toBe('0,100,105');
    expect(await ancestorsOf(Dept.energiaSud)).toBe('0,100,105,106');
    expect(await ancestorsOf(grandchild.body.data.id)).toBe('0,100,105,106,107');
    await edit(admin, { deptId: Dept.energiaVerde, parentId: Dept.root, deptName: 'Energia Verde S.r.l.', orderNum: 5 });
    expect(await ancestorsOf(grandchild.body.data.id)).toBe('0,100,106,107');
  });

  it('refuses to place an organization under itself or its own descendant', async () => {
    for (const parentId of [Dept.solarTech, Dept.solarTechTeam]) {
      const res = await edit(admin, { deptId: Dept.solarTech, parentId, deptName: 'SolarTech Deutschland GmbH', orderNum: parentId });
      expect(res.status).toBe(400);
      expect(res.body.msg).toMatch(/under itself or one of its own sub-organizations/);
    }
    expect(await ancestorsOf(Dept.solarTech)).toBe('0,100');
  });

  it('does not disable an organization with enabled children, nor add under a disabled one', async () => {
    const res = await edit(admin, { deptId: Dept.solarTech, parentId: Dept.root, deptName: 'SolarTech Deutschland GmbH', status: '1' });
    expect(res.status).toBe(400);
    const leaf = await add(admin, { parentId: Dept.philSolar, deptName: 'Cebu Office' });
    expect((await edit(admin, { deptId: leaf.body.data.id, parentId: Dept.philSolar, deptName: 'Cebu Office', status: '1' })).status).toBe(200);
    const under = await add(admin, { parentId: leaf.body.data.id, deptName: 'Cebu Warehouse' });
    expect(under.status).toBe(400);
    expect(under.body.msg).toBe('The organization "Cebu Office" is disabled; nothing can be added under it');
  });

  it('removes only organizations without children and users (a warning otherwise)', async () => {
    const withChildren = await json(t, admin, { method: 'DELETE', url: `/cniotapi/system/dept/${Dept.solarTech}` });
    expect(withChildren.status).toBe(200);
    expect(withChildren.body.code).toBe(601);
    const withUsers = await json(t, admin, { method: 'DELETE', url: `/cniotapi/system/dept/${Dept.root}` });
    expect(withUsers.body.code).toBe(601);
    const leaf = await add(admin, { parentId: Dept.rnd, deptName: 'Test Lab' });
    expect((await json(t, admin, { method: 'DELETE', url: `/cniotapi/system/dept/${leaf.body.data.id}` })).body.code).toBe(200);
    expect((await json(t, admin, { url: `/cniotapi/system/dept/${leaf.body.data.id}` })).status).toBe(404);
    expect((await add(admin, { parentId: Dept.rnd, deptName: 'Test Lab', orderNum: 2 })).status).toBe(200);
  });

  it('offers parent candidates without the organization and its subtree', async () => {
    const { body } = await json(t, admin, { url: `/cniotapi/system/dept/list/exclude/${Dept.solarTech}` });
    const ids = body.data.map((d: { deptId: number }) => d.deptId);
    expect(ids).toContain(Dept.root);
    expect(ids).not.toContain(Dept.solarTech);
    expect(ids).not.toContain(Dept.solarTechTeam);
  });
});

describe('organizations within a data scope', () => {
  it('shows a dealer only their own company and below', async () => {
    const { body } = await json(t, agency, { url: '/cniotapi/system/dept/list?pageSize=1000' });
    const ids: number[] = body.rows.map((d: { deptId: number }) => d.deptId);
    expect(ids).toContain(Dept.solarTech);
    expect(ids).toContain(Dept.solarTechTeam);
    expect(ids.every((id) => id === Dept.solarTech || id === Dept.solarTechTeam || id > Dept.philSolar)).toBe(true);
    expect((await json(t, agency, { url: `/cniotapi/system/dept/${Dept.sunline}` })).status).toBe(404);
  });

  it('lets a dealer add and edit inside their company only', async () => {
    const inside = await add(agency, { parentId: Dept.solarTech, deptName: 'Hamburg Branch' });
    expect(inside.status).toBe(200);
    const outside = await add(agency, { parentId: Dept.sunline, deptName: 'Krakow Branch' });
    expect(outside.status).toBe(400);
    expect(outside.body.msg).toBe('The organization does not exist or is outside your data scope');
    const steal = await edit(agency, { deptId: Dept.sunline, parentId: Dept.solarTech, deptName: 'Sunline Polska Sp. z o.o.' });
    expect(steal.status).toBe(404);
    const escape = await edit(agency, { deptId: inside.body.data.id, parentId: Dept.sunline, deptName: 'Hamburg Branch' });
    expect(escape.status).toBe(400);
  });
});

describe("RuoYi's organization list", () => {
  it('is the whole list, also under data, when asked without pageSize as RuoYi clients do', async () => {
    await t.app.db.execute(sql`insert into sys_dept (parent_id, ancestors, dept_name, order_num) select 100, '0,100', 'Branch ' || n, n from generate_series(1, 25) n`);
    const { body } = await json(t, admin, { url: '/cniotapi/system/dept/list' });
    expect(body.total).toBeGreaterThan(30);
    expect(body.rows).toHaveLength(body.total);
    expect(body.data).toEqual(body.rows);
    const paged = await json(t, admin, { url: '/cniotapi/system/dept/list?pageNum=1&pageSize=10' });
    expect(paged.body.rows).toHaveLength(10);
  });
});
