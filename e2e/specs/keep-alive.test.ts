/// <reference lib="dom" />
// The page.evaluate callbacks run in the browser.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser, type Browser } from '../helpers/browser.ts';
import { api, apiLogin, click, signInAtHome } from '../helpers/console.ts';
import { startServer, type RunningServer } from '../helpers/server.ts';

const KEY_PREFIX = 'e2e.kept';

/** Tabs keep their pages alive as RuoYi's do: switching back finds the search, the page and the scroll as left. */
describe('tabs keep their pages alive', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    // No demo fleet: it takes minutes to start on a busy machine and these screens do not need it.
    server = await startServer({ DEMO: 'off', ADMIN_PASSWORD: 'admin123' });
    const token = await apiLogin(server.url, 'admin', 'admin123');
    // Two pages of parameters to search for, and the roles screen opted out of keeping (the menu's noCache).
    for (let i = 0; i < 30; i++) {
      const res = await api(server.url, token, 'POST', '/system/config', { configName: `Kept ${i}`, configKey: `${KEY_PREFIX}.${i}`, configValue: String(i), configType: 'N' });
      expect(res.body.code).toBe(200);
    }
    const menus = (await api(server.url, token, 'GET', '/system/menu/list')).body.data as { menuId: number; component?: string }[];
    const roles = menus.find((m) => m.component === 'system/role/index')!;
    const detail = (await api(server.url, token, 'GET', `/system/menu/${roles.menuId}`)).body.data as Record<string, unknown>;
    expect((await api(server.url, token, 'PUT', '/system/menu', { ...detail, isCache: '1' })).body.code).toBe(200);
    browser = await openBrowser({ viewport: { width: 1440, height: 600 } });
    await signInAtHome(browser.page, server.url, 'admin', 'admin123');
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('keeps the search form, the page and the scroll of a tab, and reloads a noCache page', async () => {
    const { page } = browser;
    const sidebar = page.locator('.sidebar');
    const shownList = page.locator('.list-page:visible');
    const field = (label: string) => shownList.locator('.search-form').getByLabel(label);
    const tab = (name: string) => page.locator('.tags-view .tag').filter({ hasText: name });

    await click(sidebar.getByText('System management'));
    await click(sidebar.getByText('Parameters', { exact: true }));
    await field('Parameter key').fill(KEY_PREFIX);
    await click(shownList.locator('.search-form').getByRole('button', { name: 'Search' }));
    await click(shownList.locator('.ant-pagination-item-2'));
    await shownList.locator('.ant-pagination-item-2.ant-pagination-item-active').waitFor();
    await shownList.locator('.ant-table-row').first().waitFor();
    const firstRowBox = shownList.locator('.ant-table-row').first().locator('.ant-checkbox-input');
    await click(firstRowBox);
    await expect.poll(() => firstRowBox.isChecked()).toBe(true);
    // Scrolled down with the wheel, as a user does: it also stops the pager's glide back to the top.
    await page.mouse.wheel(0, 2000);
    let scrolled = -1;
    await expect
      .poll(async () => {
        const was = scrolled;
        scrolled = await page.evaluate(() => window.scrollY);
        return scrolled > 100 && scrolled === was;
      })
      .toBe(true);

    await click(sidebar.getByText('Roles', { exact: true }));
    await field('Role name').fill('not kept');
    await click(tab('Parameters'));
    await expect(field('Parameter key').inputValue()).resolves.toBe(KEY_PREFIX);
    await shownList.locator('.ant-pagination-item-2.ant-pagination-item-active').waitFor();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolled);
    // Its selection too: shown again, the page is the one left, not a new drawing of it.
    await expect(firstRowBox.isChecked()).resolves.toBe(true);

    // Roles opts out: back on its tab it starts afresh.
    await click(tab('Roles'));
    await expect(field('Role name').inputValue()).resolves.toBe('');

    // "Refresh" in the tag's menu drops the kept page: the parameters start afresh too.
    await click(tab('Parameters'));
    await click(tab('Parameters'), { button: 'right' });
    await click(page.locator('.ant-dropdown:visible').getByText('Refresh'));
    await shownList.locator('.ant-pagination-item-1.ant-pagination-item-active').waitFor();
    await expect(field('Parameter key').inputValue()).resolves.toBe('');
  });

  it('opens a page whose code came while the pointer rested on its menu entry without a loading state', async () => {
    const { page } = browser;
    const entry = page.locator('.sidebar').getByText('Dictionaries', { exact: true });
    await entry.hover();
    // Pointed at, the entry fetches the page's code and then its first rows: once those are asked for, the code is there.
    await expect.poll(() => page.evaluate(() => performance.getEntriesByType('resource').some((e) => new URL(e.name).pathname.endsWith('/system/dict/type/list')))).toBe(true);
    await page.evaluate(() => {
      const w = window as unknown as { loadingShown: boolean };
      w.loadingShown = false;
      new MutationObserver(() => (w.loadingShown ||= !!document.querySelector('.page-loading'))).observe(document.body, { childList: true, subtree: true });
    });
    await entry.click();
    await page.locator('.list-page:visible .ant-table-row').first().waitFor();
    expect(await page.evaluate(() => (window as unknown as { loadingShown: boolean }).loadingShown)).toBe(false);
  });

  it('scrolls the active tab into the tab bar when the tabs overflow it', async () => {
    const { page } = browser;
    await page.setViewportSize({ width: 1000, height: 600 });
    const sidebar = page.locator('.sidebar');
    const bar = page.locator('.tags-view .tags-scroll');
    const overflowing = () => bar.evaluate((b) => b.scrollWidth > b.clientWidth + 300);
    // Pages of one section after another until the tabs overflow the bar well past one tab's width.
    const sections = sidebar.locator('.ant-menu-root > .ant-menu-submenu');
    for (let s = 0; s < (await sections.count()) && !(await overflowing()); s++) {
      const section = sections.nth(s);
      if (!(await section.getAttribute('class'))?.includes('ant-menu-submenu-open')) await click(section.locator('> .ant-menu-submenu-title'));
      const items = section.locator('> .ant-menu-sub > .ant-menu-item');
      for (let i = 0; i < (await items.count()); i++) await click(items.nth(i));
    }
    await expect.poll(overflowing).toBe(true);
    const inBar = (tag: ReturnType<typeof page.locator>) =>
      tag.evaluate((t) => {
        const [box, at] = [t.parentElement!.closest('.tags-scroll')!.getBoundingClientRect(), t.getBoundingClientRect()];
        return at.left >= box.left - 1 && at.right <= box.right + 1;
      });
    // The first page's tab has scrolled out to the left: opened again from the menu, its tab comes back into view.
    const first = page.locator('.tags-view .tag').nth(1);
    await expect.poll(() => inBar(first)).toBe(false);
    const title = (await first.innerText()).trim();
    await click(sections.filter({ has: page.getByText(title, { exact: true }) }).locator('> .ant-menu-submenu-title'));
    await click(sidebar.getByText(title, { exact: true }));
    await expect.poll(() => first.getAttribute('class')).toContain('active');
    await expect.poll(() => inBar(first)).toBe(true);
  });
});
