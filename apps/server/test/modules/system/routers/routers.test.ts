import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { menuSeeds, type MenuSeed } from '@cniot/contract/manifest/menus';
import { MANIFESTS } from '@cniot/contract/manifest/registry';
import { createTestApp, type TestApp } from '../../../helpers/app.ts';
import { menuIds } from '../../../helpers/menus.ts';
import { Dept, json, Role, userWithRoles } from '../helpers.ts';

let t: TestApp;
let admin: string;
type Router = {
  name: string;
  path: string;
  component: string;
  hidden: boolean;
  alwaysShow?: boolean;
  redirect?: string;
  query?: string;
  meta?: { title: string; link: string | null; noCache: boolean };
  children?: Router[];
};
const routers = async (token: string) => (await json(t, token, { url: '/cniotapi/getRouters' })).body.data as Router[];
const titles = (nodes: Router[] = []): unknown[] => nodes.map((n) => (n.children ? [n.meta?.title ?? n.children[0].meta?.title, titles(n.children)] : n.meta?.title));

/** What the manifests seed, in menu order (ties keep the order they were seeded in, as menu ids do). */
const seeds = menuSeeds(MANIFESTS);
const byOrder = (list: MenuSeed[]) => [...list].sort((a, b) => a.order - b.order);
const dirs = byOrder(seeds.filter((s) => s.type === 'M'));
const pages = (dir: MenuSeed, role?: 'sysUser' | 'agencyUser') => byOrder(seeds.filter((s) => s.type === 'C' && s.parentKey === dir.key && (!role || s.roles.includes(role)))).map((s) => s.name);
const grantedTree = (role: 'sysUser' | 'agencyUser') => dirs.filter((d) => pages(d, role).length).map((d) => [d.name, pages(d, role)]);

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
});
afterAll(() => t.close());

