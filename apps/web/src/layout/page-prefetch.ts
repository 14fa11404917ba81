import { preparePage } from '../routing/prepare-page.ts';

/** The page at `path` (a menu entry's key) is about to open: its code and its route's loader start now; resolves when its code is there. */
export const prefetchPage = (path: string): Promise<unknown> =>
  // A page that fails to load here says so when it opens.
  preparePage(path, 'open').catch(() => undefined);

/** Menu entries whose code loads, one at a time, while the page is idle: this long after the first drawing, then idle callbacks. */
const IDLE_AFTER_MS = 2000;
const idle = (run: () => void) => (window.requestIdleCallback ? window.requestIdleCallback(run) : window.setTimeout(run, 50));

/** Loads the code of these pages in turn while nothing else runs; the returned function stops it. */
export function prefetchWhenIdle(paths: string[]): () => void {
  let stopped = false;
  let next = 0;
  const step = () => {
    if (stopped || next >= paths.length) return;
    void preparePage(paths[next++], 'idle')
      .catch(() => undefined)
      .finally(() => idle(step));
  };
  const timer = window.setTimeout(() => idle(step), IDLE_AFTER_MS);
  return () => {
    stopped = true;
    window.clearTimeout(timer);
  };
}
