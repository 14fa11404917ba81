import type { NavRoute } from '../../routing/route-builder.ts';
import { HOME_PATH } from '../../routing/static-routes.ts';

/** What one sidebar or top-nav entry shows; `key` is the path (or URL) it opens. */
export interface MenuNode {
  key: string;
  title: string;
  icon?: string;
  external: boolean;
  query?: Record<string, string>;
  children?: MenuNode[];
}

const leaf = (node: NavRoute, parent: NavRoute): MenuNode => ({
  key: node.path,
  title: node.title ?? parent.title ?? '',
  icon: node.icon || parent.icon,
  external: node.external,
  query: node.query,
});

/**
 * The sidebar rules of spec §2: hidden entries are left out, and a group with
 * one visible child shows that child in its place unless it is alwaysShow.
 */
export function menuTree(routes: NavRoute[]): MenuNode[] {
  const nodes: MenuNode[] = [];
  for (const route of routes) {
    if (route.hidden) continue;
    const shown = route.children.filter((c) => !c.hidden);
    const only = shown.length === 1 ? shown[0] : undefined;
    let node: MenuNode;
    if (!route.alwaysShow && shown.length === 0) node = leaf(route, route);
    else if (!route.alwaysShow && only && only.children.length === 0) node = leaf(only, route);
    else node = { key: route.path, title: route.title ?? '', icon: route.icon, external: route.external, children: menuTree(route.children) };
    if (node.title) nodes.push(node);
  }
  return nodes;
}

/** Home is a constant route: first in the sidebar like in the server's menu. */
export const homeNav: NavRoute = { path: HOME_PATH, title: 'home', icon: 'dashboard', hidden: false, alwaysShow: false, external: false, children: [] };

/** Submenu keys that lead to a path (paths nest, so a prefix is an ancestor). */
export const ancestorKeys = (path: string, nodes: MenuNode[]): string[] =>
  nodes.flatMap((n) => (n.children && (path === n.key || path.startsWith(`${n.key}/`)) ? [n.key, ...ancestorKeys(path, n.children)] : []));

export function findNode(nodes: MenuNode[], key: string): MenuNode | undefined {
  for (const n of nodes) {
    if (n.key === key) return n;
    const inner = n.children && findNode(n.children, key);
    if (inner) return inner;
  }
  return undefined;
}
