import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../../../src/db/client.ts';
import { resetBucket } from '../../../../src/lib/rate.ts';
import { signedInApp, type TestApp } from '../../../helpers/app.ts';
import { Dept, json, Role, userWithRoles } from '../../system/helpers.ts';

let t: TestApp;
let admin: string;
const url = '/cniotapi/biz/agentReview';
let seq = 0;

/** A fresh application; each names its own account and address. */
function application(overrides: Record<string, unknown> = {}) {
  seq += 1;
  return {
    userName: `dealer${seq}`,
    password: 'chosen123',
    company: `Sun Dealer ${seq} GmbH`,
    email: `dealer${seq}@sun.example`,
    phone: `+4915100000${String(seq).padStart(2, '0')}`,
    businessArea: 'Bavaria',
    mainBusiness: 'Rooftop installations',
    companySize: '1',
    inviterInfo: 'SolarTech',
    ...overrides,
  };
}

const applyFor = (body: Record<string, unknown>, lang = 'en_US') => json(t, null, { method: 'POST', url: `${url}/apply`, headers: { 'lang-type': lang }, payload: body });
const examine = (payload: Record<string, unknown>, token = admin) => json(t, token, { method: 'PUT', url: `${url}/examine`, payload });
const idOf = async (email: string) => Number((await json(t, admin, { url: `${url}/list?email=${encodeURIComponent(email)}` })).body.rows[0].id);
const mails = (email: string) =>
  rowsOf<{ mail_title: string; content: string; user_id: number | null; status: string }>(
    t.app.db,
    sql`select mail_title, content, user_id, status from iot_mail_record where email = ${email} order by id`,
  );

beforeAll(async () => {
  ({ t, admin } = await signedInApp());
});
afterAll(() => t.close());

