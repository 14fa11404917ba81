import type { NavRoute } from '../../routing/route-builder.ts';

export const TOP_NAV_ITEM_WIDTH = 85;
export const TOP_NAV_DEFAULT_COUNT = 5;

/** Spec §2: a third of the window's width, one item per 85 px. */
export const visibleTopCount = (windowWidth: number) => Math.floor(windowWidth / 3 / TOP_NAV_ITEM_WIDTH);

/** A horizontal menu entry beside its text: 20 px padding a side, the 14 px icon and its 10 px gap. */
export const TOP_NAV_ITEM_EXTRA = 64;

/**
 * How many entries show in one row: at most `max` (the spec's count), and only as many as fit in
 * `available` px with room left for "More" while entries remain for it. `widths` are the entries' widths.
 */
export function fittingTopCount(widths: number[], available: number, moreWidth: number, max: number): number {
  const limit = Math.min(max, widths.length);
  let used = 0;
  for (let i = 0; i < limit; i++) {
    const more = i + 1 < widths.length ? moreWidth : 0;
    if (used + widths[i] + more > available) return i;
    used += widths[i];
  }
  return limit;
}

/** Top entries: visible roots, with a root '/' wrapper replaced by its page. */
export function topRoutes(nav: NavRoute[]): NavRoute[] {
  return nav.filter((r) => !r.hidden).flatMap((r) => (r.path === '/' ? r.children.slice(0, 1) : [r]));
}

/** The top entry a path belongs to: its first segment. */
export function sectionOf(pathname: string): string {
  const second = pathname.indexOf('/', 1);
  return second > 0 ? pathname.slice(0, second) : pathname;
}
