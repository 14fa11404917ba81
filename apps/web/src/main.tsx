import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppRoutes, BASENAME } from './routing/router.tsx';
import { initI18n } from './i18n/i18n.ts';
import { getLanguage } from './lib/cookies.ts';
import './styles.css';

/** The sign-in page's texts only, in the chosen language: antd, its locale and the other texts come with the shell. */
async function start() {
  await initI18n(getLanguage(), 'sign-in');
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <BrowserRouter basename={BASENAME}>
        <AppRoutes />
      </BrowserRouter>
    </StrictMode>,
  );
}

void start();
