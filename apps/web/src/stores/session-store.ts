import { DEFAULT_ROLE } from '@cniot/contract/constants';
import { getToken, setToken } from '../lib/cookies.ts';
import { publicCall } from '../lib/request/public-call.ts';
import type { BuiltRoutes, RouteEntry } from '../routing/route-builder.ts';
import type { LoginBody } from '@cniot/contract/system/auth';
import type { SessionUser } from './session-api.ts';
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
  /** While a sign-in is under way: the address it leads to, whose code can load meanwhile. */
  signingInTo?: string;
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

/**
 * RuoYi puts the token beside code/msg; a `data` wrapper is accepted too. Rejects with the message to show.
 * `leadsTo` is where a successful sign-in goes next.
 */
export async function signIn(body: LoginBody, leadsTo: string) {
  sessionStore.set({ signingInTo: leadsTo });
  try {
    const answer = await publicCall<{ token?: string; expiresIn?: number; data?: { token: string } }>('POST', '/login', body);
    const token = answer.data?.token ?? answer.token!;
    setToken(token, answer.expiresIn);
    sessionStore.set({ token, status: 'idle' });
  } finally {
    sessionStore.set({ signingInTo: undefined });
  }
}

let loading: Promise<void> | undefined;

/** The code that loads a session and reads it; the sign-in page has none of it. */
const loadSessionApi = () => import('./session-api.ts');
const loadSessionExpired = () => import('../lib/request/session-expired.ts');
const loadReferenceData = () => import('../lib/reference-data.ts');
const loadRouteBuilder = () => import('../routing/route-builder.ts');
const loadStaticEntries = () => import('../routing/static-entries.ts');

/** Loads that code ahead, as a sign-in under way does. */
export function preloadSessionCode() {
  for (const load of [loadSessionApi, loadSessionExpired, loadReferenceData, loadRouteBuilder, loadStaticEntries]) void load();
}

/**
 * §4: countries, organizations, the user and the routes, asked for together. A 401 here means "log in", not a dialog.
 * What it needs loads with it: the sign-in page has none of it. `prepare` loads what the first render will draw
 * (the session's user and routes are set by then) before the session is ready, so that render does not stop
 * midway for code or rows; its failure shows when drawing.
 */
export function loadSession(prepare?: () => Promise<unknown>): Promise<void> {
  loading ??= (async () => {
    sessionStore.set({ status: 'loading' });
    const [api, expired, { prefetchReferenceData }] = await Promise.all([loadSessionApi(), loadSessionExpired(), loadReferenceData()]);
    expired.suppressRelogin(true);
    try {
      // The calls go out first; what reads their answers (and its schema library) loads meanwhile. The
      // reference data is asked for with them but not waited on: the forms that use it wait for it themselves.
      void prefetchReferenceData();
      const [[info, menus], builder, { staticEntries }] = await Promise.all([Promise.all([api.getInfo(), api.getRouters()]), loadRouteBuilder(), loadStaticEntries()]);
      const roles = info.roles?.length ? info.roles : [DEFAULT_ROLE];
      const permissions = info.permissions ?? [];
      const routes = builder.buildRoutes(menus);
      const entries = [...builder.permittedEntries(staticEntries, permissions, roles), ...routes.entries];
      sessionStore.set({ user: info.user, roles, permissions, routes, entries });
      await prepare?.().catch(() => undefined);
      sessionStore.set({ status: 'ready' });
    } catch (error) {
      await (await import('../lib/sign-out.ts')).endSession();
      sessionStore.set({ token: undefined, status: 'idle' });
      throw error;
    } finally {
      expired.suppressRelogin(false);
      loading = undefined;
    }
  })();
  return loading;
}

export async function signOut() {
  await (await import('../lib/sign-out.ts')).signOutAndReload();
}

export function updateUser(patch: Partial<SessionUser>) {
  sessionStore.set((s) => ({ user: s.user ? { ...s.user, ...patch } : s.user }));
}
