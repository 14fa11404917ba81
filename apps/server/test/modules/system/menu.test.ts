import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSOLE_PAGES } from '@cniot/contract/console-pages';
import { createTestApp, type TestApp } from '../../helpers/app.ts';
import { userWithPerms } from '../../helpers/users.ts';
import { json } from './helpers.ts';

let t: TestApp;
let admin: string;
const add = (payload: Record<string, unknown>, token = admin) =>
  json(t, token, { method: 'POST', url: '/cniotapi/system/menu', payload: { orderNum: 1, menuType: 'C', path: 'page', ...payload } });
const edit = (payload: Record<string, unknown>, token = admin) =>
  json(t, token, { method: 'PUT', url: '/cniotapi/system/menu', payload: { orderNum: 1, menuType: 'C', path: 'page', ...payload } });

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
});
afterAll(() => t.close());

describe('menus', () => {
  it('lists every menu flat for an administrator, parents first, with filters', async () => {
    const { body } = await json(t, admin, { url: '/cniotapi/system/menu/list' });
    expect(body.data[0]).toMatchObject({ menuId: 1, menuName: 'systemManagement', menuType: 'M' });
    // Every seeded page names a page the console's registry draws.
    expect(body.data.filter((m: { menuType: string }) => m.menuType === 'C').map((m: { component: string }) => m.component)).toEqual([...CONSOLE_PAGES]);
    const filtered = await json(t, admin, { url: '/cniotapi/system/menu/list?menuName=userRe' });
    expect(filtered.body.data.map((m: { perms: string }) => m.perms)).toEqual(['system:user:remove', 'system:user:resetPwd']);
    expect((await json(t, admin, { url: '/cniotapi/system/menu/100' })).body.data.perms).toBe('system:user:list');
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
    expect((await add({ menuName: 'underButton', parentId: 1000, path: 'x' })).status).toBe(400);
    expect((await add({ menuName: 'orphan', parentId: 424242, path: 'x' })).status).toBe(400);
  });

  it('refuses to move a menu under itself or below itself', async () => {
    const self = await edit({ menuId: 1, menuName: 'systemManagement', menuType: 'M', path: 'system', parentId: 1 });
    expect(self.status).toBe(400);
    const below = await edit({ menuId: 1, menuName: 'systemManagement', menuType: 'M', path: 'system', parentId: 100 });
    expect(below.body.msg).toBe('A menu cannot be placed under itself or one of its own sub-menus');
    const fine = await edit({ menuId: 100, menuName: 'user', path: 'user', component: 'system/user/index', parentId: 1, perms: 'system:user:list', orderNum: 3 });
    expect(fine.body.code).toBe(200);
  });

  it('removes only menus without children that no role holds (a warning otherwise)', async () => {
    expect((await json(t, admin, { method: 'DELETE', url: '/cniotapi/system/menu/1' })).body).toMatchObject({ code: 601, msg: 'The menu has sub-menus and cannot be deleted' });
    expect((await json(t, admin, { method: 'DELETE', url: '/cniotapi/system/menu/1000' })).body).toMatchObject({ code: 601, msg: 'The menu is assigned to roles and cannot be deleted' });
    expect((await json(t, admin, { method: 'DELETE', url: '/cniotapi/system/menu/1003' })).body.code).toBe(200);
    expect((await json(t, admin, { url: '/cniotapi/system/menu/1003' })).status).toBe(404);
  });

  it('gives the whole tree to an administrator and only held menus to others', async () => {
    const all = (await json(t, admin, { url: '/cniotapi/system/menu/treeselect' })).body.data;
    expect(all.map((n: { id: number }) => n.id)).toEqual(expect.arrayContaining([1, 2]));
    expect(all[0].children).toContainEqual(expect.objectContaining({ id: 100, label: 'user' }));
    const limited = await userWithPerms(t.app.db, 'menuViewer', ['system:menu:list']);
    const own = (await json(t, limited.token, { url: '/cniotapi/system/menu/treeselect' })).body.data;
    expect(own).toEqual([{ id: expect.any(Number), label: 'system:menu:list' }]);
    const list = (await json(t, limited.token, { url: '/cniotapi/system/menu/list' })).body.data;
    expect(list).toHaveLength(1);
    expect((await json(t, limited.token, { url: '/cniotapi/system/menu/100' })).status).toBe(403);
  });
});
