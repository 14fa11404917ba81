import type { NavRoute } from '../../routing/route-builder.ts';

export const TOP_NAV_ITEM_WIDTH = 85;
export const TOP_NAV_DEFAULT_COUNT = 5;

/** Spec §2: a third of the window's width, one item per 85 px. */
export const visibleTopCount = (windowWidth: number) => Math.floor(windowWidth / 3 / TOP_NAV_ITEM_WIDTH);

/** Top entries: visible roots, with a root '/' wrapper replaced by its page. */
export function topRoutes(nav: NavRoute[]): NavRoute[] {
  return nav.filter((r) => !r.hidden).flatMap((r) => (r.path === '/' ? r.children.slice(0, 1) : [r]));
}

/** The top entry a path belongs to: its first segment. */
export function sectionOf(pathname: string): string {
  const second = pathname.indexOf('/', 1);
  return second > 0 ? pathname.slice(0, second) : pathname;
}
