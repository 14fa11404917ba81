import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/client.ts';
import { configValue } from '../config/config-value.ts';

export interface CaptchaFlags {
  captchaEnabled: boolean;
  sliderEnabled: boolean;
}

/** Both checks follow CAPTCHA (off for automated tests) and the config key sys.account.captchaEnabled. */
export async function captchaFlags(app: FastifyInstance): Promise<CaptchaFlags> {
  const on = app.config.captcha && (await configValue(app.db, 'sys.account.captchaEnabled'));
  return { captchaEnabled: on, sliderEnabled: on };
}

/** Failures before a lock and its length in minutes (sys.account.maxRetryCount / lockTime). */
export async function lockPolicy(db: Db): Promise<{ maxFailures: number; lockMinutes: number }> {
  return {
    maxFailures: Math.max(1, await configValue(db, 'sys.account.maxRetryCount')),
    lockMinutes: await configValue(db, 'sys.account.lockTime'),
  };
}
