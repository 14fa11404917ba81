import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../../src/config.ts';
import { sendMail } from '../../../../src/modules/system/auth/mail.ts';
import { createTestApp, signedInApp, type TestApp } from '../../../helpers/app.ts';
import { Dept, json, Role, userWithRoles } from '../../system/helpers.ts';
import { smtpSink } from './smtp-sink.ts';

const url = '/cniotapi/biz/mailRecord';
const welcome = (email: string, userId: number | null = null) => ({ userId, email, title: 'Welcome', content: 'Hello there', mailType: 'Register' as const, createBy: 'test' });
const record = async (t: TestApp, token: string, id: number) => (await json(t, token, { url: `${url}/${id}` })).body.data;
const newest = async (t: TestApp, token: string) => (await json(t, token, { url: `${url}/list?pageSize=1` })).body.rows[0];

describe('mail records without a mail server: the outbox folder', () => {
  let t: TestApp, admin: string;
  beforeAll(async () => ({ t, admin } = await signedInApp()));
  afterAll(() => t.close());

  it('lists what was sent with the dictionary codes of its type', async () => {
    expect(await sendMail(t.app.db, t.config, { ...welcome('ada@example.com'), appType: '1' })).toBe(true);
    await sendMail(t.app.db, t.config, { ...welcome('bob@example.com'), mailType: 'RetrievePassword' });
    const { rows, total } = (await json(t, admin, { url: `${url}/list` })).body;
    expect(total).toBe(2);
    expect(rows[1]).toMatchObject({ email: 'ada@example.com', mailTitle: 'Welcome', mailType: '0', appType: '1', status: '0', resendCount: 0, resendTime: null });
    expect((await json(t, admin, { url: `${url}/list?mailType=1` })).body.rows.map((r: { email: string }) => r.email)).toEqual(['bob@example.com']);
    expect((await json(t, admin, { url: `${url}/list?email=ADA` })).body.total).toBe(1);
  });

  it('sends again on request, counting each resend and keeping its time', async () => {
    const { id } = await newest(t, admin);
    const outbox = path.join(t.config.dataDir, 'outbox');
    const before = fs.readdirSync(outbox).length;
    expect((await json(t, admin, { method: 'POST', url: `${url}/resend/${id}` })).body.code).toBe(200);
    expect(await record(t, admin, id)).toMatchObject({ resendCount: 1, status: '0' });
    expect(fs.readdirSync(outbox).length).toBe(before + 1);
    await new Promise((r) => setTimeout(r, 1100));
    expect((await json(t, admin, { method: 'POST', url: `${url}/resend/${id}` })).body.code).toBe(200);
    const twice = await record(t, admin, id);
    expect(twice.resendCount).toBe(2);
    expect(Date.now() - Date.parse(twice.resendTime)).toBeLessThan(60_000);
    expect((await json(t, admin, { method: 'POST', url: `${url}/resend/999999` })).status).toBe(404);
  });

  it('shows a system user placed in a dealer only the mail of its own users; dealers not at all', async () => {
    const placed = await userWithRoles(t, 'mailPlaced', [Role.sysUser], Dept.solarTech);
    const colleague = await userWithRoles(t, 'mailColleague', [], Dept.solarTechTeam);
    await sendMail(t.app.db, t.config, welcome('colleague@example.com', colleague.userId));
    const seen = (await json(t, placed.token, { url: `${url}/list` })).body.rows.map((r: { email: string }) => r.email);
    expect(seen).toEqual(['colleague@example.com']);
    const others = (await json(t, admin, { url: `${url}/list?email=ada` })).body.rows[0];
    expect((await json(t, placed.token, { method: 'POST', url: `${url}/resend/${others.id}` })).status).toBe(404);
    const dealer = await userWithRoles(t, 'mailDealer', [Role.agencyUser], Dept.solarTech);
    expect((await json(t, dealer.token, { url: `${url}/list` })).status).toBe(403);
  });
});

describe('mail records with SMTP_URL', () => {
  let t: TestApp, admin: string, sink: Awaited<ReturnType<typeof smtpSink>>;
  beforeAll(async () => {
    sink = await smtpSink();
    t = await createTestApp({ SMTP_URL: `${sink.url}?from=noreply@cniot.example` });
    admin = await t.login();
  });
  afterAll(async () => {
    await t.close();
    await sink.close();
  });

  it('hands the mail to the SMTP server from the configured sender, and writes nothing to the outbox', async () => {
    expect(await sendMail(t.app.db, t.config, welcome('cleo@example.com'))).toBe(true);
    expect(sink.received).toHaveLength(1);
    expect(sink.received[0]).toMatchObject({ from: 'noreply@cniot.example', to: ['cleo@example.com'] });
    expect(sink.received[0].data).toContain('Subject: Welcome');
    expect(sink.received[0].data).toContain('Hello there');
    expect(fs.existsSync(path.join(t.config.dataDir, 'outbox'))).toBe(false);
  });

  it('records a refused resend as failed with a warning, and a later one as sent; both count', async () => {
    const { id } = await newest(t, admin);
    sink.refuse(true);
    const refused = await json(t, admin, { method: 'POST', url: `${url}/resend/${id}` });
    expect(refused.body).toMatchObject({ code: 601, msg: 'The mail could not be sent again; the record shows the failure' });
    expect(await record(t, admin, id)).toMatchObject({ status: '1', resendCount: 1 });
    sink.refuse(false);
    await new Promise((r) => setTimeout(r, 1100));
    expect((await json(t, admin, { method: 'POST', url: `${url}/resend/${id}` })).body.code).toBe(200);
    expect(await record(t, admin, id)).toMatchObject({ status: '0', resendCount: 2 });
    expect(sink.received).toHaveLength(2);
  });

  it('records a mail as failed when the server cannot be reached', async () => {
    const closed = await smtpSink();
    await closed.close();
    expect(await sendMail(t.app.db, { ...t.config, smtpUrl: closed.url }, welcome('dora@example.com'))).toBe(false);
    expect(await newest(t, admin)).toMatchObject({ email: 'dora@example.com', status: '1' });
  });
});

describe('SMTP_URL', () => {
  it('must be an smtp:// or smtps:// address; the error never shows its password', () => {
    expect(loadConfig({ SMTP_URL: 'smtps://mailer:pw@mail.example.com:465' }).smtpUrl).toBe('smtps://mailer:pw@mail.example.com:465');
    expect(() => loadConfig({ SMTP_URL: 'http://mailer:secret@mail.example.com' })).toThrow(/SMTP_URL="http:\/\/\*\*\*@mail.example.com": must be smtp:/);
    expect(() => loadConfig({ SMTP_URL: 'http://mailer:secret@mail.example.com' })).not.toThrow(/secret/);
  });
});
