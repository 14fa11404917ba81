import { hasPermiAny, hasRoleAny } from '@cniot/contract/system/auth';

export interface MenuMeta {
  title: string;
  icon?: string;
  noCache?: boolean;
  link?: string | null;
  affix?: boolean;
  activeMenu?: string;
}

/** One entry of GET /getRouters (RuoYi's RouterVo). */
export interface RouterMenu {
  name?: string;
  path: string;
  hidden?: boolean;
  alwaysShow?: boolean;
  redirect?: string;
  component?: string;
  query?: string;
  meta?: MenuMeta;
  children?: RouterMenu[];
}

/** A menu node with its path resolved: what the sidebar, top nav and search show. */
export interface NavRoute {
  path: string;
  title?: string;
  icon?: string;
  hidden: boolean;
  alwaysShow: boolean;
  external: boolean;
  query?: Record<string, string>;
  children: NavRoute[];
}

export interface Crumb {
  title: string;
  path?: string;
}

/** A page the router can show: a registry key (or InnerLink) at an absolute path pattern. */
export interface RouteEntry {
  path: string;
  name: string;
  component: string;
  meta: MenuMeta;
  parents: Crumb[];
  query?: Record<string, string>;
  permissions?: string[];
  roles?: string[];
}

export interface BuiltRoutes {
  nav: NavRoute[];
  entries: RouteEntry[];
  redirects: { from: string; to: string }[];
}

const WRAPPERS = new Set(['Layout', 'ParentView']);
const NO_REDIRECT = 'noRedirect';

export const isExternal = (path: string) => /^(https?:|mailto:|tel:)/.test(path);

export function resolvePath(base: string, path: string): string {
  if (isExternal(path)) return path;
  if (isExternal(base)) return base;
  const joined = path.startsWith('/') ? path : `${base}/${path}`;
  const normalized = joined.replace(/\/{2,}/g, '/');
  return normalized.length > 1 ? normalized.replace(/\/$/, '') : normalized;
}

/** The menu's `query` is a JSON string of route query parameters; a malformed one is ignored. */
export function parseQuery(query: string | undefined): Record<string, string> | undefined {
  if (!query) return undefined;
  try {
    const parsed: unknown = JSON.parse(query);
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, string>) : undefined;
  } catch {
    return undefined;
  }
}

export function buildRoutes(menus: RouterMenu[]): BuiltRoutes {
  const entries: RouteEntry[] = [];
  const redirects: BuiltRoutes['redirects'] = [];

  const visit = (menu: RouterMenu, base: string, parents: Crumb[]): NavRoute => {
    const path = resolvePath(base, menu.path);
    const external = isExternal(path);
    const query = parseQuery(menu.query);
    const title = menu.meta?.title;
    if (menu.component && !WRAPPERS.has(menu.component) && !external) {
      entries.push({ path, name: menu.name || path, component: menu.component, meta: menu.meta ?? { title: menu.name ?? path }, parents, query });
    }
    if (menu.component && WRAPPERS.has(menu.component) && menu.redirect && menu.redirect !== NO_REDIRECT) {
      redirects.push({ from: path, to: menu.redirect });
    }
    const crumb: Crumb[] = title ? [{ title, path: menu.redirect && menu.redirect !== NO_REDIRECT ? menu.redirect : undefined }] : [];
    return {
      path,
      title,
      icon: menu.meta?.icon,
      hidden: !!menu.hidden,
      alwaysShow: !!menu.alwaysShow,
      external,
      query,
      children: (menu.children ?? []).map((child) => visit(child, path, [...parents, ...crumb])),
    };
  };

  const nav = menus.map((menu) => visit(menu, '', []));
  return { nav, entries, redirects };
}

/** §6: a guarded constant route is added only for users with any of its permissions or roles. */
export function permittedEntries(entries: RouteEntry[], permissions: string[], roles: string[]): RouteEntry[] {
  return entries.filter((e) => {
    if (e.permissions) return hasPermiAny(permissions, e.permissions);
    if (e.roles) return hasRoleAny(roles, e.roles);
    return true;
  });
}
