import { pageRoutes } from './page-registry.tsx';
import { sessionStore } from '../stores/session-store.ts';
import { findEntry } from './find-entry.ts';

/**
 * How far a page is made ready: `open`, it is about to open (a reload's address, a menu entry pointed at), so its
 * code loads and its route's loader asks for what it shows first; `idle`, it may open next (the menu idling), so a
 * list's code and declaration load and a page of its own (a dashboard, with its charts) is left alone; `code`, it
 * opens at an address with a query, which it searches with itself.
 */
export type Readiness = 'open' | 'idle' | 'code';

/**
 * The page at `path` made ready before it draws: its code through the route's own loadable (drawing it later
 * finds it settled and never shows the loading state) and its route's loader. Resolves when the code has loaded
 * and the loader has asked.
 */
export function preparePage(path: string, readiness: Readiness): Promise<unknown> {
  const match = findEntry(sessionStore.get().entries, path);
  const route = match && pageRoutes[match.entry.component];
  if (!route) return Promise.resolve();
  const code = readiness !== 'idle' || route.loader ? route.Page.preload() : undefined;
  const data = readiness !== 'code' && route.loader?.({ rows: readiness === 'open' });
  return Promise.all([code, data]);
}
