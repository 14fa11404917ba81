import Cookies from 'js-cookie';
import { BRAND_BLUE } from '../lib/theme.ts';
import { createStore } from './create-store.ts';

export type SideTheme = 'theme-dark' | 'theme-light';
export type SizeName = 'default' | 'medium' | 'small' | 'mini';

/** What the settings drawer saves under `layout-setting` (spec §3). */
export interface LayoutSettings {
  theme: string;
  sideTheme: SideTheme;
  topNav: boolean;
  tagsView: boolean;
  fixedHeader: boolean;
  sidebarLogo: boolean;
  dynamicTitle: boolean;
}

export const SETTINGS_KEY = 'layout-setting';
export const MOBILE_BREAKPOINT = 992;

export const defaultSettings: LayoutSettings = {
  theme: BRAND_BLUE,
  sideTheme: 'theme-dark',
  topNav: false,
  tagsView: true,
  fixedHeader: false,
  sidebarLogo: true,
  dynamicTitle: false,
};

function storedSettings(): Partial<LayoutSettings> {
  try {
    return JSON.parse(localStorage.getItem(SETTINGS_KEY) ?? '{}') as Partial<LayoutSettings>;
  } catch {
    return {};
  }
}

interface SettingsState extends LayoutSettings {
  drawerOpen: boolean;
  sidebarOpened: boolean;
  /** Closing because of a resize or route change on mobile should not animate. */
  withoutAnimation: boolean;
  device: 'desktop' | 'mobile';
  size: SizeName;
  /** The top nav selected a page without children: no sidebar. */
  sidebarHide: boolean;
  /** Top-nav mode: the top entry whose children the sidebar shows. */
  topSection: string | null;
}

const sidebarCookie = Cookies.get('sidebarStatus');

export const settingsStore = createStore<SettingsState>({
  ...defaultSettings,
  ...storedSettings(),
  drawerOpen: false,
  sidebarOpened: sidebarCookie === undefined ? true : sidebarCookie === '1',
  withoutAnimation: false,
  device: 'desktop',
  size: (Cookies.get('size') as SizeName | undefined) ?? 'medium',
  sidebarHide: false,
  topSection: null,
});

export function toggleSidebar() {
  const opened = !settingsStore.get().sidebarOpened;
  Cookies.set('sidebarStatus', opened ? '1' : '0');
  settingsStore.set({ sidebarOpened: opened, withoutAnimation: false });
}

export function closeSidebar(withoutAnimation: boolean) {
  Cookies.set('sidebarStatus', '0');
  settingsStore.set({ sidebarOpened: false, withoutAnimation });
}

export function setSize(size: SizeName) {
  Cookies.set('size', size);
  settingsStore.set({ size });
}

export function saveSettings() {
  const s = settingsStore.get();
  const picked: LayoutSettings = {
    theme: s.theme,
    sideTheme: s.sideTheme,
    topNav: s.topNav,
    tagsView: s.tagsView,
    fixedHeader: s.fixedHeader,
    sidebarLogo: s.sidebarLogo,
    dynamicTitle: s.dynamicTitle,
  };
  localStorage.setItem(SETTINGS_KEY, JSON.stringify(picked));
}

export function clearSettings() {
  localStorage.removeItem(SETTINGS_KEY);
}
