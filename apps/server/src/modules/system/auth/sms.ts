import { createHash, randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SendSmsCodeBody, SmsPurpose } from '@cniot/contract/system/auth';
import { SMS_CODE_TTL_MS } from '@cniot/contract/constants';
import { Code } from '@cniot/contract/envelope';
import { seededKeys } from '@cniot/contract/seeded-keys';
import { textKey } from '@cniot/contract/text-key';
import { rowsOf, type Db } from '../../../db/client.ts';
import { AppError, badRequest, tooMany } from '../../../lib/errors.ts';
import { hit, resetBucket } from '../../../lib/rate.ts';
import { captchaFlags } from './account-config.ts';
import { checkSlider } from './captcha.ts';
import { outboxDir } from './outbox.ts';
import { sendSms } from './sms-provider.ts';

/** Per number: one code a minute, ten a day; per address: enough for a shared office, too few for SMS pumping. */
export const SMS_LIMITS = { perPhoneWindowMs: 60_000, perPhoneDay: 10, perIpHour: 20, triesPerCode: 5 } as const;
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

const codeId = (purpose: SmsPurpose, phone: string) => `sms:${purpose}:${phone}`;
const digest = (id: string, code: string) => createHash('sha256').update(`${id}:${code}`).digest('hex');

/** Live (not cancelled) accounts using the number. */
export async function usersByPhone(db: Db, phone: string) {
  return rowsOf<{ user_id: number; user_name: string }>(db, sql`select user_id, user_name from sys_user where phonenumber = ${phone} and del_flag = '0' order by user_id limit 2`);
}

async function secondsLeft(db: Db, bucket: string): Promise<number> {
  const [row] = await rowsOf<{ s: number }>(db, sql`select ceil(extract(epoch from (window_end - now())))::int as s from sys_rate_counter where bucket = ${bucket}`);
  return Math.max(1, Number(row?.s ?? 1));
}

/**
 * Sends a code for one purpose. Codes only go where they can be used (login
 * and cancel: a number an account has; register: a free number), but the
 * answer is the same either way so the call does not reveal who is registered.
 */
export async function sendSmsCode(app: FastifyInstance, req: FastifyRequest, body: SendSmsCodeBody) {
  const { db } = app;
  const phone = body.phoneNumber;
  // The slider comes first so a script cannot use up someone else's daily allowance.
  if ((await captchaFlags(app)).sliderEnabled) await checkSlider(db, body.verifyData);
  if ((await hit(db, `sms:ip:${req.ip}`, HOUR_MS)) > SMS_LIMITS.perIpHour) throw tooMany();
  const minuteBucket = `sms:min:${phone}`;
  if ((await hit(db, minuteBucket, SMS_LIMITS.perPhoneWindowMs)) > 1) {
    throw new AppError(429, Code.ERROR, 'sms.tooFrequent', { seconds: await secondsLeft(db, minuteBucket) });
  }
  if ((await hit(db, `sms:day:${phone}`, DAY_MS)) > SMS_LIMITS.perPhoneDay) throw new AppError(429, Code.ERROR, 'sms.dailyLimit');

  const owners = await usersByPhone(db, phone);
  if ((body.purpose === 'register') !== (owners.length === 0)) return;

  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const id = codeId(body.purpose, phone);
  await rowsOf(
    db,
    sql`
    insert into sys_captcha (uuid, kind, answer, expires_at)
    values (${id}, 'sms', ${digest(id, code)}, now() + make_interval(secs => ${SMS_CODE_TTL_MS / 1000}))
    on conflict (uuid) do update set answer = excluded.answer, expires_at = excluded.expires_at`,
  );
  await resetBucket(db, `smstry:${id}`);

  const content = req.t('sms.content', { code, minutes: SMS_CODE_TTL_MS / 60_000 });
  const failureReason = await sendSms(db, outboxDir(app.config), {
    phone,
    content,
    recorded: content.replace(code, '******'),
    userId: owners[0]?.user_id ?? null,
    appSource: textKey(seededKeys.word('consoleSource')),
    sendType: body.purpose,
  });
  if (failureReason) throw badRequest('sms.sendFailed');
}

/** Accepts the code once (the delete is the check, so two racing requests cannot both use it); a few wrong codes void it. */
export async function checkSmsCode(db: Db, purpose: SmsPurpose, phone: string, code: string | undefined): Promise<void> {
  const id = codeId(purpose, phone);
  const [used] = await rowsOf(
    db,
    sql`
    delete from sys_captcha where uuid = ${id} and kind = 'sms' and expires_at > now() and answer = ${digest(id, code ?? '')}
    returning uuid`,
  );
  if (used) return;
  if ((await hit(db, `smstry:${id}`, SMS_CODE_TTL_MS)) >= SMS_LIMITS.triesPerCode) {
    await db.execute(sql`delete from sys_captcha where uuid = ${id}`);
  }
  throw badRequest('sms.codeWrong');
}
