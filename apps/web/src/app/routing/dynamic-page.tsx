import { Navigate, useLocation } from 'react-router';
import { sessionStore } from '../../stores/session-store.ts';
import { pageRegistry } from './page-registry.tsx';
import { RouteParamsContext, useCurrentRoute } from '../../routing/use-current-route.ts';

/** Every page inside the layout: found in the user's route table, drawn from the page registry, else 404. */
export function DynamicPage() {
  const { pathname } = useLocation();
  const match = useCurrentRoute();
  const redirects = sessionStore.use((s) => s.routes.redirects);

  if (!match) {
    const redirect = redirects.find((r) => r.from === pathname);
    return <Navigate to={redirect?.to ?? '/404'} replace />;
  }
  // Inner-link pages are iframes the layout keeps alive; the route itself draws nothing.
  if (match.entry.component === 'InnerLink') return null;
  const Page = pageRegistry[match.entry.component];
  if (!Page) return <Navigate to="/404" replace />;
  return (
    <RouteParamsContext.Provider value={match.params}>
      <Page key={pathname} />
    </RouteParamsContext.Provider>
  );
}