describe('GET /getRouters', () => {
  it('gives an administrator every directory and page in RuoYi shape, without buttons', async () => {
    const tree = await routers(admin);
    expect(tree.map((r) => r.path)).toEqual(dirs.map((d) => `/${d.path}`));
    expect(titles(tree)).toEqual(dirs.map((d) => [d.name, pages(d)]));
    const [system, monitor, device] = ['/system', '/monitor', '/device'].map((path) => tree.find((r) => r.path === path)!);
    expect(system).toMatchObject({
      name: 'System',
      component: 'Layout',
      alwaysShow: true,
      redirect: 'noRedirect',
      hidden: false,
      meta: { title: 'systemManagement', icon: 'system', noCache: false, link: null },
    });
    expect(system.children!.map((c) => [c.meta!.title, c.path, c.component])).toEqual([
      ['user', 'user', 'system/user/index'],
      ['role', 'role', 'system/role/index'],
      ['menu', 'menu', 'system/menu/index'],
      ['organization', 'dept', 'system/dept/index'],
      ['dictionary', 'dict', 'system/dict/index'],
      ['config', 'config', 'system/config/index'],
      ['countryRegion', 'country', 'iot/country/index'],
    ]);
    expect(system.children!.every((c) => c.children === undefined)).toBe(true);
    expect(titles(monitor.children)).toEqual(['onlineUser', 'loginLog', 'operationLog', 'job']);
    expect(device.children!.map((c) => [c.meta!.title, c.component])).toEqual([
      ['inverterManagement', 'iot/wn/index'],
      ['deviceGroup', 'iot/wnGroup/index'],
      ['battery', 'iot/battery/index'],
      ['electricityMeter', 'iot/meter/index'],
      ['deviceCodeGeneration', 'iot/deviceCode/index'],
      ['clearTotalPower', 'iot/clearTotalPower/index'],
      ['deviceParameters', 'iot/deviceParam/index'],
      ['inverterStatistics', 'iot/wnStatistics/index'],
      ['softwareManagement', 'iot/software/index'],
      ['upgradeRecord', 'iot/upgrade/index'],
      ['rollout', 'iot/rollout/index'],
    ]);
  });

  it('limits an agency user to their granted pages, a system user to theirs', async () => {
    const agency = await userWithRoles(t, 'routerDealer', [Role.agencyUser], Dept.solarTech);
    const dealerTree = titles(await routers(agency.token));
    expect(dealerTree).toEqual(grantedTree('agencyUser'));
    expect(dealerTree).toContainEqual(['systemManagement', ['user', 'organization']]);
    expect(dealerTree).toContainEqual([
      'microInverter',
      ['inverterManagement', 'deviceGroup', 'battery', 'electricityMeter', 'clearTotalPower', 'deviceParameters', 'inverterStatistics', 'upgradeRecord'],
    ]);
    const staff = await userWithRoles(t, 'routerStaff', [Role.sysUser], Dept.operations);
    const staffTree = titles(await routers(staff.token));
    expect(staffTree).toEqual(grantedTree('sysUser'));
    expect(staffTree).toContainEqual(['systemMonitor', ['onlineUser', 'loginLog', 'operationLog', 'job']]);
    const nobody = await userWithRoles(t, 'routerNobody', [], Dept.operations);
    expect(await routers(nobody.token)).toEqual([]);
  });

  it('leaves out disabled menus and pages whose directory is not granted, marks hidden ones, follows order_num', async () => {
    const [dictionary, config, country] = await menuIds(t.app.db, ['system:dict', 'system:config', 'iot:country']);
    await t.app.db.execute(sql`update sys_menu set status = '1' where menu_id = ${dictionary}`);
    await t.app.db.execute(sql`update sys_menu set visible = '1' where menu_id = ${config}`);
    await t.app.db.execute(sql`update sys_menu set order_num = 0 where menu_id = ${country}`);
    const children = (await routers(admin)).find((r) => r.path === '/system')!.children!;
    expect(children.map((c) => c.meta!.title)).toEqual(['countryRegion', ...pages(dirs.find((d) => d.name === 'systemManagement')!).filter((n) => !['dictionary', 'countryRegion'].includes(n))]);
    expect(children.find((c) => c.meta!.title === 'config')!.hidden).toBe(true);
    await t.app.db.execute(sql`delete from sys_role_menu where role_id = ${Role.agencyUser} and menu_id in (select menu_id from sys_menu where menu_type = 'M')`);
    const agency = await userWithRoles(t, 'orphanDealer', [Role.agencyUser], Dept.solarTech);
    expect(await routers(agency.token)).toEqual([]);
  });

  it('builds top-level pages, nested directories and links like RuoYi', async () => {
    await t.app.db.execute(sql`
      insert into sys_menu (menu_id, menu_name, parent_id, order_num, path, component, query, menu_type, is_frame, is_cache, icon) values
        (9001, 'home2', 0, 90, 'dashboard', 'dashboard/index', '{"tab":"1"}', 'C', '1', '1', 'chart'),
        (9002, 'nested', 1, 91, 'nested', null, null, 'M', '1', '0', 'tree'),
        (9003, 'leaf', 9002, 1, 'leaf', 'nested/leaf/index', null, 'C', '1', '0', '#'),
        (9004, 'docs', 1, 92, 'https://docs.example.com', null, null, 'C', '1', '0', 'link'),
        (9005, 'site', 0, 93, 'https://www.example.com', null, null, 'C', '0', '0', 'link'),
        (9006, 'innerTop', 0, 94, 'https://help.example.com:8443', null, null, 'C', '1', '0', 'link')`);
    const tree = await routers(admin);
    const top = tree.find((r) => r.children?.[0]?.meta?.title === 'home2')!;
    expect(top).toMatchObject({ path: '/', component: 'Layout', name: '' });
    expect(top.meta).toBeUndefined();
    expect(top.children![0]).toMatchObject({ name: 'Dashboard', path: 'dashboard', component: 'dashboard/index', query: '{"tab":"1"}', meta: { noCache: true } });
    const system = tree[0].children!;
    const nested = system.find((c) => c.meta?.title === 'nested')!;
    expect(nested).toMatchObject({ component: 'ParentView', alwaysShow: true, children: [{ path: 'leaf', component: 'nested/leaf/index' }] });
    expect(system.find((c) => c.meta?.title === 'docs')).toMatchObject({ path: 'docs/example/com', component: 'InnerLink', meta: { link: 'https://docs.example.com' } });
    expect(tree.find((r) => r.meta?.title === 'site')).toMatchObject({ path: 'https://www.example.com', component: 'Layout', meta: { link: 'https://www.example.com' } });
    const inner = tree.find((r) => r.meta?.title === 'innerTop')!;
    expect(inner).toMatchObject({ path: '/', meta: { link: null } });
    expect(inner.children![0]).toMatchObject({ path: 'help/example/com/8443', component: 'InnerLink', meta: { link: 'https://help.example.com:8443' } });
  });
});
