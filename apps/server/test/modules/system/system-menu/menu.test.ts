import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSOLE_PAGES } from '@cniot/contract/console-pages';
import { createTestApp, type TestApp } from '../../../helpers/app.ts';
import { menuId } from '../../../helpers/menus.ts';
import { userWithPerms } from '../../../helpers/users.ts';
import { json } from '../helpers.ts';

let t: TestApp;
let admin: string;
let ids: Record<'system' | 'user' | 'userQuery' | 'userRemove', number>;
const add = (payload: Record<string, unknown>, token = admin) => json(t, token, { method: 'POST', url: '/cniotapi/system/menu', payload: { orderNum: 1, menuType: 'C', path: 'page', ...payload } });
const edit = (payload: Record<string, unknown>, token = admin) => json(t, token, { method: 'PUT', url: '/cniotapi/system/menu', payload: { orderNum: 1, menuType: 'C', path: 'page', ...payload } });

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  const [system, user, userQuery, userRemove] = await Promise.all(
    ['dir:systemManagement', 'system:user', 'system:user/system:user:query', 'system:user/system:user:remove'].map((k) => menuId(t.app.db, k)),
  );
  ids = { system, user, userQuery, userRemove };
});
afterAll(() => t.close());

describe('menus', () => {
  it('lists every menu flat for an administrator, parents first, with filters', async () => {
    const { body } = await json(t, admin, { url: '/cniotapi/system/menu/list' });
    expect(body.data[0]).toMatchObject({ menuName: 'plantManagement', menuType: 'M', parentId: 0 });
    expect(body.data).toContainEqual(expect.objectContaining({ menuId: ids.system, menuName: 'systemManagement', menuType: 'M' }));
    // Every seeded page names a page the console's registry draws.
    expect(
      body.data
        .filter((m: { menuType: string }) => m.menuType === 'C')
        .map((m: { component: string }) => m.component)
        .sort(),
    ).toEqual([...CONSOLE_PAGES].sort());
    // Seeded buttons are named by their permission.
    const filtered = await json(t, admin, { url: '/cniotapi/system/menu/list?menuName=system:user:re' });
    expect(filtered.body.data.map((m: { perms: string }) => m.perms)).toEqual(['system:user:remove', 'system:user:resetPwd']);
    expect((await json(t, admin, { url: `/cniotapi/system/menu/${ids.user}` })).body.data.perms).toBe('system:user:list');
  });

  it('adds directories, pages and buttons with their rules', async () => {
    const dir = await add({ menuName: 'reports', menuType: 'M', path: 'reports', parentId: 0 });
    expect(dir.body.code).toBe(200);
    const page = await add({ menuName: 'dailyReport', parentId: dir.body.data.id, path: 'daily', component: 'report/daily/index' });
    expect(page.body.code).toBe(200);
    expect((await add({ menuName: 'dailyExport', menuType: 'F', path: '', parentId: page.body.data.id, perms: 'report:daily:export' })).body.code).toBe(200);
    expect((await add({ menuName: 'noPath', parentId: dir.body.data.id, path: '' })).body.msg).toBe('Please enter the route path of the directory or menu');
    expect((await add({ menuName: 'badLink', parentId: dir.body.data.id, path: 'example.com', isFrame: '0' })).body.msg).toBe('An external link must start with http:// or https://');
    expect((await add({ menuName: 'dailyReport', parentId: dir.body.data.id, path: 'again' })).status).toBe(409);
    expect((await add({ menuName: 'underButton', parentId: ids.userQuery, path: 'x' })).status).toBe(400);
    expect((await add({ menuName: 'orphan', parentId: 424242, path: 'x' })).status).toBe(400);
  });

  it('refuses to move a menu under itself or below itself', async () => {
    const self = await edit({ menuId: ids.system, menuName: 'systemManagement', menuType: 'M', path: 'system', parentId: ids.system });
    expect(self.status).toBe(400);
    const below = await edit({ menuId: ids.system, menuName: 'systemManagement', menuType: 'M', path: 'system', parentId: ids.user });
    expect(below.body.msg).toBe('A menu cannot be placed under itself or one of its own sub-menus');
    const fine = await edit({ menuId: ids.user, menuName: 'user', path: 'user', component: 'system/user/index', parentId: ids.system, perms: 'system:user:list', orderNum: 3 });
    expect(fine.body.code).toBe(200);
  });

  it('removes only menus without children that no role holds (a warning otherwise)', async () => {
    expect((await json(t, admin, { method: 'DELETE', url: `/cniotapi/system/menu/${ids.system}` })).body).toMatchObject({ code: 601, msg: 'The menu has sub-menus and cannot be deleted' });
    expect((await json(t, admin, { method: 'DELETE', url: `/cniotapi/system/menu/${ids.userQuery}` })).body).toMatchObject({ code: 601, msg: 'The menu is assigned to roles and cannot be deleted' });
    expect((await json(t, admin, { method: 'DELETE', url: `/cniotapi/system/menu/${ids.userRemove}` })).body.code).toBe(200);
    expect((await json(t, admin, { url: `/cniotapi/system/menu/${ids.userRemove}` })).status).toBe(404);
  });

  it('gives the whole tree to an administrator and only held menus to others', async () => {
    const all = (await json(t, admin, { url: '/cniotapi/system/menu/treeselect' })).body.data;
    expect(all.map((n: { id: number }) => n.id)).toContain(ids.system);
    expect(all.find((n: { id: number }) => n.id === ids.system).children).toContainEqual(expect.objectContaining({ id: ids.user, label: 'user' }));
    const limited = await userWithPerms(t.app.db, 'menuViewer', ['system:menu:list']);
    const own = (await json(t, limited.token, { url: '/cniotapi/system/menu/treeselect' })).body.data;
    expect(own).toEqual([{ id: expect.any(Number), label: 'system:menu:list' }]);
    const list = (await json(t, limited.token, { url: '/cniotapi/system/menu/list' })).body.data;
    expect(list).toHaveLength(1);
    expect((await json(t, limited.token, { url: `/cniotapi/system/menu/${ids.user}` })).status).toBe(403);
  });
});
