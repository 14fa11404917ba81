import { useEffect, useMemo, useState } from 'react';
import { Layout, Menu, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { settingsStore } from '../../stores/settings-store.ts';
import { useCurrentRoute } from '../../routing/use-current-route.ts';
import { MenuIcon } from '../../components/menu-icon.tsx';
import { menuTitle } from '../../i18n/menu-title.ts';
import { openMenu } from '../open-menu.ts';
import { Logo } from './logo.tsx';
import { ancestorKeys, findNode, menuTree, type MenuNode } from './menu-tree.ts';
import { useSidebarRoutes } from './use-sidebar-routes.ts';

export const SIDEBAR_WIDTH = 250;
export const SIDEBAR_COLLAPSED_WIDTH = 54;
const TOOLTIP_AFTER = 5;

type Item = Required<MenuProps>['items'][number];

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

  useEffect(() => setOpenKeys(ancestorKeys(active, nodes)), [active, nodes]);

  const toItems = (list: MenuNode[]): Item[] =>
    list.map((n) => {
      const title = menuTitle(t, n.title);
      const label = <span title={title.length > TOOLTIP_AFTER ? title : undefined}>{title}</span>;
      return n.children
        ? { key: n.key, icon: <MenuIcon name={n.icon} />, label, children: toItems(n.children) }
        : { key: n.key, icon: <MenuIcon name={n.icon} />, label };
    });

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
        items={toItems(nodes)}
        selectedKeys={[active]}
        {...(collapsed ? {} : { openKeys, onOpenChange })}
        onClick={({ key }) => {
          const node = findNode(nodes, key);
          if (node) openMenu(navigate, node);
        }}
      />
    </Layout.Sider>
  );
}
