import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Menu } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import type { NavRoute } from '../../routing/route-builder.ts';
import { sessionStore } from '../../stores/session-store.ts';
import { settingsStore } from '../../stores/settings-store.ts';
import { MenuIcon } from '../../components/menu-icon.tsx';
import { textWidth } from '../../lib/text-width.ts';
import { menuTitle } from '../../i18n/menu-title.ts';
import { openMenu } from '../open-menu.ts';
import { homeNav } from '../sidebar/menu-tree.ts';
import { fittingTopCount, sectionOf, topRoutes, TOP_NAV_DEFAULT_COUNT, TOP_NAV_ITEM_EXTRA, visibleTopCount } from './top-nav-rules.ts';

const MORE = '__more__';
const hasChildren = (r: NavRoute) => r.children.some((c) => !c.hidden);

/** Top-level menu across the navbar; an entry with children swaps the sidebar to them. */
export function TopNav() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const nav = sessionStore.use((s) => s.routes.nav);
  const section = settingsStore.use((s) => s.topSection);
  const tops = useMemo(() => [homeNav, ...topRoutes(nav)], [nav]);
  const box = useRef<HTMLDivElement>(null);
  const [space, setSpace] = useState({ window: 0, bar: 0 });

  // The bar's own width, not only the window's: the sidebar, search and language controls take theirs first.
  useLayoutEffect(() => {
    const update = () => setSpace({ window: document.body.getBoundingClientRect().width, bar: box.current?.getBoundingClientRect().width ?? 0 });
    update();
    const observer = new ResizeObserver(update);
    observer.observe(box.current!);
    return () => observer.disconnect();
  }, []);

  // The page decides the section: its first path segment, if that entry has children.
  useEffect(() => {
    const key = sectionOf(pathname);
    const top = tops.find((r) => r.path === key && hasChildren(r));
    settingsStore.set(top ? { topSection: key, sidebarHide: false } : { topSection: null, sidebarHide: true });
  }, [pathname, tops]);

  const toItem = (r: NavRoute) => ({ key: r.path, icon: <MenuIcon name={r.icon} />, label: menuTitle(t, r.title) });
  const itemWidth = (label: string) => textWidth(label, { size: 14 }) + TOP_NAV_ITEM_EXTRA;
  const count = space.bar
    ? fittingTopCount(
        tops.map((r) => itemWidth(menuTitle(t, r.title))),
        space.bar,
        itemWidth(t('layout.more')),
        visibleTopCount(space.window),
      )
    : TOP_NAV_DEFAULT_COUNT;
  const items = [...tops.slice(0, count).map(toItem), ...(tops.length > count ? [{ key: MORE, label: t('layout.more'), children: tops.slice(count).map(toItem) }] : [])];

  const onSelect = (key: string) => {
    const route = tops.find((r) => r.path === key);
    if (!route) return;
    if (route.external || !hasChildren(route)) {
      openMenu(navigate, { key: route.path, external: route.external, query: route.query });
      if (!route.external) settingsStore.set({ sidebarHide: true });
    } else {
      settingsStore.set({ topSection: key, sidebarHide: false });
    }
  };

  return (
    <div ref={box} className="top-nav-box">
      <Menu className="top-nav" mode="horizontal" disabledOverflow items={items} selectedKeys={[section ?? sectionOf(pathname)]} onClick={({ key }) => onSelect(key)} />
    </div>
  );
}
