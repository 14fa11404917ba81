import { useMemo } from 'react';
import type { NavRoute } from '../../routing/route-builder.ts';
import { sessionStore } from '../../stores/session-store.ts';
import { settingsStore } from '../../stores/settings-store.ts';
import { homeNav } from './menu-tree.ts';

/** The whole menu, or in top-nav mode the children of the selected top entry. */
export function useSidebarRoutes(): NavRoute[] {
  const nav = sessionStore.use((s) => s.routes.nav);
  const topNav = settingsStore.use((s) => s.topNav);
  const section = settingsStore.use((s) => s.topSection);
  return useMemo(() => {
    const top = topNav && section ? nav.find((r) => r.path === section) : undefined;
    return top ? top.children : [homeNav, ...nav];
  }, [nav, topNav, section]);
}
