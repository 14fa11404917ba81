import type { IFuseOptions } from 'fuse.js';
import type { NavRoute } from '../../routing/route-builder.ts';

export interface SearchItem {
  path: string;
  /** The menu titles from the top down to the page. */
  title: string[];
  external: boolean;
  query?: Record<string, string>;
}

/** Spec §2: titles weigh 0.7, paths 0.3, threshold 0.4. */
export const searchOptions: IFuseOptions<SearchItem> = {
  shouldSort: true,
  threshold: 0.4,
  location: 0,
  distance: 100,
  minMatchCharLength: 1,
  keys: [
    { name: 'title', weight: 0.7 },
    { name: 'path', weight: 0.3 },
  ],
};

/** Every visible page of the menu, titled by its translated ancestry. */
export function searchPool(routes: NavRoute[], translate: (title: string) => string, prefix: string[] = []): SearchItem[] {
  return routes.flatMap((r) => {
    if (r.hidden) return [];
    const title = r.title ? [...prefix, translate(r.title)] : prefix;
    const visibleChildren = r.children.filter((c) => !c.hidden);
    if (visibleChildren.length) return searchPool(visibleChildren, translate, title);
    return title.length ? [{ path: r.path, title, external: r.external, query: r.query }] : [];
  });
}
