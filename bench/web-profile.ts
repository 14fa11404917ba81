/**
 * Where the console's reload of a list page spends its time, at the benches' CPU slowdown: a CPU
 * profile from reload to first row, summed by script file and by function (self time).
 *
 *   npm run build && npx tsx bench/web-profile.ts [--path /system/user] [--top 25] [--files]
 */
import { parseArgs } from 'node:util';
import { CONSOLE } from '../e2e/helpers/console.ts';
import { withSignedInConsole } from './lib/signed-in-console.ts';
import { fileOf, frameName, type Profile } from './lib/cpu-profile.ts';
import { benchPage } from './lib/web-pages.ts';

const { values: args } = parseArgs({ options: { path: { type: 'string', default: '/system/user' }, top: { type: 'string', default: '25' }, files: { type: 'boolean', default: false } } });

function summarize(profile: Profile, top: number) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<number, number>();
  profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000));
  const byFile = new Map<string, number>();
  const byFn = new Map<string, number>();
  for (const [id, t] of self) {
    const node = byId.get(id)!;
    const file = fileOf(node.callFrame.url, node.callFrame.functionName);
    byFile.set(file, (byFile.get(file) ?? 0) + t);
    byFn.set(frameName(node), (byFn.get(frameName(node)) ?? 0) + t);
  }
  const list = (m: Map<string, number>) =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([k, v]) => `  ${v.toFixed(1).padStart(8)} ms  ${k}`)
      .join('\n');
  const total = [...self.values()].reduce((a, b) => a + b, 0);
  console.log(`sampled ${total.toFixed(0)} ms\nby file:\n${list(byFile)}\nby function (self):\n${list(byFn)}`);
  // Phases: per 100 ms of the profile, the files that took the most of it.
  const buckets = new Map<number, Map<string, number>>();
  let at = 0;
  profile.samples.forEach((id, i) => {
    at += (profile.timeDeltas[i] ?? 0) / 1000;
    const file = fileOf(byId.get(id)!.callFrame.url, byId.get(id)!.callFrame.functionName);
    const b = buckets.get(Math.floor(at / 100)) ?? new Map<string, number>();
    b.set(file, (b.get(file) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
    buckets.set(Math.floor(at / 100), b);
  });
  for (const [b, files] of [...buckets].sort((x, y) => x[0] - y[0])) {
    const parts = [...files]
      .sort((x, y) => y[1] - x[1])
      .slice(0, 4)
      .map(([f, t]) => `${f} ${t.toFixed(0)}`);
    console.log(`  ${String(b * 100).padStart(5)} ms: ${parts.join(', ')}`);
  }
}

/** What the page shows first, as ms since navigation start: the shell, the layout, the list page, its table, its rows. */
const SHOWN = { app: '#root > *', layout: '.main-container', sidebar: '.sidebar', 'list page': '.list-page', table: '.ant-table', row: '.ant-table-row' };
const MILESTONES = `(() => {
  const shown = (window.benchShown = {});
  const look = () => {
    for (const [name, selector] of Object.entries(${JSON.stringify(SHOWN)})) if (!shown[name] && document.querySelector(selector)) shown[name] = performance.now();
  };
  new MutationObserver(look).observe(document, { childList: true, subtree: true });
})()`;

withSignedInConsole(async ({ server, browser }) => {
  const bench = await benchPage(browser, { cold: false });
  await bench.page.goto(`${server.url}${CONSOLE}${args.path}`);
  await bench.rowTime();
  const cdp = await browser.context.newCDPSession(bench.page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await bench.page.addInitScript(MILESTONES);
  await cdp.send('Profiler.start');
  await bench.page.reload();
  const took = await bench.rowTime();
  const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
  const { nav, calls } = await bench.page.evaluate(() => {
    const n = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    return {
      nav: { responseStart: n.responseStart, responseEnd: n.responseEnd, domInteractive: n.domInteractive, domContentLoaded: n.domContentLoadedEventEnd, load: n.loadEventEnd },
      calls: (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((e) => ({ start: e.startTime, end: e.responseEnd, path: new URL(e.name).pathname })),
    };
  });
  console.log(`reload ${args.path} → first row: ${took.toFixed(0)} ms`);
  const firstShown = await bench.page.evaluate(() => (window as unknown as { benchShown: Record<string, number> }).benchShown);
  console.log(
    `in the DOM: ${Object.entries(firstShown)
      .map(([k, v]) => `${k} ${v.toFixed(0)}`)
      .join(', ')} ms`,
  );
  console.log(
    `document: ${Object.entries(nav)
      .map(([k, v]) => `${k} ${v.toFixed(0)}`)
      .join(', ')} ms`,
  );
  const span = (list: typeof calls) => (list.length ? `${list[0].start.toFixed(0)}–${Math.max(...list.map((c) => c.end)).toFixed(0)} ms` : '');
  const assets = calls.filter((c) => c.path.includes('/assets/'));
  console.log(`script and style files: ${assets.filter((c) => c.path.endsWith('.js')).length} JS, ${assets.filter((c) => c.path.endsWith('.css')).length} CSS, requested ${span(assets)}`);
  const shown = args.files ? calls : calls.filter((c) => !c.path.includes('/assets/'));
  console.log(`requests${args.files ? '' : ' (API; --files for every file)'}:\n${shown.map((c) => `  ${c.start.toFixed(0)}–${c.end.toFixed(0)} ${c.path}`).join('\n')}`);
  summarize(profile, Number(args.top));
});
