import { loadable } from '../routing/loadable.tsx';

/** The frame of every page past the sign-in page, each part its own chunk: the sign-in page loads none of them. */
export const Shell = loadable(() => import('./shell.tsx').then((m) => m.loadShell()));
export const MainLayout = loadable(() => import('../layout/main-layout.tsx'));
export const PageHost = loadable(() => import('../routing/kept-pages.tsx'));
export const DynamicPage = loadable(() => import('../routing/dynamic-page.tsx').then((m) => ({ default: m.DynamicPage })));

/** All of the frame at once. The shell first: its stylesheet (antd's) must precede the console's own, which override it. */
export const loadFrame = () => Promise.all([Shell.preload(), MainLayout.preload(), PageHost.preload(), DynamicPage.preload()]);
