import { Suspense, useEffect } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { loadSession, sessionStore } from '../../stores/session-store.ts';
import { decide } from '../../routing/guard-rules.ts';
import { RouteLoading } from '../route-loading.tsx';

/**
 * The code a signed-in page draws with, and a list page's first rows, fetched while the session loads rather than after it.
 * The shell first: its stylesheet (antd's) must precede the console's own, which override it.
 */
function preloadSignedIn(pathname: string, search: string) {
  void import('../shell.tsx');
  void import('../routing/preload-list.ts').then((m) => m.preloadListPage(pathname, search));
  void import('../../layout/main-layout.tsx');
  void import('../routing/dynamic-page.tsx');
  void import('../routing/kept-pages.tsx');
}

/** Carries out decide(): redirects, or loads the session (then the same navigation renders), or shows the page. */
export function RouteGuard() {
  const location = useLocation();
  const navigate = useNavigate();
  const token = sessionStore.use((s) => s.token);
  const status = sessionStore.use((s) => s.status);
  const decision = decide(location.pathname, location.search, { hasToken: !!token, loaded: status === 'ready' });

  useEffect(() => {
    if (decision.kind !== 'load' || status !== 'idle') return;
    preloadSignedIn(location.pathname, location.search);
    loadSession().catch(async (error: Error) => {
      (await import('../../lib/feedback.ts')).feedback().message.error(error.message);
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
