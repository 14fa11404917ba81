/**
 * Where the console's in-app navigation spends its main thread, by the browser's own trace events
 * (script, style, layout, paint…), at the benches' CPU slowdown: users list → roles list by the
 * sidebar (click → first row), then back to the users tab (click → rows showing).
 * web-nav-profile.ts says which functions run; this says what the browser itself does around them.
 *
 *   npm run build && npx tsx bench/web-nav-trace.ts [--runs 3]
 */
import { parseArgs } from 'node:util';
import type { CDPSession } from 'playwright-core';
import { CONSOLE } from '../e2e/helpers/console.ts';
import { ROLES_MENU, USERS_TAB, withSignedInConsole } from './lib/signed-in-console.ts';
import { benchPage, type BenchPage } from './lib/web-pages.ts';

const { values: args } = parseArgs({ options: { runs: { type: 'string', default: '1' } } });

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string };
}

/** Top-level work of the page's main thread in [from, to] (µs, trace clock), summed by event name. */
function summarize(events: TraceEvent[], from: number, to: number): string {
  const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && events.some((x) => x.pid === e.pid && x.name === 'EventDispatch'));
  if (!main) return 'no main thread in the trace';
  const mine = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.dur !== undefined && e.ts >= from && e.ts <= to);
  const totals = new Map<string, number>();
  // Nested events are counted under the outermost one of a kind listed, the rest under their task.
  const kinds = [
    'FunctionCall',
    'EventDispatch',
    'TimerFire',
    'FireAnimationFrame',
    'RunMicrotasks',
    'UpdateLayoutTree',
    'Layout',
    'PrePaint',
    'Paint',
    'Layerize',
    'Commit',
    'ParseHTML',
    'EvaluateScript',
    'v8.compile',
    'MajorGC',
    'MinorGC',
    'HitTest',
    'ScheduleStyleRecalculation',
    'IntersectionObserverController::computeIntersections',
    'ResizeObserverController::BroadcastObservations',
  ];
  const selfOf = new Map<string, number>();
  for (const e of mine) if (kinds.includes(e.name)) selfOf.set(e.name, (selfOf.get(e.name) ?? 0) + e.dur!);
  for (const e of mine) if (e.name === 'RunTask') totals.set('RunTask (all)', (totals.get('RunTask (all)') ?? 0) + e.dur!);
  const forced = mine.filter((e) => (e.name === 'UpdateLayoutTree' || e.name === 'Layout') && mine.some((f) => f.name === 'FunctionCall' && f.ts <= e.ts && f.ts + f.dur! >= e.ts + e.dur!));
  const lines = [...selfOf].sort((a, b) => b[1] - a[1]).map(([k, v]) => `  ${(v / 1000).toFixed(1).padStart(8)} ms  ${k} (with nested)`);
  const styleLayout = (list: TraceEvent[], name: string) => list.filter((e) => e.name === name);
  const sum = (list: TraceEvent[]) => (list.reduce((s, e) => s + e.dur!, 0) / 1000).toFixed(1);
  return [
    `tasks: ${((totals.get('RunTask (all)') ?? 0) / 1000).toFixed(1)} ms busy of ${((to - from) / 1000).toFixed(0)} ms`,
    ...lines,
    `  style recalcs: ${styleLayout(mine, 'UpdateLayoutTree').length} (${sum(styleLayout(mine, 'UpdateLayoutTree'))} ms), forced by script: ${styleLayout(forced, 'UpdateLayoutTree').length} (${sum(styleLayout(forced, 'UpdateLayoutTree'))} ms)`,
    `  layouts: ${styleLayout(mine, 'Layout').length} (${sum(styleLayout(mine, 'Layout'))} ms), forced by script: ${styleLayout(forced, 'Layout').length} (${sum(styleLayout(forced, 'Layout'))} ms)`,
  ].join('\n');
}

async function traced(cdp: CDPSession, bench: BenchPage, click: () => Promise<void>) {
  const events: TraceEvent[] = [];
  const onData = ({ value }: { value: object[] }) => events.push(...(value as TraceEvent[]));
  cdp.on('Tracing.dataCollected', onData);
  await bench.arm();
  await cdp.send('Tracing.start', { categories: 'devtools.timeline,disabled-by-default-devtools.timeline,v8', transferMode: 'ReportEvents' });
  await click();
  const took = await bench.rowTime();
  const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.end');
  await done;
  cdp.off('Tracing.dataCollected', onData);
  const click0 = events.find((e) => e.name === 'EventDispatch' && (e.args as { data?: { type?: string } } | undefined)?.data?.type === 'click');
  const from = click0?.ts ?? Math.min(...events.map((e) => e.ts));
  return { took, text: summarize(events, from, from + took * 1000) };
}

withSignedInConsole(async ({ server, browser }) => {
  for (let run = 0; run < Number(args.runs); run++) {
    const bench = await benchPage(browser, { cold: false });
    await bench.page.goto(`${server.url}${CONSOLE}/system/user`);
    await bench.rowTime();
    await bench.page.reload();
    await bench.rowTime();
    const cdp = await browser.context.newCDPSession(bench.page);
    const nav = await traced(cdp, bench, () => bench.page.locator(ROLES_MENU).click());
    console.log(`\n=== run ${run + 1}: menu users → roles, click → first row: ${nav.took.toFixed(0)} ms\n${nav.text}`);
    const back = await traced(cdp, bench, () => bench.page.locator(USERS_TAB).nth(1).click());
    console.log(`\n=== run ${run + 1}: tab back to users, click → rows showing: ${back.took.toFixed(0)} ms\n${back.text}`);
    await bench.page.close();
  }
});
