import { Navigate, useLocation } from 'react-router';
import { sessionStore } from '../stores/session-store.ts';
import { pageRegistry } from './page-registry.tsx';
import { useCurrentRoute } from './use-current-route.ts';

/**
 * Every path inside the layout: one the user's route table does not have goes to its redirect or 404.
 * The pages themselves are drawn by kept-pages.tsx, which keeps them alive across tabs; inner-link
 * pages are iframes the layout keeps.
 */
export function DynamicPage() {
  const { pathname } = useLocation();
  const match = useCurrentRoute();
  const redirects = sessionStore.use((s) => s.routes.redirects);

  if (!match) {
    const redirect = redirects.find((r) => r.from === pathname);
    return <Navigate to={redirect?.to ?? '/404'} replace />;
  }
  if (match.entry.component !== 'InnerLink' && !pageRegistry[match.entry.component]) return <Navigate to="/404" replace />;
  return null;
}
