import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../../src/db/client.ts';
import { createTestApp, type TestApp } from '../../helpers/app.ts';
import { json } from './helpers.ts';

let t: TestApp;
let admin: string;

/** Every JSON body route of the slice, with a body that passes validation. */
const bodies: { method: 'POST' | 'PUT'; url: string; body: Record<string, unknown> }[] = [
  {
    method: 'POST',
    url: '/system/user',
    body: { userName: 'valid', nickName: 'Valid', deptId: 100, password: 'secret1', email: 'v@example.com', phonenumber: '+4912345678', sex: '0', status: '0', remark: 'r', roleIds: [2] },
  },
  { method: 'PUT', url: '/system/user', body: { userId: 1, userName: 'admin', nickName: 'Valid', deptId: 100, email: '', phonenumber: '', sex: '0', status: '0', remark: null, roleIds: [1] } },
  { method: 'PUT', url: '/system/user/resetPwd', body: { userId: 1, password: 'secret1' } },
  { method: 'PUT', url: '/system/user/changeStatus', body: { userId: 1, status: '0' } },
  { method: 'PUT', url: '/system/user/authRole', body: { userId: 1, roleIds: [1] } },
  { method: 'PUT', url: '/system/user/profile', body: { nickName: 'Valid', email: 'a@example.com', phonenumber: '+4912345678', sex: '1' } },
  { method: 'PUT', url: '/system/user/profile/updatePwd', body: { oldPassword: 'admin123', newPassword: 'secret1' } },
  { method: 'POST', url: '/system/role', body: { roleName: 'Valid', roleKey: 'valid', roleSort: 1, status: '0', menuCheckStrictly: true, deptCheckStrictly: true, remark: 'r', menuIds: [1] } },
  { method: 'PUT', url: '/system/role', body: { roleId: 2, roleName: 'Valid', roleKey: 'valid', roleSort: 1, menuIds: [1] } },
  { method: 'PUT', url: '/system/role/changeStatus', body: { roleId: 2, status: '0' } },
  { method: 'PUT', url: '/system/role/dataScope', body: { roleId: 2, dataScope: '2', deptIds: [100], deptCheckStrictly: true } },
  { method: 'PUT', url: '/system/role/authUser/cancel', body: { roleId: 2, userId: 1 } },
  { method: 'PUT', url: '/system/role/authUser/cancelAll', body: { roleId: 2, userIds: [1] } },
  { method: 'PUT', url: '/system/role/authUser/selectAll', body: { roleId: 2, userIds: [1] } },
  {
    method: 'POST',
    url: '/system/menu',
    body: {
      menuName: 'valid',
      parentId: 0,
      orderNum: 1,
      menuType: 'C',
      path: 'valid',
      component: 'x/index',
      query: null,
      routeName: 'Valid',
      isFrame: '1',
      isCache: '0',
      visible: '0',
      status: '0',
      perms: 'x:y:z',
      icon: '#',
      remark: '',
    },
  },
  { method: 'PUT', url: '/system/menu', body: { menuId: 100, menuName: 'user', parentId: 1, orderNum: 1, menuType: 'C', path: 'user' } },
  {
    method: 'POST',
    url: '/system/dept',
    body: {
      parentId: 100,
      deptName: 'Valid',
      orderNum: 1,
      leader: 'L',
      phone: '+4912345678',
      email: 'd@example.com',
      country: 'DE',
      region: 'Bavaria',
      logo: null,
      address: 'A',
      description: 'D',
      status: '0',
    },
  },
  { method: 'PUT', url: '/system/dept', body: { deptId: 103, parentId: 100, deptName: 'SolarTech Deutschland GmbH', orderNum: 3 } },
];

const send = (method: string, url: string, payload: string | undefined) =>
  t.call(admin, { method: method as 'POST', url: `/cniotapi${url}`, payload, headers: { 'content-type': 'application/json' } });

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
});
afterAll(() => t.close());

