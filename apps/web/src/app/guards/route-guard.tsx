import { Suspense, useEffect } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { PageLoading } from '../../components/page-loading.tsx';
import { feedback } from '../../lib/feedback.ts';
import { loadSession, sessionStore } from '../../stores/session-store.ts';
import { decide } from '../../routing/guard-rules.ts';

/** Carries out decide(): redirects, or loads the session (then the same navigation renders), or shows the page. */
export function RouteGuard() {
  const location = useLocation();
  const navigate = useNavigate();
  const token = sessionStore.use((s) => s.token);
  const status = sessionStore.use((s) => s.status);
  const decision = decide(location.pathname, location.search, { hasToken: !!token, loaded: status === 'ready' });

  useEffect(() => {
    if (decision.kind !== 'load' || status !== 'idle') return;
    loadSession().catch((error: Error) => {
      feedback().message.error(error.message);
      navigate('/', { replace: true });
    });
  }, [decision.kind, status, navigate]);

  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  if (decision.kind === 'load') return <PageLoading />;
  return (
    <Suspense fallback={<PageLoading />}>
      <Outlet />
    </Suspense>
  );
}
