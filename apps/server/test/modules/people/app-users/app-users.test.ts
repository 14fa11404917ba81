import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../../../src/db/client.ts';
import { signedInApp, type TestApp } from '../../../helpers/app.ts';
import { formPost, readXlsx } from '../../../helpers/xlsx.ts';
import { Dept, json, Role, userWithRoles } from '../../system/helpers.ts';

let t: TestApp;
let admin: string;
let dealer: { userId: number; token: string };
const url = '/cniotapi/biz/user';
let seq = 0;

/** A new app user; each has its own phone and mailbox. */
async function addOwner(payload: Record<string, unknown> = {}, token = admin) {
  seq += 1;
  const body = { nickname: `Owner ${seq}`, phone: `+3912345678${String(seq).padStart(2, '0')}`, mailbox: `owner${seq}@home.example`, password: 'owner123', ...payload };
  return json(t, token, { method: 'POST', url, payload: body });
}
const list = async (query = '', token = admin) => (await json(t, token, { url: `${url}/list?${query}` })).body;

beforeAll(async () => {
  ({ t, admin } = await signedInApp());
  dealer = await userWithRoles(t, 'ownerDealer', [Role.agencyUser], Dept.solarTech);
});
afterAll(() => t.close());

describe('app users (the business users of /biz/user)', () => {
  it('are created with the contract defaults in the caller organization; the password is an argon2 hash never listed', async () => {
    const created = await addOwner({ nickname: 'Anna' });
    expect(created.body.code).toBe(200);
    const id = created.body.data.id;
    const row = (await json(t, admin, { url: `${url}/${id}` })).body.data;
    expect(row).toMatchObject({ nickname: 'Anna', roleType: '0', source: '2', sex: '2', status: '0', delFlag: '0', deptId: Dept.root, companyName: 'CNIoT', createBy: 'admin' });
    expect(row).not.toHaveProperty('password');
    expect((await list('nickname=ann')).rows[0]).not.toHaveProperty('password');
    const [stored] = await rowsOf<{ password: string }>(t.app.db, sql`select password from app_user where id = ${id}`);
    expect(stored.password).toMatch(/^\$argon2id\$/);
  });

  it('refuses what would make two users sign in alike, or one without phone and mailbox, in the caller language', async () => {
    const first = await addOwner();
    const { phone, mailbox } = (await json(t, admin, { url: `${url}/${first.body.data.id}` })).body.data;
    const twin = await addOwner({ phone });
    expect(twin.status).toBe(409);
    expect(twin.body.msg).toBe(`The phone number ${phone} is already used by another app user`);
    const german = await json(t, admin, { method: 'POST', url, headers: { 'lang-type': 'de_DE' }, payload: { nickname: 'X', mailbox: mailbox.toUpperCase(), password: 'owner123' } });
    expect(german.body.msg).toBe(`Das Postfach ${mailbox.toUpperCase()} wird bereits von einem anderen App-Benutzer verwendet`);
    expect((await addOwner({ phone: '', mailbox: '' })).body.msg).toBe('Please enter a phone number or a mailbox');
    expect((await addOwner({ nickname: ' ' })).body.msg).toBe('Please enter the nickname');
    expect((await addOwner({ password: 'abc' })).body.msg).toBe('User password length must be between 5 and 20');
    expect((await addOwner({ roleType: '7' })).status).toBe(400);
  });

  it('checks before creating (checkCreateUser)', async () => {
    const created = await addOwner();
    const { phone } = (await json(t, admin, { url: `${url}/${created.body.data.id}` })).body.data;
    const taken = await json(t, admin, { method: 'POST', url: `${url}/checkCreateUser`, payload: { phone } });
    expect(taken.body).toMatchObject({ code: 200, data: { available: false, taken: 'phone' } });
    const free = await json(t, admin, { method: 'POST', url: `${url}/checkCreateUser`, payload: { phone: '+3911111111', mailbox: 'free@home.example' } });
    expect(free.body).toEqual({ code: 200, msg: 'An app user with these details can be created', data: { available: true } });
  });

  it('deletes softly and restores, unless its phone was taken meanwhile; a deleted user is neither edited nor listed by default', async () => {
    const a = (await addOwner()).body.data.id;
    expect((await json(t, admin, { method: 'DELETE', url: `${url}/${a}` })).body.code).toBe(200);
    expect((await list()).rows.map((r: { id: number }) => r.id)).not.toContain(a);
    expect((await list('delFlag=2')).rows.map((r: { id: number }) => r.id)).toContain(a);
    const edit = await json(t, admin, { method: 'PUT', url, payload: { id: a, nickname: 'Ghost' } });
    expect(edit.body.msg).toBe('The app user has been deleted; restore it first');
    expect((await json(t, admin, { method: 'DELETE', url: `${url}/${a}` })).status).toBe(404);

    expect((await json(t, admin, { method: 'POST', url: `${url}/restore`, payload: { id: a } })).body.code).toBe(200);
    expect((await list()).rows.map((r: { id: number }) => r.id)).toContain(a);
    const live = (await addOwner()).body.data.id;
    expect((await json(t, admin, { method: 'POST', url: `${url}/restore`, payload: { id: live } })).body.msg).toBe('The app user is not deleted');

    const { phone } = (await json(t, admin, { url: `${url}/${a}` })).body.data;
    await json(t, admin, { method: 'DELETE', url: `${url}/${a}` });
    expect((await addOwner({ phone })).body.code).toBe(200);
    // The same body again within a second would be a repeated submit.
    await new Promise((r) => setTimeout(r, 1100));
    const blocked = await json(t, admin, { method: 'POST', url: `${url}/restore`, payload: { id: a } });
    expect(blocked.status).toBe(409);
  });

  it('disables, enables and resets the password', async () => {
    const a = (await addOwner()).body.data.id;
    expect((await json(t, admin, { method: 'PUT', url: `${url}/changeStatus`, payload: { id: a, status: '1' } })).body.code).toBe(200);
    expect((await list('status=1')).rows.map((r: { id: number }) => r.id)).toContain(a);
    const [before] = await rowsOf<{ password: string }>(t.app.db, sql`select password from app_user where id = ${a}`);
    expect((await json(t, admin, { method: 'POST', url: `${url}/resetPassword`, payload: { id: a, password: 'newpass1' } })).body.code).toBe(200);
    const [after] = await rowsOf<{ password: string }>(t.app.db, sql`select password from app_user where id = ${a}`);
    expect(after.password).not.toBe(before.password);
    expect((await json(t, admin, { method: 'POST', url: `${url}/resetPassword`, payload: { id: a, password: 'x' } })).status).toBe(400);
  });

  it('answers the page object and the remote select of §7', async () => {
    const page = (await json(t, admin, { url: `${url}/page?pageNum=1&pageSize=2` })).body;
    expect(page.code).toBe(200);
    expect(page.data).toMatchObject({ size: 2, current: 1 });
    expect(page.data.records).toHaveLength(2);
    expect(page.data.pages).toBe(Math.ceil(page.data.total / 2));
    expect(page.data.records[0]).not.toHaveProperty('password');

    const anna = (await list('nickname=Anna')).rows[0];
    const found = (await json(t, admin, { url: `${url}/listBizUserSelect?queryText=anna&pageNum=1&pageSize=10` })).body;
    expect(found.rows).toEqual([{ id: anna.id, nickname: 'Anna', phone: anna.phone, mailbox: anna.mailbox }]);
    const held = (await json(t, admin, { url: `${url}/listBizUserSelect?queryText=nobody&userIds=${anna.id}&pageNum=1&pageSize=10` })).body;
    expect(held.rows.map((r: { id: number }) => r.id)).toEqual([anna.id]);
    const first = (await json(t, admin, { url: `${url}/listBizUserSelect?id=${anna.id}&pageNum=1&pageSize=10` })).body;
    expect(first.rows[0].id).toBe(anna.id);
    expect((await json(t, admin, { url: `${url}/listBizUserSelect?userIds=1;2` })).status).toBe(400);
  });

  it('exports the filtered users with the screen labels, without passwords', async () => {
    const res = await t.call(admin, formPost(`${url}/export`, { nickname: 'Anna' }));
    const [header, ...rows] = await readXlsx(res);
    expect(header.slice(0, 4)).toEqual(['ID', 'Nickname', 'Phone', 'Mailbox']);
    expect(header).not.toContain('Password');
    expect(rows).toHaveLength(1);
  });
});

