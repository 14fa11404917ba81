import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useCurrentRoute } from '../routing/use-current-route.ts';
import { sessionStore } from '../stores/session-store.ts';
import { closeSidebar, MOBILE_BREAKPOINT, settingsStore } from '../stores/settings-store.ts';
import { affixViews } from '../stores/tags-rules.ts';
import { initAffix, visit } from '../stores/tags-store.ts';
import { menuTitle } from '../i18n/menu-title.ts';
import { APP_TITLE } from '../lib/app-title.ts';

const isMobileWidth = () => document.body.getBoundingClientRect().width - 1 < MOBILE_BREAKPOINT;

/** Below 992 px the sidebar becomes an overlay that closes on resize and on every route change. */
export function useResponsive() {
  const { pathname } = useLocation();
  useEffect(() => {
    const update = () => {
      const mobile = isMobileWidth();
      settingsStore.set({ device: mobile ? 'mobile' : 'desktop' });
      if (mobile) closeSidebar(true);
    };
    update();
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, []);
  useEffect(() => {
    const s = settingsStore.get();
    if (s.device === 'mobile' && s.sidebarOpened) closeSidebar(false);
  }, [pathname]);
}

/** Every page opened becomes a tab; affixed pages are tabs from the start. */
export function useVisitedTags() {
  const { pathname, search } = useLocation();
  const match = useCurrentRoute();
  const entries = sessionStore.use((s) => s.entries);
  useEffect(() => initAffix(affixViews(entries)), [entries]);
  useEffect(() => {
    if (!match) return;
    const { entry } = match;
    const query = search ? Object.fromEntries(new URLSearchParams(search)) : undefined;
    visit({ path: pathname, fullPath: pathname + search, name: entry.name, title: entry.meta.title, query, meta: entry.meta });
  }, [match, pathname, search]);
}

/** With dynamic title on, the tab shows the page's title before the product's. */
export function useDocumentTitle() {
  const { t } = useTranslation();
  const match = useCurrentRoute();
  const dynamic = settingsStore.use((s) => s.dynamicTitle);
  useEffect(() => {
    document.title = dynamic && match ? `${menuTitle(t, match.entry.meta.title)} - ${APP_TITLE}` : APP_TITLE;
  }, [dynamic, match, t]);
}
