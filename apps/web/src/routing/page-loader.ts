import type { Resource } from '../components/list-page/resource.ts';
import { firstListCall, prefetchFirstList } from '../components/list-page/use-list-query.ts';

/**
 * What a page fetches first, declared beside its route (page-registry.tsx): the one place that says it. The route
 * guard runs it on a reload, the menu when an entry is pointed at; `rows: false` (the menu idling) only makes it
 * ready, so that pointed at later it asks at once, before the click draws the page.
 */
export interface PageLoader {
  (opts: { rows: boolean }): Promise<unknown>;
  /** That first fetch as the GET address it sends, when it is one: index.html asks for it before any script loads. */
  firstCall(): Promise<string | undefined>;
}

type Load<T> = () => Promise<{ default: T }>;

/** A list page's loader: its first rows (and their dictionaries), asked for with the query the page opens with. */
export function listLoader(load: Load<Resource>): PageLoader {
  let declared: Resource | undefined;
  const ready = async () => (declared ??= (await load()).default);
  const loader = async ({ rows }: { rows: boolean }) => {
    // Synchronously once declared: a click draws the new page before any promise of it settles.
    const resource = declared ?? (await ready());
    if (rows) prefetchFirstList(resource);
  };
  return Object.assign(loader, { firstCall: async () => firstListCall(await ready()) });
}
