import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { Providers } from './app/providers.tsx';
import { router } from './app/router.tsx';
import { loadAntdLocale } from './i18n/antd-locale.ts';
import { initI18n } from './i18n/i18n.ts';
import { getLanguage } from './lib/cookies.ts';
import { setReloginAction } from './lib/request/session-expired.ts';
import { signOutAndReload } from './lib/sign-out.ts';
import './styles.css';

async function start() {
  const lang = getLanguage();
  const [, locale] = await Promise.all([initI18n(lang), loadAntdLocale(lang)]);
  setReloginAction(() => void signOutAndReload());
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <Providers locale={locale}>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  );
}

void start();