describe('bad input on every body: 400 with a clear message, never a 500', () => {
  it.each(bodies)('$method $url: bad JSON, no body, an array, and every field with a wrong type', async ({ method, url, body }) => {
    const expectClear = (res: Awaited<ReturnType<typeof send>>, what: string) => {
      expect(res.statusCode, what).toBe(400);
      const msg = res.json().msg as string;
      expect(res.json().code, what).toBe(500);
      expect(msg, what).toBeTruthy();
      expect(msg, what).not.toMatch(/Unknown system error/);
      return msg;
    };
    expect(expectClear(await send(method, url, '{"broken": '), 'bad json')).toBe('The request body is not valid JSON');
    expectClear(await send(method, url, undefined), 'no body');
    expectClear(await send(method, url, '[]'), 'array');
    for (const key of Object.keys(body)) {
      const msg = expectClear(await send(method, url, JSON.stringify({ ...body, [key]: { wrong: true } })), key);
      if (!/valid|password|account|role key/i.test(msg)) expect(msg, key).toContain(key);
    }
    const required = Object.keys(body)[0];
    const { [required]: _omitted, ...missing } = body;
    expectClear(await send(method, url, JSON.stringify(missing)), `missing ${required}`);
  });

  it('uses the spec texts for password, phone and e-mail', async () => {
    const base = { userName: 'texts', nickName: 'T' };
    const msg = async (extra: Record<string, unknown>) => (await send('POST', '/system/user', JSON.stringify({ ...base, ...extra }))).json().msg;
    expect(await msg({ password: '1234' })).toBe('User password length must be between 5 and 20');
    expect(await msg({ password: 'x'.repeat(21) })).toBe('User password length must be between 5 and 20');
    expect(await msg({ phonenumber: 'call me' })).toBe('Please enter a valid phone number');
    expect(await msg({ email: 'not-an-address' })).toBe('Please enter a valid email address');
    expect(await msg({ status: '7' })).toMatch(/^status: /);
  });
});

describe('bad queries and paths', () => {
  it.each([
    '/system/user/list?pageSize=abc',
    '/system/user/list?pageSize=5000',
    '/system/user/list?pageNum=0',
    '/system/user/list?deptId=abc',
    '/system/user/list?status=9',
    '/system/user/list?beginTime=yesterday-ish',
    '/system/role/authUser/allocatedList',
    '/system/role/authUser/allocatedList?roleId=x',
    '/system/user/abc',
    '/system/user/authRole/abc',
    '/system/dept/list/exclude/-1',
    '/system/menu/roleMenuTreeselect/1.5',
  ])('GET %s is refused with 400', async (url) => {
    const res = await json(t, admin, { url: `/cniotapi${url}` });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(500);
  });

  it('refuses a malformed id list on delete', async () => {
    expect((await json(t, admin, { method: 'DELETE', url: '/cniotapi/system/user/1;drop' })).status).toBe(400);
    expect((await json(t, admin, { method: 'DELETE', url: '/cniotapi/system/role/1,,2' })).status).toBe(400);
  });

  it.each(['/system/user/list', '/system/role/list', '/system/dept/list', '/system/role/authUser/allocatedList?roleId=1'])(
    'refuses sort-field injection on %s and leaves the tables intact',
    async (url) => {
      const column = encodeURIComponent('user_name;drop table sys_user');
      const res = await json(t, admin, { url: `/cniotapi${url}${url.includes('?') ? '&' : '?'}orderByColumn=${column}&isAsc=asc` });
      expect(res.status).toBe(400);
      expect(res.body.msg).toBe('Sorting by "user_name;drop table sys_user" is not allowed');
      const [{ n }] = await rowsOf<{ n: number }>(t.app.db, sql`select count(*)::int as n from sys_user`);
      expect(n).toBeGreaterThan(0);
    },
  );
});
