import { PUBLIC_PATHS } from './static-routes.ts';

export type Decision = { kind: 'allow' } | { kind: 'load' } | { kind: 'redirect'; to: string };

/**
 * The navigation rules of spec §2/§4 as a pure function: the guard component
 * only carries out what this returns.
 */
export function decide(pathname: string, search: string, session: { hasToken: boolean; loaded: boolean }): Decision {
  const isPublic = PUBLIC_PATHS.includes(pathname);
  if (!session.hasToken) {
    return isPublic ? { kind: 'allow' } : { kind: 'redirect', to: `/login?redirect=${encodeURIComponent(pathname + search)}` };
  }
  if (pathname === '/login') return { kind: 'redirect', to: '/' };
  if (isPublic || session.loaded) return { kind: 'allow' };
  return { kind: 'load' };
}

/** Where to go after signing in: the page that sent the user to /login, never another site. */
export function redirectTarget(redirect: string | null): string {
  if (!redirect || !redirect.startsWith('/') || redirect.startsWith('//')) return '/';
  return redirect;
}
