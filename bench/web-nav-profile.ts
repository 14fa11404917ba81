/**
 * Where the console's in-app navigation spends its time, at the benches' CPU slowdown: as bench/web
 * times them, users list → roles list by the sidebar (click → first row), then back to the users tab
 * (click → rows showing), each with a CPU profile summed by file, by function (self) and by function
 * including callees, and the main thread's long tasks.
 *
 *   npm run build && npx tsx bench/web-nav-profile.ts [--dist apps/web/dist] [--runs 3] [--top 25] [--step back]
 *
 * --dist serves that build to the browser instead of the server's (e.g. one built with
 * `npx vite build --minify false --outDir /tmp/nav-dist` for readable names, or one other engineers
 * cannot overwrite while it runs).
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { CDPSession, Page } from 'playwright-core';
import { CONSOLE } from '../e2e/helpers/console.ts';
import { ROLES_MENU, USERS_TAB, withSignedInConsole } from './lib/signed-in-console.ts';
import { fileOf, frameName as name, type Profile } from './lib/cpu-profile.ts';
import { benchPage, type BenchPage } from './lib/web-pages.ts';

const { values: args } = parseArgs({
  options: {
    dist: { type: 'string' },
    runs: { type: 'string', default: '1' },
    top: { type: 'string', default: '25' },
    wait: { type: 'string', default: '0' },
    step: { type: 'string', default: 'both' },
  },
});

/** React's callers of a component's render and of its effects: what they call is one component's own work. */
const REACT_CALLERS = new Set(['renderWithHooks', 'commitHookEffectListMount', 'commitHookEffectListUnmount', 'updateClassComponent']);

/** The samples from the click (its mark, else `from`: µs in the profile's clock) to `took` ms after it (Profiler.stop comes later, after the poll noticed). */
function summarize(profile: Profile, top: number, from: number, took: number): string {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  let clock = profile.startTime;
  const times = profile.timeDeltas.map((d) => (clock += d));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const marked = (id: number): boolean => {
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) if (byId.get(at)!.callFrame.functionName === CLICK_MARK) return true;
    return false;
  };
  const markAt = profile.samples.findIndex(marked);
  if (markAt >= 0) from = times[markAt];
  const byFile = new Map<string, number>();
  const self = new Map<string, number>();
  const total = new Map<string, number>();
  const components = new Map<string, number>();
  const add = (m: Map<string, number>, k: string, v: number) => m.set(k, (m.get(k) ?? 0) + v);
  let sampled = 0;
  profile.samples.forEach((id, i) => {
    const dt = (profile.timeDeltas[i] ?? 0) / 1000;
    const node = byId.get(id)!;
    if (node.callFrame.functionName === '(idle)' || times[i] < from || times[i] > from + took * 1000) return;
    sampled += dt;
    add(byFile, fileOf(node.callFrame.url, node.callFrame.functionName), dt);
    add(self, name(node), dt);
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const key = name(byId.get(at)!);
      if (!seen.has(key)) add(total, key, dt);
      seen.add(key);
      const up = parent.get(at);
      if (up !== undefined && REACT_CALLERS.has(byId.get(up)!.callFrame.functionName)) add(components, key, dt);
    }
  });
  const list = (m: Map<string, number>) =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([k, v]) => `  ${v.toFixed(1).padStart(8)} ms  ${k}`)
      .join('\n');
  const at = (us: number) => ((us - profile.startTime) / 1000).toFixed(0);
  return `busy ${sampled.toFixed(0)} ms (${markAt >= 0 ? 'from the click mark' : 'by the clock'}, ${profile.timeDeltas.filter((d) => d < 0).length} negative deltas; the profile's ${at(from)}–${at(from + took * 1000)} ms of ${at(times.at(-1) ?? 0)})\nby file:\n${list(byFile)}\nby function (self):\n${list(self)}\nby function (with callees):\n${list(total)}\nby component render or effect (with callees):\n${list(components)}`;
}

/** Serves the built files of `dist` in place of the server's: index.html for every page address, the file itself under assets/. */
async function serveDist(page: Page, base: string, dist: string) {
  const index = fs.readFileSync(path.join(dist, 'index.html'));
  await page.route(`${base}${CONSOLE}/**`, (route) => {
    const { pathname } = new URL(route.request().url());
    const file = path.join(dist, pathname.slice(CONSOLE.length));
    if (pathname.startsWith(`${CONSOLE}/assets/`) && fs.existsSync(file)) {
      const type = file.endsWith('.js') ? 'text/javascript' : file.endsWith('.css') ? 'text/css' : undefined;
      return route.fulfill({ body: fs.readFileSync(file), contentType: type, headers: { 'cache-control': 'public, max-age=31536000, immutable' } });
    }
    if (route.request().resourceType() === 'document') return route.fulfill({ body: index, contentType: 'text/html' });
    return route.continue();
  });
}

