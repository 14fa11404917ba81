import { ALL_PERMISSION, SUPER_ADMIN_ROLE } from './constants.ts';

/**
 * Permission and role checks of spec §6, used by the server guard and the
 * console's v-hasPermi equivalents so both sides agree on every rule.
 */
export function hasPermiAny(granted: readonly string[], wanted: readonly string[]): boolean {
  if (wanted.length === 0) return false;
  if (granted.includes(ALL_PERMISSION)) return true;
  return wanted.some((p) => granted.includes(p));
}

export function hasPermiAll(granted: readonly string[], wanted: readonly string[]): boolean {
  if (wanted.length === 0) return false;
  if (granted.includes(ALL_PERMISSION)) return true;
  return wanted.every((p) => granted.includes(p));
}

export function hasRoleAny(granted: readonly string[], wanted: readonly string[]): boolean {
  if (wanted.length === 0) return false;
  if (granted.includes(SUPER_ADMIN_ROLE)) return true;
  return wanted.some((r) => granted.includes(r));
}

export function hasRoleAll(granted: readonly string[], wanted: readonly string[]): boolean {
  if (wanted.length === 0) return false;
  if (granted.includes(SUPER_ADMIN_ROLE)) return true;
  return wanted.every((r) => granted.includes(r));
}