describe('agent review: the public application', () => {
  it('takes an application without a session, keeps only the hash of the password and answers in the applicant language', async () => {
    const a = application();
    const res = await applyFor(a, 'de_DE');
    expect(res.body).toEqual({ code: 200, msg: 'Ihre Bewerbung wurde eingereicht; Sie erhalten eine E-Mail, sobald sie geprüft ist' });
    const [row] = await rowsOf<Record<string, string>>(t.app.db, sql`select examine_status, language, password from biz_agent_review where email = ${a.email}`);
    expect(row).toMatchObject({ examine_status: '0', language: 'de_DE' });
    expect(row.password).toMatch(/^\$argon2id\$/);
    const listed = (await json(t, admin, { url: `${url}/list?company=${encodeURIComponent(a.company)}` })).body.rows[0];
    expect(listed).toMatchObject({ userName: a.userName, examineStatus: '0', companySize: '1' });
    expect(listed).not.toHaveProperty('password');
    expect(listed).not.toHaveProperty('language');
  });

  it('refuses bad input with the texts of the contract, a second waiting application and names already taken', async () => {
    expect((await applyFor(application({ company: ' ' }))).body.msg).toBe('Please enter the company name');
    expect((await applyFor(application({ password: 'abc' }))).body.msg).toBe('User password length must be between 5 and 20');
    expect((await applyFor(application({ phone: '12' }))).status).toBe(400);
    const a = application();
    expect((await applyFor(a)).body.code).toBe(200);
    const again = await applyFor({ ...a, userName: 'another1', email: a.email.toUpperCase() });
    expect(again.status).toBe(409);
    expect(again.body.msg).toBe(`An application with the e-mail address ${a.email.toUpperCase()} is already waiting for review`);
    expect((await applyFor(application({ userName: 'ADMIN' }))).body.msg).toBe('The account "ADMIN" already exists');
    expect((await applyFor(application({ email: 'Admin@cniot.example' }))).body.msg).toBe('The e-mail address Admin@cniot.example is already used by an account');
  });

  it('limits applications per address', async () => {
    await resetBucket(t.app.db, 'agentApply:ip:127.0.0.1');
    const answers = [];
    for (let i = 0; i < 11; i++) answers.push((await applyFor(application())).status);
    expect(answers.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(answers[10]).toBe(429);
    await resetBucket(t.app.db, 'agentApply:ip:127.0.0.1');
  });
});

describe('agent review: examination', () => {
  it('a pass creates the organization under the parent, an institution, its first user with the agency role and the chosen password, and mails them', async () => {
    const a = application();
    await applyFor(a, 'pl_PL');
    const id = await idOf(a.email);
    const res = await examine({ id, examineStatus: '1', parentId: Dept.root, examineDescribe: 'Welcome' });
    expect(res.body).toEqual({ code: 200, msg: 'Operation successful' });

    const [dept] = await rowsOf<Record<string, unknown>>(t.app.db, sql`select dept_id, parent_id, ancestors, leader, email from sys_dept where dept_name = ${a.company}`);
    expect(dept).toMatchObject({ parent_id: Dept.root, ancestors: `0,${Dept.root}`, leader: a.userName, email: a.email });
    const [institution] = await rowsOf(t.app.db, sql`select 1 from biz_institution where dept_id = ${dept.dept_id}`);
    expect(institution).toBeDefined();
    const [user] = await rowsOf<Record<string, unknown>>(
      t.app.db,
      sql`select u.user_id, u.dept_id, u.phonenumber, array(select role_id from sys_user_role ur where ur.user_id = u.user_id) as roles from sys_user u where user_name = ${a.userName}`,
    );
    expect(user).toMatchObject({ dept_id: dept.dept_id, phonenumber: a.phone });
    expect((user.roles as number[]).map(Number)).toEqual([Role.agencyUser]);

    const detail = (await json(t, admin, { url: `${url}/${id}` })).body.data;
    expect(detail).toMatchObject({ examineStatus: '1', examineDescribe: 'Welcome', examineBy: 'admin', deptName: a.company });
    const [stored] = await rowsOf<{ password: string; user_id: number }>(t.app.db, sql`select password, user_id from biz_agent_review where id = ${id}`);
    expect(stored).toEqual({ password: '', user_id: user.user_id });

    const sent = await mails(a.email);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ mail_title: 'Twój wniosek dealera został zaakceptowany', user_id: user.user_id, status: '0' });
    expect(sent[0].content).toContain(a.userName);
    expect(sent[0].content).not.toContain(a.password);
    const outbox = fs.readdirSync(path.join(t.config.dataDir, 'outbox'));
    expect(outbox.some((f) => f.includes(a.email))).toBe(true);

    // The new dealer signs in with the password chosen when applying and sees its own organization.
    const token = await t.login(a.userName, a.password);
    const info = (await t.call(token, { url: '/cniotapi/getInfo' })).json();
    expect(info.roles).toEqual(['agencyUser']);
    const own = (await json(t, token, { url: '/cniotapi/biz/institution/list' })).body;
    expect(own.rows.map((r: { companyName: string }) => r.companyName)).toEqual([a.company]);
  });

  it('is idempotent: a second pass changes and sends nothing; a refusal after a pass is refused', async () => {
    const a = application();
    await applyFor(a);
    const id = await idOf(a.email);
    expect((await examine({ id, examineStatus: '1', parentId: Dept.root })).body.code).toBe(200);
    const again = await examine({ id, examineStatus: '1', parentId: Dept.solarTech, examineDescribe: 'twice' });
    expect(again.body).toEqual({ code: 200, msg: 'The application has already been passed' });
    const [n] = await rowsOf<{ depts: number; users: number }>(
      t.app.db,
      sql`select (select count(*)::int from sys_dept where dept_name = ${a.company}) as depts, (select count(*)::int from sys_user where user_name = ${a.userName}) as users`,
    );
    expect(n).toEqual({ depts: 1, users: 1 });
    expect(await mails(a.email)).toHaveLength(1);
    const refused = await examine({ id, examineStatus: '2', examineDescribe: 'Changed our mind' });
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toBe('The application has already been passed');
  });

  it('a refusal needs a reason and mails it; a pass needs a parent', async () => {
    const a = application();
    await applyFor(a);
    const id = await idOf(a.email);
    expect((await examine({ id, examineStatus: '2' })).body.msg).toBe('Please enter the reason for the refusal');
    expect((await examine({ id, examineStatus: '1' })).body.msg).toBe('Please choose the organization the dealer is placed under');
    expect((await examine({ id, examineStatus: '2', examineDescribe: 'No installer licence' })).body.code).toBe(200);
    const sent = await mails(a.email);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ mail_title: 'Your dealer application was not approved', user_id: null });
    expect(sent[0].content).toContain('No installer licence');
    expect((await rowsOf(t.app.db, sql`select 1 from sys_user where user_name = ${a.userName}`)).length).toBe(0);
    expect((await examine({ id, examineStatus: '2', examineDescribe: 'again' })).body.msg).toBe('The application has already been refused');
    expect(await mails(a.email)).toHaveLength(1);
    expect((await examine({ id, examineStatus: '1', parentId: Dept.root })).status).toBe(400);
    expect((await examine({ id: 999_999, examineStatus: '1', parentId: Dept.root })).status).toBe(404);
  });

  it('leaves the application waiting when the dealer cannot be created: a parent out of scope, a name taken meanwhile', async () => {
    const staff = await userWithRoles(t, 'reviewStaff', [Role.sysUser], Dept.operations);
    const a = application();
    await applyFor(a);
    const id = await idOf(a.email);
    const outside = await examine({ id, examineStatus: '1', parentId: Dept.solarTech }, staff.token);
    expect(outside.body.msg).toBe('The organization does not exist or is outside your data scope');
    await userWithRoles(t, a.userName, [], Dept.rnd);
    const taken = await examine({ id, examineStatus: '1', parentId: Dept.root, examineDescribe: 'x' });
    expect(taken.status).toBe(409);
    expect(taken.body.msg).toBe(`The account "${a.userName}" already exists`);
    const [row] = await rowsOf<Record<string, unknown>>(t.app.db, sql`select examine_status, dept_id from biz_agent_review where id = ${id}`);
    expect(row).toEqual({ examine_status: '0', dept_id: null });
    expect((await rowsOf(t.app.db, sql`select 1 from sys_dept where dept_name = ${a.company}`)).length).toBe(0);
  });

  it('is the platform’s: system users examine, dealers do not see applications', async () => {
    const staff = await userWithRoles(t, 'reviewStaff2', [Role.sysUser], Dept.root);
    expect((await json(t, staff.token, { url: `${url}/list` })).body.code).toBe(200);
    const dealer = await userWithRoles(t, 'reviewDealer', [Role.agencyUser], Dept.solarTech);
    expect((await json(t, dealer.token, { url: `${url}/list` })).status).toBe(403);
    expect((await examine({ id: 1, examineStatus: '2', examineDescribe: 'x' }, dealer.token)).status).toBe(403);
  });
});
