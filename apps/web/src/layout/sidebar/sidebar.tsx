import { useEffect, useMemo, useRef, useState } from 'react';
import { Layout, Menu, type MenuProps } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { settingsStore } from '../../stores/settings-store.ts';
import { tagsStore } from '../../stores/tags-store.ts';
import { useCurrentRoute } from '../../routing/use-current-route.ts';
import { MenuIcon } from '../../components/menu-icon.tsx';
import { menuTitle } from '../../i18n/menu-title.ts';
import { openMenu } from '../open-menu.ts';
import { prefetchPage, prefetchWhenIdle } from '../page-prefetch.ts';
import { Logo } from './logo.tsx';
import { ancestorKeys, findNode, menuTree, type MenuNode } from './menu-tree.ts';
import { useSidebarRoutes } from './use-sidebar-routes.ts';

export const SIDEBAR_WIDTH = 250;
export const SIDEBAR_COLLAPSED_WIDTH = 54;

type Item = Required<MenuProps>['items'][number];

/** A page the menu opens in the console at its own address (no menu query), which can be got ready beforehand. */
const preparable = (n: MenuNode) => !n.children && !n.external && !n.query;

const toItems = (list: MenuNode[], t: TFunction): Item[] =>
  list.map((n) => {
    const title = menuTitle(t, n.title);
    // The whole title on hover: a long one ends in "…" (layout.css).
    const label = (
      <span className="menu-title" title={title}>
        {title}
      </span>
    );
    return n.children
      ? { key: n.key, icon: <MenuIcon name={n.icon} />, label, children: toItems(n.children, t) }
      : { key: n.key, icon: <MenuIcon name={n.icon} />, label, onMouseEnter: preparable(n) ? () => prepare(n.key) : undefined };
  });

/** Pointed at: a page not already open behind its tab starts loading, and its first rows with it. */
const prepare = (path: string): Promise<unknown> | undefined => (tagsStore.get().alive.includes(path) ? undefined : prefetchPage(path));

/**
 * A click waits this long at most for the page's code, as Vue Router resolves a route's component
 * before it navigates: the list's first call then starts before the page is drawn, not after.
 */
const CODE_WAIT_MS = 100;

/** The pages whose code loads while the console idles: those of the open section, the likeliest next, at most this many. */
const IDLE_PAGES = 6;
const leaves = (list: MenuNode[]): MenuNode[] => list.flatMap((n) => (n.children ? leaves(n.children) : preparable(n) ? [n] : []));

/** `next`, or `keys` when they are the same keys. */
const sameKeys = (keys: string[], next: string[]) => (keys.length === next.length && keys.every((k, i) => k === next[i]) ? keys : next);

export function Sidebar() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const match = useCurrentRoute();
  const opened = settingsStore.use((s) => s.sidebarOpened);
  const mobile = settingsStore.use((s) => s.device === 'mobile');
  const dark = settingsStore.use((s) => s.sideTheme === 'theme-dark');
  const showLogo = settingsStore.use((s) => s.sidebarLogo);
  const routes = useSidebarRoutes();
  const nodes = useMemo(() => menuTree(routes), [routes]);
  const active = match?.entry.meta.activeMenu ?? pathname;
  const [openKeys, setOpenKeys] = useState<string[]>(() => ancestorKeys(active, nodes));
  const collapsed = !opened && !mobile;

  // Kept as they are when the new page has the same ancestors, which spares the menu a second drawing.
  useEffect(() => setOpenKeys((keys) => sameKeys(keys, ancestorKeys(active, nodes))), [active, nodes]);
  // The same items from one route change to the next: the menu then redraws only its selection.
  const items = useMemo(() => toItems(nodes, t), [nodes, t]);
  // Once per menu, not per route change: the section open when it came.
  const section = useRef(active);
  useEffect(() => {
    const dir = section.current.slice(0, section.current.lastIndexOf('/') + 1);
    return prefetchWhenIdle(
      leaves(nodes)
        .map((n) => n.key)
        .filter((key) => key.startsWith(dir) && key !== section.current)
        .slice(0, IDLE_PAGES),
    );
  }, [nodes]);

  // One submenu open at a time: opening one keeps only its own ancestors.
  const onOpenChange = (keys: string[]) => {
    const latest = keys.find((k) => !openKeys.includes(k));
    setOpenKeys(latest ? keys.filter((k) => k === latest || latest.startsWith(`${k}/`)) : keys);
  };

  return (
    <Layout.Sider
      className={`sidebar ${mobile ? 'sidebar-mobile' : ''} ${mobile && !opened ? 'sidebar-hidden' : ''}`}
      width={SIDEBAR_WIDTH}
      collapsedWidth={SIDEBAR_COLLAPSED_WIDTH}
      collapsed={collapsed}
      theme={dark ? 'dark' : 'light'}
      trigger={null}
    >
      {showLogo && <Logo collapsed={collapsed} />}
      <Menu
        mode="inline"
        theme={dark ? 'dark' : 'light'}
        items={items}
        // Titles on hover only when collapsed to icons; else a Tooltip around every entry was most of redrawing the menu.
        tooltip={collapsed ? undefined : false}
        selectedKeys={[active]}
        {...(collapsed ? {} : { openKeys, onOpenChange })}
        onClick={({ key }) => {
          const node = findNode(nodes, key);
          if (!node) return;
          const ready = preparable(node) && prepare(node.key);
          if (!ready) return openMenu(navigate, node);
          void Promise.race([ready, new Promise((r) => setTimeout(r, CODE_WAIT_MS))]).finally(() => openMenu(navigate, node));
        }}
      />
    </Layout.Sider>
  );
}
