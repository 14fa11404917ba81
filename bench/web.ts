/// <reference lib="dom" />
/**
 * The console in headless Chromium against the real server (built console, demo data):
 *  - JS and CSS (raw and gzip) the login route loads, and what the first screen after sign-in adds;
 *  - LCP of /login against the LCP of a static one-heading page from a bare http server;
 *  - time from submitting sign-in to the first rows of the users list, against the API calls
 *    that screen needs made directly (the floor any console has).
 * Every load is cold (browser cache off, no cookies); timings are the median of --runs.
 *
 *   npm run build && npx tsx bench/web.ts [--runs 5]
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { openBrowser, type Browser } from '../e2e/helpers/browser.ts';
import { apiLogin, CONSOLE, signIn } from '../e2e/helpers/console.ts';
import { startServer } from '../e2e/helpers/server.ts';

const { values: args } = parseArgs({ options: { runs: { type: 'string', default: '5' } } });
const RUNS = Number(args.runs);
const DIST = path.resolve(import.meta.dirname, '../apps/web/dist');

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

/** A page with nothing but the cache off and no cookies, as on a first visit. */
async function coldPage(browser: Browser): Promise<Page> {
  await browser.context.clearCookies();
  const page = await browser.context.newPage();
  const cdp = await browser.context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  return page;
}

