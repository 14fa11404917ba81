import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { sysConfig } from '../../../db/schema/config.ts';

const flag = (fallback: boolean) => (v: string | undefined) => (v === 'true' ? true : v === 'false' ? false : fallback);
const int = (fallback: number) => (v: string | undefined) => {
  const n = v === undefined || v.trim() === '' ? NaN : Number(v);
  return Number.isInteger(n) && n >= 0 ? n : fallback;
};
const positive = (fallback: number) => (v: string | undefined) => {
  const n = int(fallback)(v);
  return n > 0 ? n : fallback;
};
const text = (fallback: string) => (v: string | undefined) => v ?? fallback;

/**
 * The parameters the server itself reads, each with its type and the value
 * used when an administrator removed or garbled it. Add a key here (and to
 * the seed) before reading it elsewhere.
 */
const KEYS = {
  'sys.account.captchaEnabled': flag(true),
  'sys.account.registerUser': flag(false),
  'sys.user.initPassword': text('123456'),
  'sys.account.maxRetryCount': int(5),
  'sys.account.lockTime': int(10),
  'sys.index.skinName': text('skin-blue'),
  'sys.index.sideTheme': text('theme-dark'),
  'sys.log.retentionDays': int(180),
  'iot.command.timeoutSeconds': int(30),
  'iot.telemetry.retentionMonths': positive(12),
  'sys.upload.dailyMb': int(100),
  'sys.upload.totalMb': int(1000),
  'sys.upload.orphanGraceHours': positive(48),
};

export type ConfigKey = keyof typeof KEYS;
export const isServerKey = (key: string) => Object.hasOwn(KEYS, key);
export type ConfigValue<K extends ConfigKey> = ReturnType<(typeof KEYS)[K]>;

/**
 * A parameter read fresh from the database, so a change made on any node
 * applies on the next call (one indexed lookup; no cache to invalidate).
 */
export async function configValue<K extends ConfigKey>(db: Db, key: K): Promise<ConfigValue<K>> {
  const [row] = await db.select({ v: sysConfig.configValue }).from(sysConfig).where(eq(sysConfig.configKey, key)).limit(1);
  return KEYS[key](row?.v) as ConfigValue<K>;
}
