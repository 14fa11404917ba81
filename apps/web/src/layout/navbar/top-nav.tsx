import { useEffect, useMemo, useState } from 'react';
import { Menu } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import type { NavRoute } from '../../routing/route-builder.ts';
import { sessionStore } from '../../stores/session-store.ts';
import { settingsStore } from '../../stores/settings-store.ts';
import { MenuIcon } from '../../components/menu-icon.tsx';
import { menuTitle } from '../../i18n/menu-title.ts';
import { openMenu } from '../open-menu.ts';
import { homeNav } from '../sidebar/menu-tree.ts';
import { sectionOf, topRoutes, TOP_NAV_DEFAULT_COUNT, visibleTopCount } from './top-nav-rules.ts';

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
  const [count, setCount] = useState(TOP_NAV_DEFAULT_COUNT);

  useEffect(() => {
    const update = () => setCount(visibleTopCount(document.body.getBoundingClientRect().width));
    update();
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, []);

  // The page decides the section: its first path segment, if that entry has children.
  useEffect(() => {
    const key = sectionOf(pathname);
    const top = tops.find((r) => r.path === key && hasChildren(r));
    settingsStore.set(top ? { topSection: key, sidebarHide: false } : { topSection: null, sidebarHide: true });
  }, [pathname, tops]);

  const toItem = (r: NavRoute) => ({ key: r.path, icon: <MenuIcon name={r.icon} />, label: menuTitle(t, r.title) });
  const items = [
    ...tops.slice(0, count).map(toItem),
    ...(tops.length > count ? [{ key: MORE, label: t('layout.more'), children: tops.slice(count).map(toItem) }] : []),
  ];

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
    <Menu
      className="top-nav"
      mode="horizontal"
      disabledOverflow
      items={items}
      selectedKeys={[section ?? sectionOf(pathname)]}
      onClick={({ key }) => onSelect(key)}
    />
  );
}
