import { Outlet } from 'react-router';
import { loadAntdLocale } from '../i18n/antd-locale.ts';
import { loadAllTexts } from '../i18n/i18n.ts';
import { getLanguage } from '../lib/cookies.ts';
import { setReloginAction } from '../lib/request/session-expired.ts';
import { signOutAndReload } from '../lib/sign-out.ts';
import { Providers } from './providers.tsx';

/**
 * Everything past the sign-in page (antd, the query client, every text) as one lazy step: the
 * layout, the error pages, registration and account cancellation are drawn inside it.
 */
export async function loadShell() {
  setReloginAction(() => void signOutAndReload());
  const lang = getLanguage();
  const [, locale] = await Promise.all([loadAllTexts(lang), loadAntdLocale(lang)]);
  return {
    default: function Shell() {
      return (
        <Providers locale={locale}>
          <Outlet />
        </Providers>
      );
    },
  };
}