describe('app users and dealers', () => {
  it('a dealer sees and manages the owners of its own organization only, and its own stations of them', async () => {
    const own = await addOwner({ nickname: 'Bernd' }, dealer.token);
    expect(own.body.code).toBe(200);
    const ownId = own.body.data.id;
    const polish = (await addOwner({ nickname: 'Piotr', deptId: Dept.sunline })).body.data.id;
    expect((await addOwner({ nickname: 'Elsewhere', deptId: Dept.sunline }, dealer.token)).status).toBe(400);
    const seen = (await list('', dealer.token)).rows.map((r: { nickname: string }) => r.nickname);
    expect(seen).toEqual(['Bernd']);
    expect((await json(t, dealer.token, { url: `${url}/${polish}` })).status).toBe(404);
    expect((await json(t, dealer.token, { method: 'PUT', url: `${url}/changeStatus`, payload: { id: polish, status: '1' } })).status).toBe(404);
    expect((await json(t, dealer.token, { url: `${url}/listBizUserSelect?queryText=piotr` })).body.total).toBe(0);
    expect((await json(t, dealer.token, { method: 'DELETE', url: `${url}/${ownId}` })).status).toBe(403);

    // Bernd owns a station of the dealer and is a member of one in Poland, which the dealer does not see.
    await t.app.db.execute(sql`insert into iot_station (station_name, dept_id, owner_id) values ('Bernd roof', ${Dept.solarTech}, ${ownId})`);
    await t.app.db.execute(sql`insert into iot_station (station_name, dept_id, member_id) values ('Warsaw carport', ${Dept.sunline}, ${ownId})`);
    const mine = (await json(t, dealer.token, { url: `${url}/stations/${ownId}` })).body.data;
    expect(mine).toEqual([expect.objectContaining({ stationName: 'Bernd roof', companyName: 'SolarTech Deutschland GmbH', relation: 'owner' })]);
    const all = (await json(t, admin, { url: `${url}/stations/${ownId}` })).body.data;
    expect(all.map((s: { stationName: string; relation: string }) => [s.stationName, s.relation])).toEqual([
      ['Bernd roof', 'owner'],
      ['Warsaw carport', 'member'],
    ]);
    expect((await json(t, dealer.token, { url: `${url}/stations/${polish}` })).status).toBe(404);
  });

  it('"current organization only" leaves out the organizations below', async () => {
    await addOwner({ nickname: 'Team owner', deptId: Dept.solarTechTeam }, dealer.token);
    const all = (await list('', dealer.token)).rows.map((r: { nickname: string }) => r.nickname);
    const own = (await list('currentDeptOnly=1', dealer.token)).rows.map((r: { nickname: string }) => r.nickname);
    expect(all).toContain('Team owner');
    expect(own).not.toContain('Team owner');
    expect(own).toContain('Bernd');
    const page = (await json(t, dealer.token, { url: `${url}/page?currentDeptOnly=1` })).body.data;
    expect(page.records.map((r: { nickname: string }) => r.nickname)).toEqual(own);
  });
});
