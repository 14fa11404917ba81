import type { CSSProperties } from 'react';
import { Layout } from 'antd';
import { closeSidebar, settingsStore } from '../stores/settings-store.ts';
import { AppMain } from './app-main.tsx';
import { Navbar } from './navbar/navbar.tsx';
import { SettingsDrawer } from './settings-drawer.tsx';
import { Sidebar } from './sidebar/sidebar.tsx';
import { TagsView } from './tags-view/tags-view.tsx';
import { useDocumentTitle, useResponsive, useVisitedTags } from './use-layout-effects.ts';
import './layout.css';

export default function MainLayout() {
  useResponsive();
  useVisitedTags();
  useDocumentTitle();
  const mobile = settingsStore.use((s) => s.device === 'mobile');
  const opened = settingsStore.use((s) => s.sidebarOpened);
  const hide = settingsStore.use((s) => s.sidebarHide);
  const fixedHeader = settingsStore.use((s) => s.fixedHeader);
  const tagsView = settingsStore.use((s) => s.tagsView);
  const withoutAnimation = settingsStore.use((s) => s.withoutAnimation);
  const theme = settingsStore.use((s) => s.theme);

  return (
    <Layout
      className={`app-wrapper ${mobile ? 'mobile' : 'desktop'} ${withoutAnimation ? 'no-animation' : ''}`}
      hasSider
      style={{ '--theme-color': theme } as CSSProperties}
    >
      {mobile && opened && !hide && <div className="drawer-bg" onClick={() => closeSidebar(false)} />}
      {!hide && <Sidebar />}
      <Layout className="main-container">
        <header className={`app-header ${fixedHeader ? 'fixed-header' : ''}`}>
          <Navbar />
          {tagsView && <TagsView />}
        </header>
        <AppMain />
      </Layout>
      <SettingsDrawer />
    </Layout>
  );
}
