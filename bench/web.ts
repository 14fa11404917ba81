/**
 * Our built console against RuoYi-Vue3's production build, both in headless Chromium at 4× CPU
 * slowdown against our real server (RuoYi's API calls forwarded to it as its nginx would), in the same run:
 *  - JS and CSS (raw, gzip -9) the login route loads;
 *  - LCP of /login, cold (cache off, no cookies);
 *  - sign-in submitted on a deep link to the users list → its first row, cold;
 *  - reload of the users list → its first row, cache warm as after any earlier visit;
 *  - in-app navigation from the users list to the roles list (sidebar) → its first row;
 *  - back to the users tab → its rows showing again;
 *  - the same two at this machine's own speed (no slowdown).
 * Timings are medians of --runs; each prints its ratio to RuoYi's.
 *
 *   npm run build && npx tsx bench/web.ts [--runs 5] [--before <another build's dist>]
 *
 * With --before, a second build of ours (e.g. main's, copied aside before a change) is measured in the same run,
 * and both builds of ours are served the same way: their files by a peer of their own, the API by our server.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { Page } from 'playwright-core';
import { openBrowser, type Browser } from '../e2e/helpers/browser.ts';
import { apiLogin, CONSOLE } from '../e2e/helpers/console.ts';
import { RUOYI_DIST, serveRuoyi } from '../e2e/helpers/ruoyi-peer.ts';
import { startServer } from '../e2e/helpers/server.ts';
import type { BuildPeer } from '../e2e/helpers/build-peer.ts';
import { serveBuild } from './lib/served-build.ts';
import { benchPage, callTimes, CPU_SLOWDOWN, describeSizes, filesLoaded, kb, readLcp, sizesOf, type BenchPage } from './lib/web-pages.ts';

const { values: args } = parseArgs({ options: { runs: { type: 'string', default: '5' }, before: { type: 'string' } } });
const RUNS = Number(args.runs);
const DIST = path.resolve(import.meta.dirname, '../apps/web/dist');
const BEFORE = args.before && path.resolve(args.before);

/** What differs between the two consoles: where they are, what their login form and menus look like. */
interface Console {
  name: string;
  base: string;
  dist: string;
  assets: string;
  /** The login form is ready to use. */
  loginReady(page: Page): Promise<void>;
  signIn(page: Page): Promise<void>;
  roleMenu(page: Page): ReturnType<Page['locator']>;
  usersTag(page: Page): ReturnType<Page['locator']>;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const ms = (values: number[]) => `${median(values).toFixed(0)} ms`;

async function signInTimed(c: Console, bench: BenchPage): Promise<number> {
  await bench.page.goto(`${c.base}/system/user`);
  await c.loginReady(bench.page);
  await bench.arm();
  await c.signIn(bench.page);
  return bench.rowTime();
}

/**
 * On a page whose files are cached: reload of the users list → first row, the menu to the roles list → first row,
 * and the tab back to the users → rows showing. `afterReload` reads what it needs of the reloaded page.
 */
async function warmTimes(c: Console, bench: BenchPage, afterReload?: (page: Page) => Promise<void>) {
  await bench.page.goto(`${c.base}/system/user`);
  await bench.rowTime();
  await bench.page.reload();
  const reload = await bench.rowTime();
  await afterReload?.(bench.page);
  await bench.arm();
  await c.roleMenu(bench.page).click();
  const nav = await bench.rowTime();
  await bench.arm();
  await c.usersTag(bench.page).click();
  const back = await bench.rowTime();
  await bench.page.close();
  return { reload, nav, back };
}

async function main() {
  if (!fs.existsSync(path.join(DIST, 'index.html'))) throw new Error('apps/web/dist is missing: run `npm run build` first');
  if (!fs.existsSync(RUOYI_DIST)) throw new Error(`RuoYi-Vue3's build is not at ${RUOYI_DIST}`);
  if (BEFORE && !fs.existsSync(path.join(BEFORE, 'index.html'))) throw new Error(`${BEFORE} holds no build of the console`);
  // No demo fleet: it takes minutes to start on a busy machine, and the screens timed here do not show it.
  const server = await startServer({ DEMO: 'off', ADMIN_PASSWORD: 'admin123' });
  const [peer, browser, token] = await Promise.all([serveRuoyi(server.url), openBrowser(), apiLogin(server.url, 'admin', 'admin123')]);
  const served: BuildPeer[] = BEFORE ? await Promise.all([serveBuild(DIST, server.url), serveBuild(BEFORE, server.url)]) : [];
  const ours: Console = {
    name: 'ours',
    base: `${served[0]?.url ?? server.url}${CONSOLE}`,
    dist: DIST,
    assets: `${CONSOLE}/`,
    loginReady: (page) => page.getByRole('button', { name: 'Sign in' }).waitFor(),
    async signIn(page) {
      await page.getByPlaceholder('Account or e-mail').fill('admin');
      await page.getByPlaceholder('Password').fill('admin123');
      await page.getByRole('button', { name: 'Sign in' }).click();
    },
    roleMenu: (page) => page.locator('.sidebar [data-menu-id$="-/system/role"]'),
    usersTag: (page) => page.locator('.tags-view .tag').nth(1),
  };
  const ruoyi: Console = {
    name: 'RuoYi',
    base: peer.url,
    dist: RUOYI_DIST,
    assets: '/',
    loginReady: (page) => page.getByRole('button', { name: /登\s*录/ }).waitFor(),
    async signIn(page) {
      await page.getByPlaceholder('账号').fill('admin');
      await page.getByPlaceholder('密码').fill('admin123');
      await page.getByRole('button', { name: /登\s*录/ }).click();
    },
    roleMenu: (page) => page.locator('.sidebar-container a[href="/system/role"]'),
    usersTag: (page) => page.locator('.tags-view-container a.tags-view-item[href="/system/user"]'),
  };
  const before: Console | undefined = BEFORE ? { ...ours, name: 'before', base: `${served[1].url}${CONSOLE}`, dist: BEFORE } : undefined;
  const consoles = before ? [ours, before, ruoyi] : [ours, ruoyi];
  const times = Object.fromEntries(
    consoles.map((c) => [c.name, { lcp: [] as number[], signIn: [] as number[], reload: [] as number[], nav: [] as number[], back: [] as number[], nav1x: [] as number[], back1x: [] as number[] }]),
  );
  const calls: Record<string, number[]> = {};
  try {
    const login: Record<string, ReturnType<typeof sizesOf>> = {};
    for (const c of consoles) {
      const { page } = await benchPage(browser, { cold: true });
      login[c.name] = sizesOf(await filesLoaded(page, c.dist, c.assets, () => page.goto(`${c.base}/login`).then(() => c.loginReady(page))));
      await page.close();
    }

    const signedIn = (b: Browser) => b.context.addCookies([server.url, ...served.map((s) => s.url)].map((url) => ({ name: 'Admin-Token', value: token, url })));
    for (let run = 0; run < RUNS; run++) {
      for (const c of consoles) {
        const t = times[c.name];
        console.error(`run ${run + 1}: ${c.name}`);
        const cold = await benchPage(browser, { cold: true });
        await cold.page.goto(`${c.base}/login`);
        await c.loginReady(cold.page);
        await cold.page.waitForLoadState('networkidle');
        t.lcp.push(await readLcp(cold.page));
        await cold.page.close();

        const flow = await benchPage(browser, { cold: true });
        t.signIn.push(await signInTimed(c, flow));
        await flow.page.close();

        await signedIn(browser);
        const warm = await warmTimes(c, await benchPage(browser, { cold: false }), async (page) => {
          if (c !== ours) return;
          for (const call of await callTimes(page, ['/getInfo', '/getRouters', '/system/user/list'])) (calls[call.call] ??= []).push(call.start, call.end);
        });
        t.reload.push(warm.reload);
        t.nav.push(warm.nav);
        t.back.push(warm.back);
        const fast = await warmTimes(c, await benchPage(browser, { cold: false, cpu: 1 }));
        t.nav1x.push(fast.nav);
        t.back1x.push(fast.back);
      }
    }

    const ratioOf = (name: string, key: keyof (typeof times)[string]) => (median(times[name][key]) / median(times.RuoYi[key])).toFixed(2);
    const ratio = (key: keyof (typeof times)[string]) =>
      `ours ${ms(times.ours[key])}, ${before ? `before ${ms(times.before[key])}, ` : ''}RuoYi ${ms(times.RuoYi[key])}: ratio ${ratioOf('ours', key)}${before ? ` (before ${ratioOf('before', key)})` : ''}`;
    const total = (s: ReturnType<typeof sizesOf>) => s.js.gzip + s.css.gzip;
    const sizeRatio = (name: string) => (total(login[name]) / total(login.RuoYi)).toFixed(2);
    console.log(`built console: ${DIST}${BEFORE ? `, before: ${BEFORE}` : ''}; RuoYi-Vue3: ${RUOYI_DIST}; CPU ${CPU_SLOWDOWN}× slower; medians of ${RUNS}`);
    for (const c of consoles) console.log(describeSizes(`${c.name} login route`, login[c.name]));
    console.log(
      `login route JS+CSS gzip: ours ${kb(total(login.ours))}, ${before ? `before ${kb(total(login.before))}, ` : ''}RuoYi ${kb(total(login.RuoYi))}: ratio ${sizeRatio('ours')}${before ? ` (before ${sizeRatio('before')})` : ''}`,
    );
    console.log(`LCP /login (cold): ${ratio('lcp')}`);
    console.log(`sign-in on /system/user → first row (cold): ${ratio('signIn')}`);
    console.log(`reload /system/user → first row (warm cache): ${ratio('reload')}`);
    console.log(`menu users → roles, click → first row: ${ratio('nav')}`);
    console.log(`tab back to users, click → rows showing: ${ratio('back')}`);
    console.log(`at this machine's own speed (1× CPU): menu users → roles: ${ratio('nav1x')}; tab back to users: ${ratio('back1x')}`);
    const at = (call: string) => {
      const v = calls[call];
      return `${median(v.filter((_, i) => i % 2 === 0)).toFixed(0)}–${median(v.filter((_, i) => i % 2 === 1)).toFixed(0)} ms`;
    };
    console.log(`our reload's calls (sent–answered since navigation start): /getInfo ${at('/getInfo')}, /getRouters ${at('/getRouters')}, /system/user/list ${at('/system/user/list')}`);
  } finally {
    await browser.close();
    await peer.close();
    await Promise.all(served.map((s) => s.close()));
    await server.stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
