import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { LOGIN_LOCK_MS, LOGIN_MAX_FAILURES } from '@cniot/contract/constants';
import { rowsOf, type Db } from '../../db/client.ts';

const MISSING_TABLE = '42P01';

/**
 * A value of sys_config, read fresh so a change made on any node applies at
 * once. The table belongs to the configuration module; where it is missing
 * (a database migrated only this far) the key is simply unset.
 */
export async function configValue(db: Db, key: string): Promise<string | undefined> {
  try {
    const [row] = await rowsOf<{ config_value: string }>(db, sql`select config_value from sys_config where config_key = ${key} limit 1`);
    return row?.config_value;
  } catch (err) {
    const e = err as { code?: string; cause?: { code?: string } };
    if ((e.code ?? e.cause?.code) === MISSING_TABLE) return undefined;
    throw err;
  }
}

export interface CaptchaFlags {
  captchaEnabled: boolean;
  sliderEnabled: boolean;
}

/** Both checks follow CAPTCHA (off for automated tests) and the config key sys.account.captchaEnabled. */
export async function captchaFlags(app: FastifyInstance): Promise<CaptchaFlags> {
  const on = app.config.captcha && (await configValue(app.db, 'sys.account.captchaEnabled')) !== 'false';
  return { captchaEnabled: on, sliderEnabled: on };
}

const positiveInt = (v: string | undefined, fallback: number) => (v && /^\d+$/.test(v) && Number(v) > 0 ? Number(v) : fallback);

/** Failures before a lock and its length: config keys sys.account.maxRetryCount / lockTime (minutes), else 5 and 10. */
export async function lockPolicy(db: Db): Promise<{ maxFailures: number; lockMinutes: number }> {
  return {
    maxFailures: positiveInt(await configValue(db, 'sys.account.maxRetryCount'), LOGIN_MAX_FAILURES),
    lockMinutes: positiveInt(await configValue(db, 'sys.account.lockTime'), LOGIN_LOCK_MS / 60_000),
  };
}
