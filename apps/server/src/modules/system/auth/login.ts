import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AccountCancelBody, LoginBody } from '@cniot/contract/system/auth';
import { SESSION_IDLE_MS, SESSION_REMEMBER_IDLE_MS } from '@cniot/contract/constants';
import { rowsOf, type Db } from '../../../db/client.ts';
import { AppError, tooMany } from '../../../lib/errors.ts';
import { hit } from '../../../lib/rate.ts';
import { createSession } from '../../../lib/session.ts';
import { captchaFlags } from './account-config.ts';
import { checkImageCaptcha, checkSlider } from './captcha.ts';
import { clientOf } from './client-info.ts';
import { checkPassword, checkPhone, type Account } from './credentials.ts';
import { recordLogin } from './login-record.ts';
import { assertNotPublishedRemotely } from './published-password.ts';

/** Failed sign-ins one address may make in the window, across all accounts (password guessing over many names). */
export const IP_FAILURES = { max: 30, windowMs: 15 * 60_000 } as const;
const ipBucket = (ip: string) => `login:ip:${ip}`;

async function ipFailures(db: Db, ip: string): Promise<number> {
  const [row] = await rowsOf<{ hits: number }>(db, sql`select hits from sys_rate_counter where bucket = ${ipBucket(ip)} and window_end > now()`);
  return Number(row?.hits ?? 0);
}

/**
 * Every check a sign-in makes (address limit, captcha, slider, credentials),
 * shared by /login and /accountCancel. A failure is written to the login log
 * and counted against the caller's address before it is thrown.
 */
export async function authenticate(app: FastifyInstance, req: FastifyRequest, body: AccountCancelBody, smsPurpose: 'login' | 'cancel'): Promise<Account> {
  const { db } = app;
  try {
    if ((await ipFailures(db, req.ip)) >= IP_FAILURES.max) throw tooMany();
    if (body.type === 'phone') return await checkPhone(db, smsPurpose, body.phoneNumber, body.smsCode);
    const flags = await captchaFlags(app);
    if (flags.captchaEnabled) await checkImageCaptcha(db, body.uuid, body.code);
    if (flags.sliderEnabled) await checkSlider(db, body.verifyData);
    const account = await checkPassword(db, body.username, body.password);
    assertNotPublishedRemotely(req, account.userName, body.password);
    return account;
  } catch (err) {
    if (err instanceof AppError) {
      await recordLogin(db, req, body.type === 'phone' ? body.phoneNumber : body.username, false, err.key, err.params);
      if (err.status !== 429) await hit(db, ipBucket(req.ip), IP_FAILURES.windowMs);
    }
    throw err;
  }
}

export async function login(app: FastifyInstance, req: FastifyRequest, body: LoginBody): Promise<string> {
  const account = await authenticate(app, req, body, 'login');
  await app.db.execute(sql`
    update sys_user set failed_logins = 0, locked_until = null, login_ip = ${req.ip}, login_date = now()
    where user_id = ${account.userId}`);
  const token = await createSession(app.db, account, clientOf(req), body.rememberMe ? SESSION_REMEMBER_IDLE_MS : SESSION_IDLE_MS);
  await recordLogin(app.db, req, account.userName, true, 'login.success');
  return token;
}
