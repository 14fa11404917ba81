import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { router } from './app/router.tsx';
import { initI18n } from './i18n/i18n.ts';
import { getLanguage } from './lib/cookies.ts';
import './styles.css';

/** The sign-in page's texts only, in the chosen language: antd, its locale and the other texts come with the shell. */
async function start() {
  await initI18n(getLanguage(), 'sign-in');
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
}

void start();
