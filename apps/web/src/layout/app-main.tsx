import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { tagsStore } from '../stores/tags-store.ts';
import { PageLoading } from '../components/page-loading.tsx';

/** The page, plus the iframes of open inner-link tabs, kept alive and shown when their tab is active. */
export function AppMain() {
  const { pathname } = useLocation();
  const frames = tagsStore.use((s) => s.frames);
  return (
    <main className="app-main">
      <Suspense fallback={<PageLoading />}>
        <Outlet />
      </Suspense>
      {frames.map((f) => (
        <iframe key={f.path} className="inner-link" title={f.title} src={f.meta.link ?? undefined} style={{ display: f.path === pathname ? 'block' : 'none' }} />
      ))}
    </main>
  );
}
