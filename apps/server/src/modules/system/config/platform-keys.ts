import type { LoginUser } from '../../../lib/session.ts';
import { forbidden } from '../../../lib/errors.ts';
import { seesEverything } from '../access/user-access.ts';
import { isServerKey } from './config-value.ts';

/**
 * Parameters that hold for every organization at once: built-in ones, those
 * the server reads and the whole `sys.` family (sign-in lockout, captcha,
 * registration, the initial password, log retention).
 */
const isPlatformKey = (key: string, configType?: unknown) => configType === 'Y' || key.startsWith('sys.') || isServerKey(key);

/** A user scoped to some organizations must not switch such a parameter for all of them. */
export function assertMayChange(user: LoginUser, rows: { configKey: string; configType?: unknown }[]): void {
  if (seesEverything(user)) return;
  const platform = rows.find((r) => isPlatformKey(r.configKey, r.configType));
  if (platform) throw forbidden('config.platformOnly', { key: platform.configKey });
}
