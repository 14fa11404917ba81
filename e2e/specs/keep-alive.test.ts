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
});
