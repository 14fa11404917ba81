import type { RouterNode } from '@cniot/contract/system/system-menu';

export interface MenuRow {
  menuId: number;
  parentId: number;
  menuName: string;
  path: string;
  component: string | null;
  query: string | null;
  routeName: string;
  isFrame: string;
  isCache: string;
  menuType: string;
  visible: string;
  icon: string;
  children?: MenuRow[];
}

const LAYOUT = 'Layout';
const PARENT_VIEW = 'ParentView';
const INNER_LINK = 'InnerLink';

const isHttp = (path: string) => /^https?:\/\//.test(path);
/** A page at the top level: it is wrapped in the layout under '/' (a top-level inner link is handled on its own). */
const isTopPage = (m: MenuRow) => m.parentId === 0 && m.menuType === 'C' && m.isFrame === '1' && !isHttp(m.path);
/** An http(s) page shown inside the console frame rather than in a new window. */
const isInnerLink = (m: MenuRow) => m.isFrame === '1' && isHttp(m.path);
const innerLinkPath = (path: string) =>
  path
    .replace(/^https?:\/\//, '')
    .replace(/^www\./, '')
    .replace(/[.:]/g, '/');
const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const routeName = (m: MenuRow, path = m.path) => m.routeName || capitalize(path);
const meta = (m: MenuRow) => ({ title: m.menuName, icon: m.icon, noCache: m.isCache === '1', link: isHttp(m.path) ? m.path : null });

function routerPath(m: MenuRow): string {
  if (m.parentId !== 0 && isInnerLink(m)) return innerLinkPath(m.path);
  if (m.parentId === 0 && m.menuType === 'M' && m.isFrame === '1') return `/${m.path}`;
  if (isTopPage(m)) return '/';
  return m.path;
}

function component(m: MenuRow): string {
  if (m.component && !isTopPage(m)) return m.component;
  if (!m.component && m.parentId !== 0 && isInnerLink(m)) return INNER_LINK;
  if (!m.component && m.parentId !== 0 && m.menuType === 'M') return PARENT_VIEW;
  return LAYOUT;
}

/** RuoYi's buildMenus: the menu tree as the console's dynamic routes. */
export function buildRouters(menus: MenuRow[]): RouterNode[] {
  return menus.map((m) => {
    const router: RouterNode = {
      name: isTopPage(m) ? '' : routeName(m),
      path: routerPath(m),
      hidden: m.visible === '1',
      component: component(m),
      query: m.query ?? undefined,
      meta: meta(m),
    };
    if (m.children?.length && m.menuType === 'M') {
      router.alwaysShow = true;
      router.redirect = 'noRedirect';
      router.children = buildRouters(m.children);
    } else if (isTopPage(m)) {
      router.meta = undefined;
      router.children = [{ name: routeName(m), path: m.path, hidden: false, component: m.component ?? '', query: m.query ?? undefined, meta: meta(m) }];
    } else if (m.parentId === 0 && isInnerLink(m)) {
      router.meta = { ...meta(m), link: null };
      router.path = '/';
      const path = innerLinkPath(m.path);
      router.children = [{ name: routeName(m, path), path, hidden: false, component: INNER_LINK, meta: meta(m) }];
    }
    return router;
  });
}
