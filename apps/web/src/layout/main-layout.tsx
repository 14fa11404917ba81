import { lazy, Suspense, useState, type CSSProperties } from 'react';
import { Layout } from 'antd';
import { closeSidebar, settingsStore } from '../stores/settings-store.ts';
import { AppMain } from './app-main.tsx';
import { Navbar } from './navbar/navbar.tsx';
import { Sidebar } from './sidebar/sidebar.tsx';
import { TagsView } from './tags-view/tags-view.tsx';
import { useDocumentTitle, useResponsive, useVisitedTags } from './use-layout-effects.ts';
import './layout.css';

/** Its colour picker and sliders load when it is first opened, not with every page. */
const SettingsDrawer = lazy(() => import('./settings-drawer.tsx').then((m) => ({ default: m.SettingsDrawer })));

/** The layout's reactions to the address, apart: the layout itself is not drawn again on every route change. */
function LayoutEffects() {
  useResponsive();
  useVisitedTags();
  useDocumentTitle();
  return null;
}

export default function MainLayout() {
  const mobile = settingsStore.use((s) => s.device === 'mobile');
  const opened = settingsStore.use((s) => s.sidebarOpened);
  const hide = settingsStore.use((s) => s.sidebarHide);
  const fixedHeader = settingsStore.use((s) => s.fixedHeader);
  const tagsView = settingsStore.use((s) => s.tagsView);
  const withoutAnimation = settingsStore.use((s) => s.withoutAnimation);
  const theme = settingsStore.use((s) => s.theme);
  const settingsOpen = settingsStore.use((s) => s.drawerOpen);
  // Once opened it stays mounted, so it closes with its animation.
  const [settingsUsed, setSettingsUsed] = useState(false);
  if (settingsOpen && !settingsUsed) setSettingsUsed(true);

  return (
    <Layout className={`app-wrapper ${mobile ? 'mobile' : 'desktop'} ${withoutAnimation ? 'no-animation' : ''}`} hasSider style={{ '--theme-color': theme } as CSSProperties}>
      <LayoutEffects />
      {mobile && opened && !hide && <div className="drawer-bg" onClick={() => closeSidebar(false)} />}
      {!hide && <Sidebar />}
      <Layout className="main-container">
        <header className={`app-header ${fixedHeader ? 'fixed-header' : ''}`}>
          <Navbar />
          {tagsView && <TagsView />}
        </header>
        <AppMain />
      </Layout>
      {settingsUsed && (
        <Suspense fallback={null}>
          <SettingsDrawer />
        </Suspense>
      )}
    </Layout>
  );
}
