import { Activity, Suspense, useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { Outlet, UNSAFE_LocationContext, useLocation, useNavigationType, type Location } from 'react-router';
import { PageLoading } from '../../components/page-loading.tsx';
import { findEntry } from '../../routing/find-entry.ts';
import { RouteParamsContext, useCurrentRoute } from '../../routing/use-current-route.ts';
import { sessionStore } from '../../stores/session-store.ts';
import { keepPageAlive, tagsStore } from '../../stores/tags-store.ts';
import { USER_SCROLL } from '../../lib/scroll-to.ts';
import { pageRegistry } from './page-registry.tsx';

/**
 * A page behind its tab: mounted once and hidden while another shows, so its search form, paging
 * and rows stay as left (its effects pause). It keeps seeing the address it was last shown at.
 */
function KeptPage({ path, active }: { path: string; active: boolean }) {
  const location = useLocation();
  const navigationType = useNavigationType();
  const entries = sessionStore.use((s) => s.entries);
  const match = useMemo(() => findEntry(entries, path), [entries, path]);
  const lastShown = useRef<Location>(location);
  if (active) lastShown.current = location;
  const shownAt = lastShown.current;
  const locationContext = useMemo(() => ({ location: shownAt, navigationType }), [shownAt, navigationType]);
  const Page = match && pageRegistry[match.entry.component];
  if (!Page) return null;
  return (
    <Activity mode={active ? 'visible' : 'hidden'}>
      <UNSAFE_LocationContext.Provider value={locationContext}>
        <RouteParamsContext.Provider value={match.params}>
          <Suspense fallback={<PageLoading />}>
            <Page />
          </Suspense>
        </RouteParamsContext.Provider>
      </UNSAFE_LocationContext.Provider>
    </Activity>
  );
}

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
    attempt();
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
  const { pathname } = useLocation();
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
  return paths.map((path) => <KeptPage key={path} path={path} active={path === shown} />);
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
