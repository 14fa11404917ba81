import { Suspense, useEffect } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { loadSession, preloadSessionCode, sessionStore } from '../stores/session-store.ts';
import { findEntry } from './find-entry.ts';
import { decide } from './guard-rules.ts';
import { loadAllTexts } from '../i18n/i18n.ts';
import { getLanguage } from '../lib/cookies.ts';
import { OPENABLE_LISTS_KEY, startEarlyCalls } from '../lib/request/early-calls.ts';
import { FIRST_LISTS, FIRST_PAGES } from './first-lists.ts';
import { prefetchPage } from '../layout/page-prefetch.ts';
import { RouteLoading } from './route-loading.tsx';
import { loadFrame } from '../app/signed-in.tsx';

/** Every text and the code a signed-in page at `address` draws with (what needs no session). */
function preloadCode(address: string) {
  void loadAllTexts(getLanguage());
  void loadFrame();
  // A page of the seeded menu: its code too, before the session's menu names the page.
  const seeded = FIRST_PAGES[new URL(address, window.location.origin).pathname];
  if (seeded) void import('./page-registry.tsx').then((m) => m.pageRegistry[seeded]?.preload());
}

/**
 * The user, the menu and a list page's first rows (already asked for by index.html on a reload), every text and
 * the code a signed-in page draws with, all fetched while the session loads rather than after it.
 */
function preloadSignedIn(pathname: string, search: string) {
  startEarlyCalls(pathname, search);
  preloadCode(pathname);
}

/** A list page's first rows are waited for this long at most before the console shows: a slow list shows loading instead. */
const FIRST_ROWS_WAIT_MS = 1000;

/** The list queries under way have answered (or this long has passed). */
async function listsAnswered() {
  const { queryClient } = await import('../lib/query-client.ts');
  const busy = () => queryClient.isFetching({ queryKey: ['list'] }) > 0;
  if (!busy()) return;
  await new Promise<void>((resolve) => {
    const stop = queryClient.getQueryCache().subscribe(() => busy() || (stop(), resolve()));
    setTimeout(() => (stop(), resolve()), FIRST_ROWS_WAIT_MS);
  });
}

/**
 * What the first render past the session draws: the frame, the page at the address and, for a list page, its
 * first rows (the page host says how: kept-pages.tsx), so that render draws them all in one pass. An address
 * with a query is left to its page, which searches with it.
 */
async function loadFirstPage(pathname: string, search: string) {
  const { entries } = sessionStore.get();
  localStorage.setItem(OPENABLE_LISTS_KEY, JSON.stringify(Object.keys(FIRST_LISTS).filter((path) => findEntry(entries, path))));
  const match = findEntry(entries, pathname);
  const page = match && import('./page-registry.tsx').then((m) => m.pageRegistry[match.entry.component]?.preload());
  const rows = search ? loadFrame() : loadFrame().then(() => prefetchPage(pathname)).then(listsAnswered);
  await Promise.all([page, rows]);
}

/** Carries out decide(): redirects, or loads the session (then the same navigation renders), or shows the page. */
export function RouteGuard() {
  const location = useLocation();
  const navigate = useNavigate();
  const token = sessionStore.use((s) => s.token);
  const status = sessionStore.use((s) => s.status);
  const signingInTo = sessionStore.use((s) => s.signingInTo);
  const decision = decide(location.pathname, location.search, { hasToken: !!token, loaded: status === 'ready' });

  // The sign-in page loads none of the signed-in code; a sign-in under way loads it beside the sign-in call.
  useEffect(() => {
    if (!signingInTo) return;
    // What the last user could open says nothing of the next one.
    localStorage.removeItem(OPENABLE_LISTS_KEY);
    preloadSessionCode();
    preloadCode(signingInTo);
  }, [signingInTo]);

  useEffect(() => {
    if (decision.kind !== 'load' || status !== 'idle') return;
    preloadSignedIn(location.pathname, location.search);
    loadSession(() => loadFirstPage(location.pathname, location.search)).catch(async (error: Error) => {
      (await import('../lib/feedback.ts')).feedback().message.error(error.message);
      navigate('/', { replace: true });
    });
    // The address is read when a load starts, not watched: a later change starts no other load.
  }, [decision.kind, status, navigate]);

  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  if (decision.kind === 'load') return <RouteLoading />;
  return (
    <Suspense fallback={<RouteLoading />}>
      <Outlet />
    </Suspense>
  );
}