/** A function the profile shows at the click: where the window starts when the profile caught it. */
const CLICK_MARK = 'benchClickMark';
const MARK = `document.addEventListener('click', function ${CLICK_MARK}() {
  const until = performance.now() + 3;
  while (performance.now() < until);
}, { capture: true })`;

/** Long tasks (≥ 50 ms) seen since the last call, as "start+duration". */
const LONG_TASKS = `(() => {
  window.benchLong = [];
  new PerformanceObserver((l) => { for (const e of l.getEntries()) window.benchLong.push(e); }).observe({ type: 'longtask', buffered: true });
})()`;
const takeLong = (page: Page) =>
  page.evaluate(() => {
    const w = window as unknown as { benchLong: PerformanceEntry[] };
    const out = w.benchLong.map((e) => `${e.startTime.toFixed(0)}+${e.duration.toFixed(0)}`);
    w.benchLong = [];
    return out.join(' ');
  });

/** Files and calls the page asked for since `since` (ms since navigation start), timed from then. */
const requestsSince = (page: Page, since: number) =>
  page.evaluate(
    (from) =>
      (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter((e) => e.startTime >= from)
        .map((e) => `${(e.startTime - from).toFixed(0)}–${(e.responseEnd - from).toFixed(0)} ${new URL(e.name).pathname.split('/').pop()}`),
    since,
  );

/** `profile` false: the step is timed but not profiled (a second profile of one page has shown none of its functions). */
async function profiled(cdp: CDPSession, bench: BenchPage, click: () => Promise<void>, sample = true) {
  await bench.arm();
  await takeLong(bench.page);
  if (!sample) {
    await click();
    const took = await bench.rowTime();
    const start = await bench.page.evaluate(() => (window as unknown as { benchRows: { start: number } }).benchRows.start);
    return { took, start, long: await takeLong(bench.page) };
  }
  await cdp.send('Profiler.start');
  // The page's clock against the profile's: read just after the profile started, a few ms late at most.
  const startedAt = await bench.page.evaluate(() => performance.now());
  await click();
  const took = await bench.rowTime();
  const start = await bench.page.evaluate(() => (window as unknown as { benchRows: { start: number } }).benchRows.start);
  const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
  return { took, start, profile, from: profile.startTime + (start - startedAt) * 1000, long: await takeLong(bench.page) };
}

withSignedInConsole(async ({ server, browser }) => {
  for (let run = 0; run < Number(args.runs); run++) {
    const bench = await benchPage(browser, { cold: false });
    if (args.dist) await serveDist(bench.page, server.url, path.resolve(args.dist));
    await bench.page.addInitScript(LONG_TASKS);
    await bench.page.addInitScript(MARK);
    await bench.page.goto(`${server.url}${CONSOLE}/system/user`);
    await bench.rowTime();
    // As bench/web: a reload first, so the second load finds the files in the cache.
    await bench.page.reload();
    await bench.rowTime();
    if (Number(args.wait)) await bench.page.waitForTimeout(Number(args.wait));
    const cdp = await browser.context.newCDPSession(bench.page);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    const nav = await profiled(cdp, bench, () => bench.page.locator(ROLES_MENU).click(), args.step !== 'back');
    const calls = await requestsSince(bench.page, nav.start);
    const back = await profiled(cdp, bench, () => bench.page.locator(USERS_TAB).nth(1).click());
    console.log(`\n=== run ${run + 1}: menu users → roles, click → first row: ${nav.took.toFixed(0)} ms`);
    console.log(`requests since the click: ${calls.join(', ')}\nlong tasks (start+duration, click at ${nav.start.toFixed(0)}): ${nav.long}`);
    if (nav.profile) console.log(summarize(nav.profile, Number(args.top), nav.from, nav.took));
    console.log(`\n=== run ${run + 1}: tab back to users, click → rows showing: ${back.took.toFixed(0)} ms`);
    console.log(`requests since the click: ${(await requestsSince(bench.page, back.start)).join(', ')}\nlong tasks (click at ${back.start.toFixed(0)}): ${back.long}`);
    if (back.profile) console.log(summarize(back.profile, Number(args.top), back.from, back.took));
    await bench.page.close();
  }
});
