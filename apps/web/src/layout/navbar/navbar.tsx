import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { settingsStore, toggleSidebar } from '../../stores/settings-store.ts';
import { BarButton } from '../../components/bar-button.tsx';
import { LangSelect } from '../../components/lang-select.tsx';
import { AvatarMenu } from './avatar-menu.tsx';
import { Breadcrumb } from './breadcrumb.tsx';
import { HeaderSearch } from './header-search.tsx';
import { Screenfull } from './screenfull.tsx';
import { SizeSelect } from './size-select.tsx';
import { TopNav } from './top-nav.tsx';

export function Navbar() {
  const { t } = useTranslation();
  const opened = settingsStore.use((s) => s.sidebarOpened);
  const topNav = settingsStore.use((s) => s.topNav);
  const mobile = settingsStore.use((s) => s.device === 'mobile');
  const Hamburger = opened ? MenuFoldOutlined : MenuUnfoldOutlined;
  return (
    <div className="navbar">
      <BarButton className="navbar-item hamburger" label={t('layout.toggleSidebar')} aria-expanded={opened} onClick={toggleSidebar}>
        <Hamburger />
      </BarButton>
      <div className="navbar-center">{topNav ? <TopNav /> : <Breadcrumb />}</div>
      <div className="navbar-right">
        {!mobile && (
          <>
            <HeaderSearch />
            <Screenfull />
            <SizeSelect />
          </>
        )}
        <LangSelect />
        <AvatarMenu />
      </div>
    </div>
  );
}
