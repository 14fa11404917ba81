import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { axeFailures, isBlocking, type Failure } from '../helpers/axe.ts';
import { openBrowser, type Browser } from '../helpers/browser.ts';
import { api, apiLogin, button, CONSOLE, click, signIn } from '../helpers/console.ts';
import { startServer, type RunningServer } from '../helpers/server.ts';

interface Route {
  path: string;
  hidden?: boolean;
  children?: Route[];
  meta?: { link?: string | null };
}

/** The sidebar's pages as paths: what /getRouters grants, less hidden routes and outside links. */
const menuPages = (routes: Route[], base = ''): string[] =>
  routes.flatMap((r) => {
    if (r.hidden || /^https?:/.test(r.path) || r.meta?.link) return [];
    const path = r.path.startsWith('/') ? r.path : `${base}/${r.path}`;
    return r.children?.length ? menuPages(r.children, path) : [path];
  });

/** Whether nothing is loading: no progress bar, no spinning indicator; runs in the page. */
function loaded(): boolean {
  return !document.querySelector('#nprogress') && ![...document.querySelectorAll('.ant-spin-spinning')].some((el) => el.getClientRects().length > 0);
}

/**
 * Whether no motion is under way: no antd motion class (a fade, a zoom, a menu opening) and no finite CSS
 * animation or transition running (a closing submenu's titles fade their colour, and axe must not judge a
 * colour half-way); endless ones (a live flow's dashes) never settle and are left out. Runs in the page.
 */
function still(): boolean {
  const moving = document.getAnimations().some((a) => a.playState === 'running' && a.effect?.getTiming().iterations !== Infinity);
  return !moving && !document.querySelector('[class*="-enter-active"], [class*="-appear-active"], [class*="-leave-active"]');
}

const describeFailures = (failures: Failure[]) => failures.map((f) => `${f.state}: ${f.impact} ${f.rule} at ${f.target}\n  ${f.summary.replace(/\n/g, ' ')}`).join('\n');

/** What has the keyboard focus, and whether the page shows it (an outline or a focus shadow); runs in the page. */
function focused() {
  const el = document.activeElement as HTMLElement | null;
  if (!el || el === document.body) return null;
  const style = getComputedStyle(el);
  const visible = (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none';
  return {
    label: el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 40) ?? '',
    classes: el.className.toString(),
    rowAction: el.tagName === 'BUTTON' && !!el.closest('.ant-table-row'),
    inSidebar: !!el.closest('.sidebar'),
    visible,
  };
}

