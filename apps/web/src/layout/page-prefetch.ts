/** Resolves when the page's code has loaded (or at once when there is nothing to load). */
export type PagePrefetch = (path: string, opts: { rows: boolean }) => Promise<unknown>;

let prefetch: PagePrefetch | undefined;

/**
 * Getting a page ready before it opens: its code, and for a list its first rows. The layout says
 * when (a menu entry pointed at, the menu idle after the first page); the app shell, which knows
 * the pages, says how.
 */
export const setPagePrefetch = (how: PagePrefetch) => {
  prefetch = how;
};

/** The page at `path` (a menu entry's key) is about to open: its code and its first list query start now; resolves when its code is there. */
export const prefetchPage = (path: string): Promise<unknown> =>
  // A page that fails to load here says so when it opens.
  prefetch?.(path, { rows: true }).catch(() => undefined) ?? Promise.resolve();

/** Menu entries whose code loads, one at a time, while the page is idle: this long after the first drawing, then idle callbacks. */
const IDLE_AFTER_MS = 2000;
const idle = (run: () => void) => (window.requestIdleCallback ? window.requestIdleCallback(run) : window.setTimeout(run, 50));

/** Loads the code of these pages in turn while nothing else runs; the returned function stops it. */
export function prefetchWhenIdle(paths: string[]): () => void {
  let stopped = false;
  let next = 0;
  const step = () => {
    if (stopped || !prefetch || next >= paths.length) return;
    void prefetch(paths[next++], { rows: false })
      .catch(() => undefined)
      .finally(() => idle(step));
  };
  const timer = window.setTimeout(() => idle(step), IDLE_AFTER_MS);
  return () => {
    stopped = true;
    window.clearTimeout(timer);
  };
}