/** Largest contentful paint of the page as loaded so far, in ms since navigation start. */
function readLcp(page: Page): Promise<number> {
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

/** Built files the page fetched from the console's assets while `work` ran. */
async function assetsLoaded(page: Page, work: () => Promise<void>): Promise<Set<string>> {
  const files = new Set<string>();
  const onResponse = (res: { url(): string }) => {
    const { pathname } = new URL(res.url());
    if (pathname.startsWith(`${CONSOLE}/assets/`)) files.add(pathname.slice(`${CONSOLE}/`.length));
  };
  page.on('response', onResponse);
  await work();
  await page.waitForLoadState('networkidle');
  page.off('response', onResponse);
  return files;
}

interface Sizes {
  js: { raw: number; gzip: number; files: number };
  css: { raw: number; gzip: number; files: number };
  largest: string[];
}

/** Sizes of built files as they are in apps/web/dist, gzip at the default level. */
function sizesOf(files: Iterable<string>): Sizes {
  const sizes: Sizes = { js: { raw: 0, gzip: 0, files: 0 }, css: { raw: 0, gzip: 0, files: 0 }, largest: [] };
  const byGzip: [string, number][] = [];
  for (const file of files) {
    const kind = file.endsWith('.js') ? sizes.js : file.endsWith('.css') ? sizes.css : undefined;
    if (!kind) continue;
    const content = fs.readFileSync(path.join(DIST, file));
    const gzip = gzipSync(content).length;
    kind.raw += content.length;
    kind.gzip += gzip;
    kind.files += 1;
    byGzip.push([path.basename(file), gzip]);
  }
  sizes.largest = byGzip.sort((a, b) => b[1] - a[1]).slice(0, 3).map(([name, gzip]) => `${name} ${kb(gzip)}`);
  return sizes;
}

const describeSizes = (label: string, s: Sizes) =>
  `${label}: JS ${s.js.files} files ${kb(s.js.raw)} (gzip ${kb(s.js.gzip)}), CSS ${s.css.files} files ${kb(s.css.raw)} (gzip ${kb(s.css.gzip)}); largest: ${s.largest.join(', ')}`;

/** One static page with one heading, the smallest thing a browser can paint. */
async function staticServer(): Promise<{ url: string; close(): Promise<void> }> {
  const html = '<!doctype html><html><head><meta charset="utf-8"><title>baseline</title></head><body><h1>CNIoT Console</h1></body></html>';
  const server = http.createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end(html));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as { port: number }).port}/`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

async function main() {
  if (!fs.existsSync(path.join(DIST, 'index.html'))) throw new Error('apps/web/dist is missing: run `npm run build` first');
  const [server, baseline, browser] = await Promise.all([startServer(), staticServer(), openBrowser()]);
  try {
    const loginUrl = `${server.url}${CONSOLE}/login`;
    const usersUrl = `${server.url}${CONSOLE}/system/user`;

    // What each route downloads (the same on every cold run, so measured once).
    const page = await coldPage(browser);
    const loginFiles = await assetsLoaded(page, async () => {
      await page.goto(loginUrl);
      await page.getByRole('button', { name: 'Sign in' }).waitFor();
    });
    const homeFiles = await assetsLoaded(page, async () => {
      await signIn(page, 'admin', 'admin123');
      await page.locator('.home-page').waitFor();
    });
    await page.close();
    const login = sizesOf(loginFiles);
    const added = sizesOf([...homeFiles].filter((f) => !loginFiles.has(f)));
    const firstScreen = sizesOf(new Set([...loginFiles, ...homeFiles]));

    const baselineLcp: number[] = [];
    const loginLcp: number[] = [];
    const signInToList: number[] = [];
    const apiFloor: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const plain = await coldPage(browser);
      await plain.goto(baseline.url);
      baselineLcp.push(await readLcp(plain));
      await plain.close();

      const cold = await coldPage(browser);
      await cold.goto(loginUrl);
      await cold.getByRole('button', { name: 'Sign in' }).waitFor();
      loginLcp.push(await readLcp(cold));
      await cold.close();

      // From the click on "Sign in" (deep link to the users list) to its first row, timed in the page.
      const flow = await coldPage(browser);
      await flow.goto(usersUrl);
      await flow.getByPlaceholder('Password').waitFor();
      await flow.evaluate(() => {
        const w = window as unknown as { benchSubmit?: number; benchRows?: number };
        document.addEventListener('click', () => (w.benchSubmit ??= performance.now()), { capture: true });
        new MutationObserver((_changes, observer) => {
          if (!document.querySelector('.list-page .ant-table-row')) return;
          w.benchRows = performance.now();
          observer.disconnect();
        }).observe(document.body, { childList: true, subtree: true });
      });
      await signIn(flow, 'admin', 'admin123');
      await flow.locator('.list-page .ant-table-row').first().waitFor();
      signInToList.push(await flow.evaluate(() => {
        const w = window as unknown as { benchSubmit: number; benchRows: number };
        return w.benchRows - w.benchSubmit;
      }));
      await flow.close();

      // The same calls made directly, one after another as the console needs their answers.
      const started = performance.now();
      const token = await apiLogin(server.url, 'admin', 'admin123');
      for (const call of ['/getInfo', '/getRouters', '/system/user/list?pageNum=1&pageSize=20']) {
        const res = await fetch(`${server.url}/cniotapi${call}`, { headers: { authorization: `Bearer ${token}` } });
        if (!res.ok) throw new Error(`${call}: HTTP ${res.status}`);
        await res.arrayBuffer();
      }
      apiFloor.push(performance.now() - started);
    }

    const ms = (values: number[]) => `${median(values).toFixed(0)} ms`;
    console.log(`built console: ${DIST}; cold loads, median of ${RUNS}`);
    console.log(describeSizes('login route', login));
    console.log(describeSizes('first screen adds', added));
    console.log(describeSizes('first screen in all', firstScreen));
    console.log(`ratio: first-screen JS ${(firstScreen.js.gzip / login.js.gzip).toFixed(2)}x the login route's (gzip)`);
    console.log(`LCP static one-heading page (baseline): ${ms(baselineLcp)}`);
    console.log(`LCP /login: ${ms(loginLcp)}  ratio ${(median(loginLcp) / median(baselineLcp)).toFixed(1)}x baseline`);
    console.log(`API calls of sign-in and the users list, made directly (baseline): ${ms(apiFloor)}`);
    console.log(`sign-in submitted → first users row: ${ms(signInToList)}  ratio ${(median(signInToList) / median(apiFloor)).toFixed(1)}x baseline`);
  } finally {
    await browser.close();
    await baseline.close();
    await server.stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
