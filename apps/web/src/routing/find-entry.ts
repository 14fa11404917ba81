import { matchRoutes } from 'react-router';
import type { RouteEntry } from './route-builder.ts';

export interface EntryMatch {
  entry: RouteEntry;
  params: Record<string, string | undefined>;
}

/** The page at a path, ranked the way React Router ranks (static segments before parameters). */
export function findEntry(entries: RouteEntry[], pathname: string): EntryMatch | undefined {
  const matches = matchRoutes(
    entries.map((e, i) => ({ path: e.path, id: String(i) })),
    pathname,
  );
  const last = matches?.[matches.length - 1];
  return last ? { entry: entries[Number(last.route.id)], params: last.params } : undefined;
}
