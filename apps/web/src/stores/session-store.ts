import { DEFAULT_ROLE } from '@cniot/contract/constants';
import { getToken, setToken } from '../lib/cookies.ts';
import { suppressRelogin } from '../lib/request/session-expired.ts';
import { endSession, signOutAndReload } from '../lib/sign-out.ts';
import { prefetchReferenceData } from '../lib/reference-data.ts';
import { buildRoutes, permittedEntries, type BuiltRoutes, type RouteEntry } from '../routing/route-builder.ts';
import { staticEntries } from '../routing/static-routes.ts';
import type { LoginBody } from '@cniot/contract/auth';
import { getInfo, getRouters, login as loginCall, type SessionUser } from './session-api.ts';
import { createStore } from './create-store.ts';

interface SessionState {
  token: string | undefined;
  status: 'idle' | 'loading' | 'ready';
  user: SessionUser | null;
  roles: string[];
  permissions: string[];
  routes: BuiltRoutes;
  /** Every page the user may open: static, permitted guarded and server-supplied. */
  entries: RouteEntry[];
}

const empty: BuiltRoutes = { nav: [], entries: [], redirects: [] };

export const sessionStore = createStore<SessionState>({
  token: getToken(),
  status: 'idle',
  user: null,
  roles: [],
  permissions: [],
  routes: empty,
  entries: [],
});

export async function signIn(body: LoginBody) {
  const token = await loginCall(body);
  setToken(token);
  sessionStore.set({ token, status: 'idle' });
}

let loading: Promise<void> | undefined;

/** §4: countries, organizations and the user, then the routes. A 401 here means "log in", not a dialog. */
export function loadSession(): Promise<void> {
  loading ??= (async () => {
    sessionStore.set({ status: 'loading' });
    suppressRelogin(true);
    try {
      const [info] = await Promise.all([getInfo(), prefetchReferenceData()]);
      const roles = info.roles?.length ? info.roles : [DEFAULT_ROLE];
      const permissions = info.permissions ?? [];
      const routes = buildRoutes(await getRouters());
      const entries = [...permittedEntries(staticEntries, permissions, roles), ...routes.entries];
      sessionStore.set({ status: 'ready', user: info.user, roles, permissions, routes, entries });
    } catch (error) {
      await endSession();
      sessionStore.set({ token: undefined, status: 'idle' });
      throw error;
    } finally {
      suppressRelogin(false);
      loading = undefined;
    }
  })();
  return loading;
}

export const signOut = signOutAndReload;

export function updateUser(patch: Partial<SessionUser>) {
  sessionStore.set((s) => ({ user: s.user ? { ...s.user, ...patch } : s.user }));
}
