import { Activity, memo, Suspense, useContext, useEffect, useLayoutEffect, useMemo, useRef, type ContextType } from 'react';
import { Outlet, UNSAFE_LocationContext, UNSAFE_RouteContext, useLocation, useNavigationType, type Location, type NavigationType } from 'react-router';
import { PageLoading } from '../components/page-loading.tsx';
import { findEntry } from './find-entry.ts';
import { RouteParamsContext, useCurrentRoute } from './use-current-route.ts';
import { sessionStore } from '../stores/session-store.ts';
import { keepPageAlive, tagsStore } from '../stores/tags-store.ts';
import { USER_SCROLL } from '../lib/scroll-to.ts';
import { pageKeyOf } from '@cniot/contract/manifest/define';
import { MANIFESTS } from '@cniot/contract/manifest/registry';
import type { Resource } from '../components/list-page/resource.ts';
import { prefetchFirstList } from '../components/list-page/use-list-query.ts';
import { setPagePrefetch } from '../layout/page-prefetch.ts';
import { pageRegistry, resourceOf } from './page-registry.tsx';

/** Where a kept page was last shown, as its router hooks see it. */
interface Shown {
  location: Location;
  navigationType: NavigationType;
  route: ContextType<typeof UNSAFE_RouteContext>;
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
  const Page = match && pageRegistry[match.entry.component];
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
      <UNSAFE_LocationContext.Provider value={locationContext}>
        <UNSAFE_RouteContext.Provider value={routeContext}>
          <RouteParamsContext.Provider value={match.params}>{page}</RouteParamsContext.Provider>
        </UNSAFE_RouteContext.Provider>
      </UNSAFE_LocationContext.Provider>
    </Activity>
  );
});

/** Frames a page shown again has to grow back to its height (its tables re-measure) before its scroll is given up. */
const RESTORE_FRAMES = 60;

/**
 * The window scrolls, not the page: each page's position is noted while it shows and put back when
 * it shows again. A page shown again re-runs its effects and can be short for a few frames, which
 * clamps the scroll: it is put back on each frame until it holds, and the clamped positions of
 * those frames are not noted as the page's own.
 */
function useScrollPerPage(shown: string | undefined) {
  const positions = useRef(new Map<string, number>());
  const current = useRef(shown);
  const restoring = useRef(false);
  useLayoutEffect(() => {
    current.current = shown;
    const top = (shown && positions.current.get(shown)) || 0;
    let frame = 0;
    let frames = 0;
    const done = () => {
      restoring.current = false;
      cancelAnimationFrame(frame);
    };
    const attempt = () => {
      if (!restoring.current) return;
      window.scrollTo(0, top);
      if (Math.abs(window.scrollY - top) <= 1 || ++frames > RESTORE_FRAMES) done();
      else frame = requestAnimationFrame(attempt);
    };
    restoring.current = true;
    // From the next frame, not here: reading the scroll mid-commit lays out the whole page once more before it paints.
    frame = requestAnimationFrame(attempt);
    return done;
  }, [shown]);
  useEffect(() => {
    const note = () => !restoring.current && current.current && positions.current.set(current.current, window.scrollY);
    // The user scrolling while a position is put back wins over it.
    const userScrolls = () => (restoring.current = false);
    window.addEventListener('scroll', note, { passive: true });
    for (const type of USER_SCROLL) window.addEventListener(type, userScrolls, { passive: true });
    return () => {
      window.removeEventListener('scroll', note);
      for (const type of USER_SCROLL) window.removeEventListener(type, userScrolls);
    };
  }, []);
}

/** The shown page and those kept alive behind open tabs (at most MAX_ALIVE; the menu's noCache opts out). */
function KeptPages() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const route = useContext(UNSAFE_RouteContext);
  const { pathname } = location;
  const current = useCurrentRoute();
  const alive = tagsStore.use((s) => s.alive);
  const shown = current && pageRegistry[current.entry.component] ? pathname : undefined;
  const keep = !!shown && !current?.entry.meta.noCache;
  useEffect(() => {
    if (keep) keepPageAlive(pathname);
  }, [keep, pathname]);
  useScrollPerPage(shown);
  // Sorted, not by recency: reordering would move the pages' DOM on every tab switch.
  const paths = [...new Set(shown ? [...alive, shown] : alive)].sort();
  return paths.map((path) => <KeptPage key={path} path={path} shown={path === shown ? { location, navigationType, route } : undefined} />);
}

/** Declarations loaded for the menu, by manifest name: pointed at again, a page's first rows are asked for at once. */
const declared = new Map<string, Resource>();

/**
 * A page opened from the menu: its code (through the registry's own loader, so that drawing it later
 * finds it settled and never shows the loading state), a list's declaration, and on request (the entry
 * pointed at) its first rows, with the query the page opens with. A page of its own (a dashboard, with
 * its charts) loads only when pointed at, not while the menu idles.
 */
setPagePrefetch(async (path, { rows }) => {
  const match = findEntry(sessionStore.get().entries, path);
  const m = match && MANIFESTS.find((x) => x.menu && !x.menu.custom && pageKeyOf(x) === match.entry.component);
  const code = match && (m || rows) ? pageRegistry[match.entry.component]?.preload() : undefined;
  if (!m) return code;
  // Synchronously when it can: a click draws the new page before any promise of it settles.
  let resource = declared.get(m.name);
  if (!resource) {
    [{ default: resource }] = await Promise.all([resourceOf(m)(), code]);
    declared.set(m.name, resource);
  }
  if (rows) prefetchFirstList(resource);
  return code;
});

/** Inside the layout: the routes' own output (redirects, 404s, inner links) and the pages themselves. */
export default function PageHost() {
  return (
    <>
      <Outlet />
      <KeptPages />
    </>
  );
}
