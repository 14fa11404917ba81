import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Perm } from '@cniot/contract/system/permissions';
import { rowsOf } from '../../../../src/db/client.ts';
import { hashToken } from '../../../../src/lib/session.ts';
import { signedInApp, type TestApp } from '../../../helpers/app.ts';
import { userWithPerms } from '../../../helpers/users.ts';
import { readXlsx } from '../../../helpers/xlsx.ts';
import { Dept } from '../helpers.ts';

const PERMS = [Perm.logininfor.list, Perm.logininfor.remove, Perm.logininfor.export, Perm.logininfor.unlock, Perm.operlog.list, Perm.online.list, Perm.online.forceLogout];

let t: TestApp, admin: string, dealer: string;
let insideToken: string, outsideToken: string;

const names = (rows: { userName?: string; operName?: string }[]) => [...new Set(rows.map((r) => r.userName ?? r.operName))].sort();
const get = async (token: string, url: string) => (await t.call(token, { url: `/cniotapi${url}` })).json();
const countOf = async (table: 'sys_logininfor' | 'sys_oper_log', column: 'user_name' | 'oper_name', name: string) =>
  (await rowsOf<{ n: number }>(t.app.db, sql`select count(*)::int as n from ${sql.raw(table)} where ${sql.raw(column)} = ${name}`))[0].n;

beforeAll(async () => {
  ({ t, admin } = await signedInApp());
  dealer = (await userWithPerms(t.app.db, 'logDealer', PERMS, { deptId: Dept.solarTech, dataScope: '4' })).token;
  insideToken = (await userWithPerms(t.app.db, 'insider', [], { deptId: Dept.solarTechTeam })).token;
  outsideToken = (await userWithPerms(t.app.db, 'outsider', [], { deptId: Dept.sunline })).token;
  for (const name of ['insider', 'Insider', 'outsider', 'nobody-known']) {
    await t.app.db.execute(sql`insert into sys_logininfor (user_name, msg) values (${name}, 'test')`);
    await t.app.db.execute(sql`insert into sys_oper_log (title, oper_name) values ('Log scope', ${name})`);
  }
});
afterAll(() => t.close());

/** Issue 13, finding 9: a dealer reads the records of its own people only. */
describe('monitoring logs of a scoped user', () => {
  it('lists and exports sign-ins and operations of people in its scope only', async () => {
    expect(names((await get(dealer, '/monitor/logininfor/list?pageSize=100')).rows)).toEqual(['Insider', 'insider']);
    expect(names((await get(dealer, '/monitor/operlog/list?title=Log scope')).rows)).toEqual(['Insider', 'insider']);
    expect(names((await get(admin, '/monitor/operlog/list?title=Log scope')).rows)).toEqual(['Insider', 'insider', 'nobody-known', 'outsider']);
    const sheet = await readXlsx(await t.call(dealer, { method: 'POST', url: '/cniotapi/monitor/logininfor/export', payload: {} }));
    expect(new Set(sheet.slice(1).map((r) => String(r[1]).toLowerCase()))).toEqual(new Set(['insider']));
  });

  it('lists and ends the sessions of people in its scope only', async () => {
    const online = (await get(dealer, '/monitor/online/list?pageSize=100')).rows as { userName: string }[];
    expect(online.map((r) => r.userName).sort()).toEqual(['insider', 'logDealer']);
    const end = (token: string) => t.call(dealer, { method: 'DELETE', url: `/cniotapi/monitor/online/${hashToken(token)}` });
    expect((await end(outsideToken)).statusCode).toBe(404);
    expect((await t.call(outsideToken, { url: '/cniotapi/getInfo' })).statusCode).toBe(200);
    expect((await end(insideToken)).json().code).toBe(200);
    expect((await t.call(insideToken, { url: '/cniotapi/getInfo' })).statusCode).toBe(401);
  });

  it("cleans and removes only its own people's sign-ins", async () => {
    const [outside] = (await get(admin, '/monitor/logininfor/list?userName=outsider')).rows as { infoId: number }[];
    expect((await t.call(dealer, { method: 'DELETE', url: `/cniotapi/monitor/logininfor/${outside.infoId}` })).statusCode).toBe(404);
    expect((await t.call(dealer, { method: 'DELETE', url: '/cniotapi/monitor/logininfor/clean' })).json().code).toBe(200);
    expect(await countOf('sys_logininfor', 'user_name', 'insider')).toBe(0);
    expect(await countOf('sys_logininfor', 'user_name', 'outsider')).toBe(1);
    expect(await countOf('sys_logininfor', 'user_name', 'nobody-known')).toBe(1);
    expect(await countOf('sys_oper_log', 'oper_name', 'outsider')).toBe(1);
  });

  it('unlocks only its own people', async () => {
    await t.app.db.execute(sql`update sys_user set failed_logins = 3, locked_until = now() + interval '10 minutes' where user_name in ('insider', 'outsider')`);
    for (const name of ['insider', 'outsider']) expect((await get(dealer, `/monitor/logininfor/unlock/${name}`)).code).toBe(200);
    const locked = await rowsOf<{ user_name: string }>(t.app.db, sql`select user_name from sys_user where locked_until is not null order by user_name`);
    expect(locked.map((r) => r.user_name)).toEqual(['outsider']);
  });
});
