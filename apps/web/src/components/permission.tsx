import type { ReactNode } from 'react';
import { hasPermiAll, hasPermiAny, hasRoleAll, hasRoleAny } from '@cniot/contract/system/auth';
import { sessionStore } from '../stores/session-store.ts';

/** The signed-in user's checks (spec §6); the rules themselves are the contract's, shared with the server. */
export function usePermission() {
  const permissions = sessionStore.use((s) => s.permissions);
  const roles = sessionStore.use((s) => s.roles);
  return {
    hasPermi: (...wanted: string[]) => hasPermiAny(permissions, wanted),
    hasPermiAll: (...wanted: string[]) => hasPermiAll(permissions, wanted),
    hasRole: (...wanted: string[]) => hasRoleAny(roles, wanted),
    hasRoleAll: (...wanted: string[]) => hasRoleAll(roles, wanted),
  };
}

interface AuthProps {
  perms?: string[];
  roles?: string[];
  /** any (default): one of them suffices; all: every one is needed. */
  mode?: 'any' | 'all';
  children: ReactNode;
}

/** Renders its children only for users who pass; what they may not use is not there at all. */
export function Auth({ perms, roles, mode = 'any', children }: AuthProps) {
  const p = usePermission();
  const permOk = !perms || (mode === 'all' ? p.hasPermiAll(...perms) : p.hasPermi(...perms));
  const roleOk = !roles || (mode === 'all' ? p.hasRoleAll(...roles) : p.hasRole(...roles));
  return permOk && roleOk ? <>{children}</> : null;
}
