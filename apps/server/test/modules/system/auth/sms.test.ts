import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../../../src/db/client.ts';
import { addUser, captureSms, smsTestApp } from './fixtures.ts';

const PHONE = '+4915112345678';
const ctx = smsTestApp((t) => addUser(t.app.db, 'jane', { password: 'jane1234', phone: PHONE }));

const send = (phoneNumber: string, extra: Record<string, unknown> = {}, remoteAddress?: string) =>
  ctx.t.app.inject({ method: 'POST', url: '/cniotapi/sendSmsCode', remoteAddress, payload: { phoneNumber, ...extra } });
const phoneLogin = (smsCode: string, phoneNumber = PHONE) => ctx.t.app.inject({ method: 'POST', url: '/cniotapi/login', payload: { type: 'phone', phoneNumber, smsCode } });

describe('POST /sendSmsCode', () => {
  it('sends a 6-digit code, records the send with the code masked, keeps only its hash', async () => {
    const res = await send(PHONE);
    expect(res.json()).toEqual({ code: 200, msg: 'The verification code has been sent' });
    const code = ctx.sms.lastCode(PHONE);
    const [rec] = await rowsOf<Record<string, unknown>>(ctx.t.app.db, sql`select phone, content, status, send_type, user_id from iot_sms_record order by id desc limit 1`);
    expect(rec).toMatchObject({ phone: PHONE, status: '0', send_type: 'login', user_id: expect.anything() });
    expect(rec.content).toContain('******');
    expect(rec.content).not.toContain(code);
    const stored = await rowsOf<{ answer: string }>(ctx.t.app.db, sql`select answer from sys_captcha where kind = 'sms'`);
    expect(stored.map((r) => r.answer).join()).not.toContain(code);
  });

  it('refuses a second code within a minute, then allows it', async () => {
    await send(PHONE);
    const again = await send(PHONE);
    expect(again.statusCode).toBe(429);
    expect(again.json().msg).toMatch(/^Please wait \d+ seconds before requesting another code$/);
    await ctx.t.app.db.execute(sql`update sys_rate_counter set window_end = now() - interval '1 second' where bucket like 'sms:min:%'`);
    expect((await send(PHONE)).statusCode).toBe(200);
  });

  it('allows ten codes a day per number', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 11; i++) {
      await ctx.t.app.db.execute(sql`delete from sys_rate_counter where bucket like 'sms:min:%' or bucket like 'sms:ip:%'`);
      codes.push((await send(PHONE)).statusCode);
    }
    expect(codes.slice(0, 10).every((c) => c === 200)).toBe(true);
    expect(codes[10]).toBe(429);
    expect((await send(PHONE)).json().msg).toMatch(/Please wait|Too many codes/);
  });

  it('limits one address across numbers', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 21; i++) codes.push((await send(`+48600000${String(i).padStart(3, '0')}`, {}, '10.2.2.2')).statusCode);
    expect(codes.slice(0, 20).every((c) => c === 200)).toBe(true);
    expect(codes[20]).toBe(429);
  });

  it('answers the same for a number no account has, but sends nothing', async () => {
    ctx.sms.spy.mockClear();
    expect((await send('+48600999888')).json()).toEqual({ code: 200, msg: 'The verification code has been sent' });
    expect(ctx.sms.spy).not.toHaveBeenCalled();
  });

  it('rejects a malformed number with the spec message', async () => {
    for (const phoneNumber of ['12ab', '123', '+0123456789', 12345678]) {
      const res = await send(phoneNumber as string);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ code: 500, msg: 'Please enter a valid phone number' });
    }
  });

  it('records a provider failure and says so', async () => {
    ctx.sms.spy.mockRejectedValueOnce(new Error('gateway down'));
    const res = await send(PHONE);
    expect(res.json()).toEqual({ code: 500, msg: 'The SMS could not be sent, please try again later' });
    const [rec] = await rowsOf<Record<string, unknown>>(ctx.t.app.db, sql`select status, failure_reason from iot_sms_record order by id desc limit 1`);
    expect(rec).toEqual({ status: '1', failure_reason: 'gateway down' });
  });

  it('writes the text to the outbox with the built-in provider', async () => {
    ctx.sms.spy.mockRestore();
    await send(PHONE);
    const dir = path.join(ctx.t.config.dataDir, 'outbox');
    const file = fs.readdirSync(dir).find((f) => f.includes('sms'));
    expect(fs.readFileSync(path.join(dir, file!), 'utf8')).toMatch(/verification code is \d{6}/);
    ctx.sms = captureSms();
  });
});

describe('phone login', () => {
  it('signs in with the code, once', async () => {
    await send(PHONE);
    const code = ctx.sms.lastCode(PHONE);
    const res = await phoneLogin(code);
    expect(res.json()).toEqual({ code: 200, msg: 'Login successful', token: expect.any(String) });
    expect((await phoneLogin(code)).json()).toEqual({ code: 500, msg: 'The SMS verification code is incorrect or has expired' });
  });

  it('refuses an expired code', async () => {
    await send(PHONE);
    await ctx.t.app.db.execute(sql`update sys_captcha set expires_at = now() - interval '1 second' where kind = 'sms'`);
    expect((await phoneLogin(ctx.sms.lastCode(PHONE))).json().msg).toBe('The SMS verification code is incorrect or has expired');
  });

  it('voids the code after five wrong tries', async () => {
    await send(PHONE);
    const code = ctx.sms.lastCode(PHONE);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) expect((await phoneLogin(wrong)).statusCode).toBe(400);
    expect((await phoneLogin(code)).json().code).toBe(500);
  });

  it('does not accept a code sent for another purpose', async () => {
    await send(PHONE, { purpose: 'cancel' });
    expect((await phoneLogin(ctx.sms.lastCode(PHONE))).json().code).toBe(500);
  });

  it('logs the attempt under the phone number', async () => {
    await phoneLogin('123456', '+4915199999999');
    const [row] = await rowsOf<Record<string, string>>(ctx.t.app.db, sql`select user_name, status from sys_logininfor order by info_id desc limit 1`);
    expect(row).toEqual({ user_name: '+4915199999999', status: '1' });
  });
});
