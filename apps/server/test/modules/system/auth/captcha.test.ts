import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SLIDER_WIDTH } from '@cniot/contract/system/auth';
import { rowsOf } from '../../../../src/db/client.ts';
import { createTestApp, type TestApp } from '../../../helpers/app.ts';
import { addUser, humanTrack, resetRateLimits, robotTrack, setConfig } from './fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ CAPTCHA: 'on' });
  await addUser(t.app.db, 'alice', { password: 'alice123' });
});
afterAll(() => t.close());
beforeEach(() => resetRateLimits(t.app.db));

async function challenge() {
  const body = (await t.app.inject({ url: '/cniotapi/captchaImage' })).json();
  const [row] = await rowsOf<{ answer: string }>(t.app.db, sql`select answer from sys_captcha where uuid = ${body.uuid}`);
  return { ...body, answer: row?.answer as string };
}

const login = (payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/cniotapi/login', payload: { type: 'mailbox', username: 'alice', password: 'alice123', ...payload } });

describe('GET /captchaImage', () => {
  it('issues a math image and a slider challenge', async () => {
    const c = await challenge();
    expect(c).toMatchObject({ code: 200, captchaEnabled: true, sliderEnabled: true, slider: { width: SLIDER_WIDTH } });
    expect(c.img).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(c.img.split(',')[1], 'base64').toString()).toContain('<svg');
    expect(c.answer).toMatch(/^\d+$/);
    const [row] = await rowsOf<{ s: number }>(t.app.db, sql`select extract(epoch from (expires_at - now()))::int as s from sys_captcha where uuid = ${c.uuid}`);
    expect(row.s).toBeGreaterThan(110);
    expect(row.s).toBeLessThanOrEqual(120);
  });

  it('turns both off with the config key sys.account.captchaEnabled', async () => {
    await setConfig(t.app.db, 'sys.account.captchaEnabled', 'false');
    const c = (await t.app.inject({ url: '/cniotapi/captchaImage' })).json();
    expect(c).toEqual({ code: 200, msg: 'Operation successful', captchaEnabled: false, sliderEnabled: false, registerEnabled: false });
    expect((await login({})).json().code).toBe(200);
    await setConfig(t.app.db, 'sys.account.captchaEnabled', 'true');
  });
});

describe('image captcha', () => {
  it('accepts the right answer once', async () => {
    const c = await challenge();
    const first = await login({ uuid: c.uuid, code: c.answer, verifyData: humanTrack(c.slider.uuid) });
    expect(first.json()).toMatchObject({ code: 200, token: expect.any(String) });
    const again = await login({ uuid: c.uuid, code: c.answer, verifyData: humanTrack(c.slider.uuid) });
    expect(again.statusCode).toBe(400);
    expect(again.json().msg).toBe('The verification code has expired');
  });

  it('burns the answer on a wrong guess', async () => {
    const c = await challenge();
    expect((await login({ uuid: c.uuid, code: String(Number(c.answer) + 1), verifyData: humanTrack(c.slider.uuid) })).json().msg).toBe('The verification code is incorrect');
    expect((await login({ uuid: c.uuid, code: c.answer, verifyData: humanTrack(c.slider.uuid) })).json().msg).toBe('The verification code has expired');
  });

  it('refuses an expired answer', async () => {
    const c = await challenge();
    await t.app.db.execute(sql`update sys_captcha set expires_at = now() - interval '1 second' where uuid = ${c.uuid}`);
    expect((await login({ uuid: c.uuid, code: c.answer, verifyData: humanTrack(c.slider.uuid) })).json().msg).toBe('The verification code has expired');
  });

  it('asks for the code when it is missing', async () => {
    const c = await challenge();
    const res = await login({ uuid: c.uuid, verifyData: humanTrack(c.slider.uuid) });
    expect(res.json()).toEqual({ code: 500, msg: 'Please enter the verification code' });
  });
});

describe('swipe slider', () => {
  const withSlider = async (track: (uuid: string) => unknown) => {
    const c = await challenge();
    return login({ uuid: c.uuid, code: c.answer, verifyData: track(c.slider.uuid) });
  };

  it('accepts a human drag', async () => {
    expect((await withSlider((u) => humanTrack(u))).json().code).toBe(200);
  });

  it.each([
    ['a straight constant-speed line', (u: string) => robotTrack(u)],
    ['a drag that stops short of the end', (u: string) => ({ uuid: u, points: humanTrack(u).points.map((p) => ({ ...p, x: p.x * 0.8 })) })],
    ['an instant jump', (u: string) => ({ uuid: u, points: humanTrack(u).points.map((p) => ({ ...p, t: p.t / 20 })) })],
    ['no drag at all', () => undefined],
    ['a made-up challenge', () => humanTrack('not-issued')],
  ])('refuses %s with "Verification Failed"', async (_name, track) => {
    const res = await withSlider(track);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 500, msg: 'Verification Failed' });
  });

  it('is single use and expires', async () => {
    const c = await challenge();
    expect((await login({ uuid: c.uuid, code: c.answer, verifyData: humanTrack(c.slider.uuid) })).json().code).toBe(200);
    const c2 = await challenge();
    expect((await login({ uuid: c2.uuid, code: c2.answer, verifyData: humanTrack(c.slider.uuid) })).json().msg).toBe('Verification Failed');
    const c3 = await challenge();
    await t.app.db.execute(sql`update sys_captcha set expires_at = now() - interval '1 second' where uuid = ${c3.slider.uuid}`);
    expect((await login({ uuid: c3.uuid, code: c3.answer, verifyData: humanTrack(c3.slider.uuid) })).json().msg).toBe('Verification Failed');
  });

  it('is required before an SMS code is sent', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/cniotapi/sendSmsCode', payload: { phoneNumber: '+4915112345678' } });
    expect(res.json().msg).toBe('Verification Failed');
  });

  it('answers in the caller language', async () => {
    const c = await challenge();
    const res = await t.app.inject({
      method: 'POST',
      url: '/cniotapi/login',
      headers: { 'lang-type': 'zh_CN' },
      payload: { type: 'mailbox', username: 'alice', password: 'alice123', uuid: c.uuid, code: 'x' },
    });
    expect(res.json().msg).toBe('验证码错误');
  });
});

describe('limits', () => {
  it('caps captcha issuing per address', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 31; i++) codes.push((await t.app.inject({ url: '/cniotapi/captchaImage', remoteAddress: '10.9.9.9' })).statusCode);
    expect(codes.slice(0, 30).every((c) => c === 200)).toBe(true);
    expect(codes[30]).toBe(429);
  });
});
