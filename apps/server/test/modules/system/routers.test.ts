import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/app.ts';
import { menuIds } from '../../helpers/menus.ts';
import { Dept, json, Role, userWithRoles } from './helpers.ts';

let t: TestApp;
let admin: string;
type Router = { name: string; path: string; component: string; hidden: boolean; alwaysShow?: boolean; redirect?: string; query?: string; meta?: { title: string; link: string | null; noCache: boolean }; children?: Router[] };
const routers = async (token: string) => (await json(t, token, { url: '/cniotapi/getRouters' })).body.data as Router[];
const titles = (nodes: Router[] = []): unknown[] => nodes.map((n) => (n.children ? [n.meta?.title ?? n.children[0].meta?.title, titles(n.children)] : n.meta?.title));

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
});
afterAll(() => t.close());

describe('GET /getRouters', () => {
  it('gives an administrator every directory and page in RuoYi shape, without buttons', async () => {
    const tree = await routers(admin);
    expect(tree.map((r) => r.path)).toEqual(['/system', '/monitor', '/device', '/content']);
    expect(tree[0]).toMatchObject({ name: 'System', component: 'Layout', alwaysShow: true, redirect: 'noRedirect', hidden: false, meta: { title: 'systemManagement', icon: 'system', noCache: false, link: null } });
    expect(tree[0].children!.map((c) => [c.meta!.title, c.path, c.component])).toEqual([
      ['user', 'user', 'system/user/index'],
      ['role', 'role', 'system/role/index'],
      ['menu', 'menu', 'system/menu/index'],
      ['organization', 'dept', 'system/dept/index'],
      ['dictionary', 'dict', 'system/dict/index'],
      ['config', 'config', 'system/config/index'],
      ['countryRegion', 'country', 'iot/country/index'],
    ]);
    expect(tree[0].children!.every((c) => c.children === undefined)).toBe(true);
    expect(titles(tree[1].children)).toEqual(['onlineUser', 'loginLog', 'operationLog', 'job']);
    expect(tree[2].children!.map((c) => [c.meta!.title, c.component])).toEqual([
      ['inverterManagement', 'iot/wn/index'],
      ['deviceGroup', 'iot/wnGroup/index'],
      ['battery', 'iot/battery/index'],
      ['electricityMeter', 'iot/meter/index'],
      ['deviceCodeGeneration', 'iot/deviceCode/index'],
      ['clearTotalPower', 'iot/clearTotalPower/index'],
      ['deviceParameters', 'iot/deviceParam/index'],
      ['inverterStatistics', 'iot/wnStatistics/index'],
    ]);
    expect(titles(tree[3].children)).toEqual(['faq']);
  });

  it('limits an agency user to their granted pages, a system user to theirs', async () => {
    const agency = await userWithRoles(t, 'routerDealer', [Role.agencyUser], Dept.solarTech);
    expect(titles(await routers(agency.token))).toEqual([
      ['systemManagement', ['user', 'organization']],
      ['microInverter', ['inverterManagement', 'deviceGroup', 'battery', 'electricityMeter', 'clearTotalPower', 'deviceParameters', 'inverterStatistics']],
    ]);
    const staff = await userWithRoles(t, 'routerStaff', [Role.sysUser], Dept.operations);
    const tree = await routers(staff.token);
    expect(titles(tree)[0]).toEqual(['systemManagement', ['user', 'role', 'organization', 'dictionary', 'config', 'countryRegion']]);
    expect(titles(tree)[1]).toEqual(['systemMonitor', ['onlineUser', 'loginLog', 'operationLog', 'job']]);
    expect(titles(tree)[3]).toEqual(['serviceContent', ['faq']]);
    const nobody = await userWithRoles(t, 'routerNobody', [], Dept.operations);
    expect(await routers(nobody.token)).toEqual([]);
  });

  it('leaves out disabled menus and pages whose directory is not granted, marks hidden ones, follows order_num', async () => {
    const [dictionary, config, country, system, device] = await menuIds(t.app.db, ['system:dict', 'system:config', 'iot:country', 'dir:systemManagement', 'dir:microInverter']);
    await t.app.db.execute(sql`update sys_menu set status = '1' where menu_id = ${dictionary}`);
    await t.app.db.execute(sql`update sys_menu set visible = '1' where menu_id = ${config}`);
    await t.app.db.execute(sql`update sys_menu set order_num = 0 where menu_id = ${country}`);
    const children = (await routers(admin))[0].children!;
    expect(children.map((c) => c.meta!.title)).toEqual(['countryRegion', 'user', 'role', 'menu', 'organization', 'config']);
    expect(children.find((c) => c.meta!.title === 'config')!.hidden).toBe(true);
    await t.app.db.execute(sql`delete from sys_role_menu where role_id = ${Role.agencyUser} and menu_id in (${system}, ${device})`);
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