/** The sign-in page, every menu page and the main dialogs, judged by axe-core in chromium at 1440 px. */
describe('accessibility', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    server = await startServer();
    browser = await openBrowser({ viewport: { width: 1440, height: 900 } });
    page = browser.page;
    // Starting the server migrates and seeds the demo: minutes on a machine shared by several runs.
  }, 240_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  /** Client-side navigation, as the sidebar does it: one page load for the whole walk. */
  async function visit(path: string) {
    await page.evaluate((to) => {
      history.pushState({}, '', to);
      dispatchEvent(new PopStateEvent('popstate'));
    }, CONSOLE + path);
    // A page that keeps a spinner (a chart still waiting) is judged as it is after a few seconds.
    await page.waitForFunction(loaded, undefined, { timeout: 5_000 }).catch(() => undefined);
    // A sidebar group opening for the page fades in: half-drawn, its titles measured 1.1:1 in a German walk.
    await page.waitForFunction(still, undefined, { timeout: 5_000 }).catch(() => undefined);
  }

  /** The list of `path` as shown now (a kept-alive tab comes back as it was), its rows (or that there are none) drawn. */
  async function openList(path: string): Promise<Locator> {
    await visit(path);
    const list = page.locator('.list-page').filter({ visible: true }).first();
    await list.locator('.ant-table-row, .ant-table-placeholder').first().waitFor();
    await page.waitForFunction(loaded);
    return list;
  }

  async function dialogFailures(path: string, state: string, open: (list: Locator) => Promise<void>): Promise<Failure[]> {
    await open(await openList(path));
    const dialog = page.locator('.ant-modal').filter({ visible: true });
    await dialog.waitFor();
    // Judged once it has zoomed in: half-faded, its placeholders measured 4.4:1 on a 99 % white.
    await page.waitForFunction(still);
    await page.waitForFunction(loaded);
    const failures = await axeFailures(page, state);
    await click(dialog.locator('.ant-modal-close'));
    await dialog.waitFor({ state: 'hidden' });
    return failures;
  }

  it('finds no critical or serious violation', async () => {
    const started = Date.now();
    const failures: Failure[] = [];
    await page.goto(`${server.url}${CONSOLE}/login`);
    await page.getByPlaceholder('Password').waitFor();
    failures.push(...(await axeFailures(page, 'sign-in')));

    await signIn(page, 'admin', 'admin123');
    await page.locator('.home-page').waitFor();
    await page.waitForFunction(loaded);
    failures.push(...(await axeFailures(page, 'home')));

    // The dialogs first, while few tabs are kept alive.
    const firstRow = (list: Locator) =>
      list
        .locator('.ant-table-row')
        .filter({ has: page.getByRole('button', { name: 'Reset password' }) })
        .first();
    failures.push(...(await dialogFailures('/system/user', 'add user', (list) => click(button(list, 'Add')))));
    failures.push(...(await dialogFailures('/system/user', 'edit user', (list) => click(button(firstRow(list), 'Edit')))));
    failures.push(...(await dialogFailures('/system/user', 'reset password', (list) => click(button(firstRow(list), 'Reset password')))));
    failures.push(...(await dialogFailures('/system/role', 'add role', (list) => click(button(list, 'Add')))));
    failures.push(...(await dialogFailures('/device/wn', 'import inverters', (list) => click(button(list, 'Import')))));
    failures.push(...(await dialogFailures('/content/faq', 'add FAQ (rich-text editor)', (list) => click(button(list, 'Add')))));

    await click(button(firstRow(await openList('/system/user')), 'Assign roles'));
    await page.getByRole('button', { name: 'Submit' }).filter({ visible: true }).waitFor();
    await page.waitForFunction(loaded);
    failures.push(...(await axeFailures(page, 'assign roles')));

    const token = await apiLogin(server.url, 'admin', 'admin123');
    const pages = menuPages((await api(server.url, token, 'GET', '/getRouters')).body.data as Route[]);
    expect(pages.length).toBeGreaterThan(40);
    for (const path of pages) {
      await visit(path);
      failures.push(...(await axeFailures(page, path)));
    }
    const walked = failures.length;

    await click(page.locator('.avatar-wrapper'));
    await click(page.getByRole('menuitem', { name: 'Layout settings' }));
    const drawer = page.locator('.ant-drawer').filter({ visible: true });
    await drawer.waitFor();
    failures.push(...(await axeFailures(page, 'layout settings')));

    const blocking = failures.filter(isBlocking);
    console.log(
      `axe: sign-in, home, 6 dialogs, the assign-roles page and ${pages.length} menu pages: ${walked} failing elements; with the layout drawer: ${failures.length}, ` +
        `${blocking.length} critical or serious (${Math.round((Date.now() - started) / 1000)} s)`,
    );
    expect(blocking, describeFailures(blocking)).toEqual([]);
  }, 900_000);

  it('reaches and operates the navbar, sidebar, tags view and table actions by keyboard alone, with visible focus', async () => {
    await page.goto(`${server.url}${CONSOLE}/system/user`);
    await page.locator('.list-page .ant-table-row').first().waitFor();
    await page.locator('body').focus();

    // Every stop from the top of the page to the first row's first action, in Tab order: nothing on the way holds the focus.
    const reached: NonNullable<ReturnType<typeof focused>>[] = [];
    for (let i = 0; i < 200 && !reached.at(-1)?.rowAction; i++) {
      await page.keyboard.press('Tab');
      const now = await page.evaluate(focused);
      if (now) reached.push(now);
    }
    const find = (test: (f: (typeof reached)[number]) => boolean, what: string) => {
      const hit = reached.find(test);
      expect(hit, `${what} is reached by Tab`).toBeDefined();
      expect(hit!.visible, `${what} shows its focus`).toBe(true);
    };
    for (const label of ['Search menu', 'Full screen', 'Layout size', 'Language']) find((f) => f.label === label, label);
    find((f) => f.classes.includes('avatar-wrapper'), 'the avatar menu');
    find((f) => f.inSidebar, 'the sidebar');
    find((f) => /\btag\b/.test(f.classes), 'a tags view tab');
    find((f) => f.rowAction, 'a table action');

    // The menu search opens with Enter and takes the typing.
    await page.getByRole('button', { name: 'Search menu', exact: true }).focus();
    await page.keyboard.press('Enter');
    const search = page.locator('.header-search input, .header-search-select input').filter({ visible: true }).first();
    await expect.poll(() => search.evaluate((el) => el === document.activeElement), { message: 'the menu search takes the focus' }).toBe(true);
    await page.keyboard.press('Escape');

    // Choosing in a navbar menu leaves the focus on the control that opened it.
    for (const [name, item] of [
      ['Layout size', 'Medium'],
      ['Language', 'English'],
      ['avatar-wrapper', 'Personal center'],
    ]) {
      const trigger = page.getByRole('button', { name, exact: true }).or(page.locator(`.${name}`));
      await trigger.focus();
      await page.keyboard.press('Enter');
      const menuItem = page.getByRole('menuitem', { name: item }).filter({ visible: true });
      await menuItem.waitFor();
      await menuItem.focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => trigger.evaluate((el) => el === document.activeElement), { message: `focus after choosing in ${name}` }).toBe(true);
    }

    // A tags view tab opens its page with Enter.
    const usersTab = page.locator('.tags-view .tag').filter({ hasText: 'Users' });
    await usersTab.focus();
    await page.keyboard.press('Enter');
    await page.locator('.list-page .ant-table-row').filter({ visible: true }).first().waitFor();
    expect(new URL(page.url()).pathname).toBe(`${CONSOLE}/system/user`);

    // A row's action opens its dialog with Enter.
    await page.locator('.list-page').filter({ visible: true }).locator('.ant-table-row').first().getByRole('button', { name: 'Edit' }).focus();
    await page.keyboard.press('Enter');
    await page.locator('.ant-modal').filter({ visible: true }).waitFor();
  }, 300_000);
});
