import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { rowsOf } from '../../../../src/db/client.ts';
import { createTestApp, type TestApp } from '../../../helpers/app.ts';
import { addUser, humanTrack, resetRateLimits } from './fixtures.ts';

/** RuoYi's clients post `{username, password, code, uuid}`: no `type`, empty captcha fields when it is off. */
const ruoyiBody = (username: string, password: string, extra: Record<string, unknown> = {}) => ({ username, password, code: '', uuid: '', ...extra });

let t: TestApp;
let captchaOn: TestApp;
beforeAll(async () => {
  [t, captchaOn] = await Promise.all([createTestApp(), createTestApp({ CAPTCHA: 'on' })]);
  await addUser(t.app.db, 'rita', { password: 'rita1234', email: 'rita@example.com' });
  await addUser(captchaOn.app.db, 'rita', { password: 'rita1234' });
});
afterAll(() => Promise.all([t.close(), captchaOn.close()]));
beforeEach(() => Promise.all([resetRateLimits(t.app.db), resetRateLimits(captchaOn.app.db)]));

const post = (app: TestApp, url: string, payload: Record<string, unknown>) => app.app.inject({ method: 'POST', url: `/cniotapi${url}`, payload });
const lastLog = async (app: TestApp) => (await rowsOf<Record<string, string>>(app.app.db, sql`select user_name, status, msg from sys_logininfor order by info_id desc limit 1`))[0];

describe('POST /login without type (RuoYi clients)', () => {
  it('is the account + password sign-in: a token that opens /getInfo, and a login-log line', async () => {
    const res = await post(t, '/login', ruoyiBody('rita', 'rita1234'));
    expect(res.json()).toEqual({ code: 200, msg: 'Login successful', token: expect.stringMatching(/^[\w-]{40,}$/) });
    expect((await t.call(res.json().token, { url: '/cniotapi/getInfo' })).json().user.userName).toBe('rita');
    expect(await lastLog(t)).toEqual({ user_name: 'rita', status: '0', msg: 'i18n:login.success' });
  });

  it('answers a wrong password as the typed form does, and counts it toward the lockout', async () => {
    await addUser(t.app.db, 'sam', { password: 'sam12345' });
    const untyped = await post(t, '/login', ruoyiBody('sam', 'wrong-one'));
    const typed = await post(t, '/login', { type: 'mailbox', ...ruoyiBody('sam', 'wrong-one') });
    expect(untyped.statusCode).toBe(400);
    expect(untyped.json()).toEqual(typed.json());
    for (let i = 0; i < 3; i++) await post(t, '/login', ruoyiBody('sam', 'wrong-one'));
    expect((await post(t, '/login', ruoyiBody('sam', 'sam12345'))).json().msg).toMatch(/locked for (9|10) minutes/);
    expect(await lastLog(t)).toMatchObject({ user_name: 'sam', status: '1' });
  });

  it('still refuses an unknown type and a phone body without its type', async () => {
    expect((await post(t, '/login', { ...ruoyiBody('rita', 'rita1234'), type: 'fax' })).statusCode).toBe(400);
    expect((await post(t, '/login', { phoneNumber: '+48601234567', smsCode: '123456' })).json().msg).toMatch(/^username: /);
  });

  it('keeps the image captcha and the slider when they are on', async () => {
    const noCode = await post(captchaOn, '/login', ruoyiBody('rita', 'rita1234'));
    expect(noCode.json()).toEqual({ code: 500, msg: 'Please enter the verification code' });
    expect(await lastLog(captchaOn)).toMatchObject({ user_name: 'rita', status: '1', msg: 'i18n:captcha.required' });

    const image = async () => {
      const c = (await captchaOn.app.inject({ url: '/cniotapi/captchaImage' })).json();
      const [row] = await rowsOf<{ answer: string }>(captchaOn.app.db, sql`select answer from sys_captcha where uuid = ${c.uuid}`);
      return { uuid: c.uuid as string, code: row.answer, slider: c.slider.uuid as string };
    };
    const withoutSlider = await image();
    expect((await post(captchaOn, '/login', ruoyiBody('rita', 'rita1234', { uuid: withoutSlider.uuid, code: withoutSlider.code }))).json().msg).toBe('Verification Failed');
    const full = await image();
    const res = await post(captchaOn, '/login', ruoyiBody('rita', 'rita1234', { uuid: full.uuid, code: full.code, verifyData: humanTrack(full.slider) }));
    expect(res.json()).toMatchObject({ code: 200, token: expect.any(String) });
  });
});

describe('POST /accountCancel without type', () => {
  it('closes the account after account + password, as the typed form does', async () => {
    await addUser(t.app.db, 'tess', { password: 'tess1234' });
    expect((await post(t, '/accountCancel', ruoyiBody('tess', 'wrong-one'))).json().msg).toBe('Incorrect account or password');
    expect((await post(t, '/accountCancel', ruoyiBody('tess', 'tess1234'))).json()).toEqual({ code: 200, msg: 'The account has been cancelled' });
    const [u] = await rowsOf<{ del_flag: string }>(t.app.db, sql`select del_flag from sys_user where user_name = 'tess'`);
    expect(u.del_flag).toBe('2');
  });
});
