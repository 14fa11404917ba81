/// <reference lib="dom" />
// The functions handed to addInitScript and evaluate run in the browser.
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import type { Browser } from '../../e2e/helpers/browser.ts';

/** The slowdown the figures are taken at: a mid-range laptop on this machine. */
export const CPU_SLOWDOWN = 4;
/** A table row of either console: antd's, or Element Plus's in RuoYi-Vue3. */
const ROWS = '.ant-table-row, .el-table__row';

interface RowClock {
  /** ms since navigation start when the timed action began: 0 for the load itself, else the click. */
  start?: number;
  /** When a table row first showed that was not showing when the clock started. */
  end?: number;
}
type BenchWindow = Window & { benchRows: RowClock; benchArm(): void };

/**
 * In every document: a clock from navigation start (or from the next click once armed) to a newly
 * shown row, looked for once a frame as a person sees it rather than on every DOM change mid-render,
 * and only in frames after the document changed: checking each row's visibility makes the browser
 * compute styles and layout then, so a check every frame would add that to what is timed.
 * Plain script text: tsx would wrap a function's inner functions in a helper the page does not have.
 */
const ROW_CLOCK = `(() => {
  const showing = () => [...document.querySelectorAll(${JSON.stringify(ROWS)})].filter((r) => r.checkVisibility());
  let before = new Set();
  let armed = false;
  let changed = true;
  new MutationObserver(() => (changed = true)).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['style', 'class', 'hidden'] });
  const poll = () => {
    const look = changed;
    changed = false;
    if (look && showing().some((r) => !before.has(r))) window.benchRows.end = performance.now();
    else requestAnimationFrame(poll);
  };
  window.benchRows = { start: 0 };
  requestAnimationFrame(poll);
  window.benchArm = () => {
    before = new Set(showing());
    window.benchRows = {};
    armed = true;
  };
  document.addEventListener('click', () => {
    if (!armed) return;
    armed = false;
    window.benchRows.start = performance.now();
    changed = true;
    requestAnimationFrame(poll);
  }, { capture: true });
})()`;

export interface BenchPage {
  page: Page;
  /** Starts the clock at the next click. */
  arm(): Promise<void>;
  /** ms from the clock's start to a newly shown row; waits for that row. */
  rowTime(): Promise<number>;
}

/** A new tab at CPU_SLOWDOWN (or `cpu`, 1 for this machine's own speed); `cold` turns the cache off and starts without cookies, as on a first visit. */
export async function benchPage(browser: Browser, opts: { cold: boolean; cpu?: number }): Promise<BenchPage> {
  if (opts.cold) await browser.context.clearCookies();
  const page = await browser.context.newPage();
  const cdp = await browser.context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: opts.cold });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: opts.cpu ?? CPU_SLOWDOWN });
  await page.addInitScript(ROW_CLOCK);
  return {
    page,
    arm: () => page.evaluate(() => (window as unknown as BenchWindow).benchArm()),
    async rowTime() {
      await page.waitForFunction(() => (window as unknown as BenchWindow).benchRows.end !== undefined, undefined, { timeout: 120_000 });
      return page.evaluate(() => {
        const { start, end } = (window as unknown as BenchWindow).benchRows;
        return end! - start!;
      });
    },
  };
}

/** Largest contentful paint of the page as loaded so far, in ms since navigation start. */
export function readLcp(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries();
          resolve(entries[entries.length - 1].startTime);
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
}

/** When the page asked for and got each API call whose path ends as given, ms since navigation start. */
export function callTimes(page: Page, endings: string[]): Promise<{ call: string; start: number; end: number }[]> {
  return page.evaluate(
    (wanted) =>
      wanted.map((call) => {
        const entry = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).find((e) => new URL(e.name).pathname.endsWith(call));
        return { call, start: entry?.startTime ?? NaN, end: entry?.responseEnd ?? NaN };
      }),
    endings,
  );
}

/** Built files (below `dist`) the page fetched from `prefix` while `work` ran, as paths in `dist`. */
export async function filesLoaded(page: Page, dist: string, prefix: string, work: () => Promise<void>): Promise<Set<string>> {
  const files = new Set<string>();
  const onResponse = (res: { url(): string }) => {
    const { pathname } = new URL(res.url());
    if (pathname.startsWith(prefix)) files.add(path.join(dist, pathname.slice(prefix.length)));
  };
  page.on('response', onResponse);
  await work();
  await page.waitForLoadState('networkidle');
  page.off('response', onResponse);
  return files;
}

export interface Sizes {
  js: { raw: number; gzip: number; files: number };
  css: { raw: number; gzip: number; files: number };
  largest: string[];
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

/** Sizes of built files, gzip -9 as RuoYi's figure in its README is taken. */
export function sizesOf(files: Iterable<string>): Sizes {
  const sizes: Sizes = { js: { raw: 0, gzip: 0, files: 0 }, css: { raw: 0, gzip: 0, files: 0 }, largest: [] };
  const byGzip: [string, number][] = [];
  for (const file of files) {
    const kind = file.endsWith('.js') ? sizes.js : file.endsWith('.css') ? sizes.css : undefined;
    if (!kind) continue;
    const content = fs.readFileSync(file);
    const gzip = gzipSync(content, { level: 9 }).length;
    kind.raw += content.length;
    kind.gzip += gzip;
    kind.files += 1;
    byGzip.push([path.basename(file), gzip]);
  }
  sizes.largest = byGzip
    .sort((a, b) => b[1] - a[1])
    .slice(0, 3)
    .map(([name, gzip]) => `${name} ${kb(gzip)}`);
  return sizes;
}

export const describeSizes = (label: string, s: Sizes) =>
  `${label}: JS ${s.js.files} files ${kb(s.js.raw)} (gzip ${kb(s.js.gzip)}), CSS ${s.css.files} files ${kb(s.css.raw)} (gzip ${kb(s.css.gzip)}); largest: ${s.largest.join(', ')}`;
