import type { MenuMeta, RouteEntry } from '../routing/route-builder.ts';
import { HOME_NAME, REDIRECT_PREFIX } from '../routing/static-routes.ts';

/** A visited page as the tags view shows it (spec §3 "Tab"). */
export interface TagView {
  path: string;
  fullPath: string;
  name: string;
  title: string;
  query?: Record<string, string>;
  meta: MenuMeta;
}

const isAffix = (view: TagView) => !!view.meta.affix;

/** A page already open keeps its place; only its query (fullPath) follows the latest visit. */
export function addView(views: TagView[], view: TagView): TagView[] {
  const i = views.findIndex((v) => v.path === view.path);
  if (i === -1) return [...views, view];
  if (views[i].fullPath === view.fullPath) return views;
  return views.map((v, j) => (j === i ? { ...v, fullPath: view.fullPath, query: view.query } : v));
}

export function closeView(views: TagView[], view: TagView): TagView[] {
  return isAffix(view) ? views : views.filter((v) => v.path !== view.path);
}

export function closeOthers(views: TagView[], view: TagView): TagView[] {
  return views.filter((v) => isAffix(v) || v.path === view.path);
}

export function closeLeft(views: TagView[], view: TagView): TagView[] {
  const index = views.findIndex((v) => v.path === view.path);
  if (index === -1) return views;
  return views.filter((v, i) => i >= index || isAffix(v));
}

export function closeRight(views: TagView[], view: TagView): TagView[] {
  const index = views.findIndex((v) => v.path === view.path);
  if (index === -1) return views;
  return views.filter((v, i) => i <= index || isAffix(v));
}

export function closeAll(views: TagView[]): TagView[] {
  return views.filter(isAffix);
}

/**
 * Where to go when the active tab closed: the last remaining tab; with none,
 * the home page is reloaded in place if it was the one closed, else '/'.
 */
export function nextAfterClose(remaining: TagView[], closed: TagView): string {
  const last = remaining[remaining.length - 1];
  if (last) return last.fullPath;
  return closed.name === HOME_NAME ? `${REDIRECT_PREFIX}${closed.fullPath}` : '/';
}

/** Affixed tabs are there from the start, taken from the pages the user may open. */
export function affixViews(entries: RouteEntry[]): TagView[] {
  return entries.filter((e) => e.meta.affix && !e.path.includes(':')).map((e) => ({ path: e.path, fullPath: e.path, name: e.name, title: e.meta.title, meta: e.meta }));
}

/** How many pages stay alive behind their tabs; the least recently shown goes first. */
export const MAX_ALIVE = 10;

/** Pages kept alive, least recently shown first: showing one moves it last, and past `max` the oldest goes. */
export function keepAlive(alive: string[], path: string, max = MAX_ALIVE): string[] {
  const next = [...alive.filter((p) => p !== path), path];
  return next.slice(Math.max(0, next.length - max));
}

/** A page stays alive only while its tab is open. */
export function aliveWithTabs(alive: string[], views: TagView[]): string[] {
  const open = alive.filter((p) => views.some((v) => v.path === p));
  return open.length === alive.length ? alive : open;
}
