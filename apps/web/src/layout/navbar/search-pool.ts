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

/** Whether `a` becomes `b` by at most one letter changed, added, dropped or two swapped. */
function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  const rest = (x: string, y: string) => a.slice(i + x.length) === b.slice(i + y.length);
  return rest('a', 'b') || rest('a', '') || rest('', 'b') || (a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2));
}

const wordsOf = (text: string) =>
  text
    .toLowerCase()
    .split(/[\s>/_\-.·]+/)
    .filter(Boolean);

/** How well the page's own title answers `q`: 0 begins with it, 1 a word begins with it, 2 a word begins with it but for one letter, 3 an ancestor's word does, 4 only fuzzy or by path. */
function tier(q: string, item: SearchItem): number {
  const page = item.title[item.title.length - 1]?.toLowerCase() ?? '';
  if (page.startsWith(q)) return 0;
  const words = wordsOf(page);
  if (words.some((w) => w.startsWith(q))) return 1;
  const nearly = (w: string) => q.length >= 3 && (withinOneEdit(q, w.slice(0, q.length)) || withinOneEdit(q, w.slice(0, q.length + 1)));
  if (words.some(nearly)) return 2;
  return item.title.slice(0, -1).some((t) => wordsOf(t).some((w) => w.startsWith(q) || nearly(w))) ? 3 : 4;
}

/**
 * Fuse's results with pages whose title begins a word with the query first
 * ("metr" finds "Electricity meter" before "Parameters", which only matches
 * inside a word); within a tier Fuse's order stands.
 */
export function rankResults(query: string, results: SearchItem[]): SearchItem[] {
  const q = query.trim().toLowerCase();
  if (!q) return results;
  return results
    .map((item, index) => ({ item, index, tier: tier(q, item) }))
    .sort((a, b) => a.tier - b.tier || a.index - b.index)
    .map((r) => r.item);
}
