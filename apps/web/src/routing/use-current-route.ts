import { createContext, useContext, useMemo } from 'react';
import { useLocation } from 'react-router';
import { sessionStore } from '../stores/session-store.ts';
import { findEntry, type EntryMatch } from './find-entry.ts';

/** The page entry (title, menu, params) of the current location; undefined on unknown paths. */
export function useCurrentRoute(): EntryMatch | undefined {
  const { pathname } = useLocation();
  const entries = sessionStore.use((s) => s.entries);
  return useMemo(() => findEntry(entries, pathname), [entries, pathname]);
}

/** Dynamic pages sit behind one splat route, so their path parameters come from here, not useParams. */
export const RouteParamsContext = createContext<Record<string, string | undefined>>({});

export const useRouteParams = () => useContext(RouteParamsContext);
