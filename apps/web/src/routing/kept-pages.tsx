import { Activity, memo, Suspense, useContext, useEffect, useMemo, useRef, type ContextType } from 'react';
import { Outlet, useLocation, useNavigationType, type Location, type NavigationType } from 'react-router';
import { PageLoading } from '../components/page-loading.tsx';
import { findEntry } from './find-entry.ts';
import { LocationContext, RouteContext } from './router-internals.ts';
import { RouteParamsContext, useCurrentRoute } from './use-current-route.ts';
import { useScrollPerPage } from './use-scroll-per-page.ts';
import { sessionStore } from '../stores/session-store.ts';
import { keepPageAlive, tagsStore } from '../stores/tags-store.ts';
import { pageRoutes } from './page-registry.tsx';

/** Where a kept page was last shown, as its router hooks see it. */
interface Shown {
  location: Location;
  navigationType: NavigationType;
  route: ContextType<typeof RouteContext>;
}

const samePlace = (a: Location, b: Location) => a.pathname === b.pathname && a.search === b.search && a.hash === b.hash && a.state === b.state;

/**
 * A page behind its tab: mounted once and hidden while another shows, so its search form, paging
 * and rows stay as left (its effects pause). It keeps seeing the address it was last shown at: a
 * hidden page is not drawn again when the address changes, and one shown again at the same address
 * sees the same router values as before, so only its visibility changes.
 */
const KeptPage = memo(function KeptPage({ path, shown }: { path: string; shown?: Shown }) {
  const entries = sessionStore.use((s) => s.entries);
  const match = useMemo(() => findEntry(entries, path), [entries, path]);
  const last = useRef(shown);
  if (shown && (!last.current || !samePlace(last.current.location, shown.location))) last.current = shown;
  const { location, navigationType, route } = last.current ?? {};
  const locationContext = useMemo(() => location && { location, navigationType: navigationType! }, [location, navigationType]);
  // The page host's own outlet (redirects, 404s) is not the page's.
  const routeContext = useMemo(() => route && { ...route, outlet: null }, [route]);
  const Page = match && pageRoutes[match.entry.component]?.Page;
  const page = useMemo(
    () =>
      Page && (
        <Suspense fallback={<PageLoading />}>
          <Page />
        </Suspense>
      ),
    [Page],
  );
  if (!match || !page || !locationContext || !routeContext) return null;
  return (
    <Activity mode={shown ? 'visible' : 'hidden'}>
      <LocationContext.Provider value={locationContext}>
        <RouteContext.Provider value={routeContext}>
          <RouteParamsContext.Provider value={match.params}>{page}</RouteParamsContext.Provider>
        </RouteContext.Provider>
      </LocationContext.Provider>
    </Activity>
  );
});

/** The shown page and those kept alive behind open tabs (at most MAX_ALIVE; the menu's noCache opts out). */
function KeptPages() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const route = useContext(RouteContext);
  const { pathname } = location;
  const current = useCurrentRoute();
  const alive = tagsStore.use((s) => s.alive);
  const shown = current && pageRoutes[current.entry.component] ? pathname : undefined;
  const keep = !!shown && !current?.entry.meta.noCache;
  useEffect(() => {
    if (keep) keepPageAlive(pathname);
  }, [keep, pathname]);
  useScrollPerPage(shown);
  // Sorted, not by recency: reordering would move the pages' DOM on every tab switch.
  const paths = [...new Set(shown ? [...alive, shown] : alive)].sort();
  return paths.map((path) => <KeptPage key={path} path={path} shown={path === shown ? { location, navigationType, route } : undefined} />);
}

/** Inside the layout: the routes' own output (redirects, 404s, inner links) and the pages themselves. */
export default function PageHost() {
  return (
    <>
      <Outlet />
      <KeptPages />
    </>
  );
}
