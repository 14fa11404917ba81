/// <reference lib="dom" />
// The page.evaluate callbacks run in the browser.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openBrowser, type Browser } from '../helpers/browser.ts';
import { api, apiLogin, button, click, consolePath, CONSOLE, signIn, signInAtHome } from '../helpers/console.ts';
import { startServer, type RunningServer } from '../helpers/server.ts';

/** The console as the administrator uses it, against one server. */
describe('administrator', () => {
  let server: RunningServer;

  beforeAll(async () => {
    server = await startServer();
  });

  afterAll(async () => {
    await server?.stop();
  });

  /** A system screen end to end: the parameters (config) list with its form and delete confirmation. */
  describe('parameters screen', () => {
    let browser: Browser;

    beforeAll(async () => {
      browser = await openBrowser();
      await signInAtHome(browser.page, server.url, 'admin', 'admin123');
    });

    afterAll(async () => {
      await browser?.close();
    });

    /** What the server holds under the key, read past the console. */
    async function storedValue(key: string): Promise<string | undefined> {
      const token = await apiLogin(server.url, 'admin', 'admin123');
      const res = await api(server.url, token, 'GET', `/system/config/list?configKey=${encodeURIComponent(key)}`);
      return res.body.rows?.find((r) => r.configKey === key)?.configValue as string | undefined;
    }

    it('creates, edits and deletes a parameter, with validation and a delete confirmation', async () => {
      const { page } = browser;
      const sidebar = page.locator('.sidebar');
      await click(sidebar.getByText('System management'));
      await click(sidebar.getByText('Parameters', { exact: true }));
      const listPage = page.locator('.list-page').filter({ visible: true });
      await listPage.locator('.ant-table-row').first().waitFor();

      // Add: the form refuses an empty name and a key the contract does not allow, and stays open on Escape.
      await click(button(listPage, 'Add'));
      const dialog = page.locator('.ant-modal').filter({ hasText: 'Add parameter' });
      await dialog.waitFor();
      await click(button(dialog, 'Confirm'));
      await dialog.getByText('Parameter name cannot be empty').waitFor();
      await dialog.getByLabel('Parameter name').fill('E2E timeout');
      await dialog.getByLabel('Parameter key').fill('e2e timeout');
      await dialog.getByLabel('Parameter value').fill('30');
      await click(button(dialog, 'Confirm'));
      await dialog.getByText('The parameter key may contain only letters, digits and . _ : -').waitFor();
      // Escape does not close it: the correction below is made in the same dialog.
      await page.keyboard.press('Escape');
      await dialog.getByLabel('Parameter key').fill('e2e.timeout');
      await click(button(dialog, 'Confirm'));
      await page.locator('.ant-message').getByText('Added successfully').waitFor();
      await dialog.waitFor({ state: 'hidden' });
      expect(await storedValue('e2e.timeout')).toBe('30');

      // The list shows the new row; search narrows it down to it.
      await listPage.getByPlaceholder('Please enter Parameter name').fill('E2E');
      await click(button(listPage, 'Search'));
      const row = listPage.locator('.ant-table-row').filter({ hasText: 'e2e.timeout' });
      await row.waitFor();
      await expect.poll(() => listPage.locator('.ant-table-row').count()).toBe(1);

      // Edit: the dialog loads the record; the list shows the change.
      await click(button(row, 'Edit'));
      const editDialog = page.locator('.ant-modal').filter({ hasText: 'Edit parameter' });
      const value = editDialog.getByLabel('Parameter value');
      await expect.poll(() => value.inputValue()).toBe('30');
      await value.fill('45');
      await click(button(editDialog, 'Confirm'));
      await page.locator('.ant-message').getByText('Modified successfully').waitFor();
      await row.locator('td').filter({ hasText: /^45$/ }).waitFor();
      expect(await storedValue('e2e.timeout')).toBe('45');

      // Delete asks first: cancel keeps the row, confirm removes it.
      const confirm = page.locator('.ant-modal-confirm');
      await click(button(row, 'Delete'));
      await confirm.getByText('Are you sure you want to delete "E2E timeout"?').waitFor();
      await click(button(confirm, 'Cancel'));
      await confirm.waitFor({ state: 'detached' });
      expect(await row.count()).toBe(1);

      await click(button(row, 'Delete'));
      await click(button(confirm, 'Confirm'));
      await page.locator('.ant-message').getByText('Deleted successfully').waitFor();
      await row.waitFor({ state: 'detached' });
      expect(await storedValue('e2e.timeout')).toBeUndefined();
    });
  });

  /** A screen that is only its manifest (FAQ): menu, list, form with a rich-text field, and its buttons' titles. */
  describe('FAQ screen', () => {
    let browser: Browser;

    beforeAll(async () => {
      browser = await openBrowser();
      await signInAtHome(browser.page, server.url, 'admin', 'admin123');
    });

    afterAll(async () => {
      await browser?.close();
    });

    it('adds a question with a formatted answer, lists it with its dictionary tags, and titles its buttons from page and action', async () => {
      const { page } = browser;
      const sidebar = page.locator('.sidebar');
      await click(sidebar.getByText('Service and content'));
      await click(sidebar.getByText('FAQ', { exact: true }));
      const listPage = page.locator('.list-page').filter({ visible: true });
      await listPage.locator('.ant-table').waitFor();

      await click(button(listPage, 'Add'));
      const dialog = page.locator('.ant-modal').filter({ hasText: 'Add question' });
      await dialog.waitFor();
      await click(button(dialog, 'Confirm'));
      await dialog.getByText('Question cannot be empty').waitFor();
      await dialog.getByLabel('Question', { exact: true }).fill('Why does my inverter go offline at night?');
      const editor = dialog.locator('[contenteditable="true"]');
      // The picture's file field stays hidden inside a form too (antd's form styles display file inputs): the browser would write "Choose File" in its own language.
      expect(await dialog.locator('input[type="file"]').evaluateAll((inputs) => inputs.map((i) => i.getClientRects().length))).toEqual([0]);
      await click(editor);
      await page.keyboard.type('Without sunlight the inverter has no power: this is normal.');
      await click(button(dialog, 'Confirm'));
      await page.locator('.ant-message').getByText('Added successfully').waitFor();

      const row = listPage.locator('.ant-table-row').filter({ hasText: 'offline at night' });
      await row.getByText('English').waitFor();
      await row.getByText('Client app').waitFor();
      const token = await apiLogin(server.url, 'admin', 'admin123');
      const stored = await api(server.url, token, 'GET', '/biz/faq/list?question=offline');
      expect(stored.body.rows?.[0]?.answer).toBe('<p>Without sunlight the inverter has no power: this is normal.</p>');

      await click(sidebar.getByText('System management'));
      await click(sidebar.getByText('Menus', { exact: true }));
      const menus = page.locator('.list-page').filter({ visible: true });
      await menus.getByPlaceholder('Please enter Menu name').fill('biz:faq:add');
      await click(button(menus, 'Search'));
      await menus.locator('.ant-table-row').filter({ hasText: 'FAQ: Add' }).waitFor();
    });
  });

  /** The layout shell: one signed-in browser, the tests in order. */
  describe('layout shell', () => {
    let browser: Browser;
    let page: Page;
    let adminToken: string;

    beforeAll(async () => {
      browser = await openBrowser();
      page = browser.page;
      adminToken = await apiLogin(server.url, 'admin', 'admin123');
    });

    afterAll(async () => {
      await browser?.close();
    });

    const sidebar = () => page.locator('.sidebar');
    const tags = () => page.locator('.tags-view .tag');
    const message = (text: string) => page.locator('.ant-message').getByText(text);

    /** Opens a page from the sidebar and waits for its tab, i.e. until the page has rendered. */
    async function openFromSidebar(group: string, item: string) {
      const entry = sidebar().getByText(item, { exact: true });
      if (!(await entry.isVisible())) await click(sidebar().getByText(group, { exact: true }));
      await click(entry);
      await tags().filter({ hasText: item }).waitFor();
    }

    /** Runs a command of a tab's context menu, after checking the menu's items when asked to. */
    async function tagMenu(title: string, command: string, check?: (items: string[]) => void) {
      const open = page.locator('.ant-dropdown:not(.ant-dropdown-hidden)');
      await click(tags().filter({ hasText: title }), { button: 'right' });
      await open.getByRole('menuitem', { name: command }).waitFor();
      check?.(await open.getByRole('menuitem').allInnerTexts());
      await click(open.getByRole('menuitem', { name: command }));
      // Wait for the menu to go, so the next one opened is the only one on screen.
      await open.waitFor({ state: 'detached' });
    }

    it('builds the sidebar from the menu the server sends, and follows changes made there', async () => {
      // An administrator adds a group with one page to the menu: no console code knows these names.
      const group = await api(server.url, adminToken, 'POST', '/system/menu', { menuName: 'E2E Tools', parentId: 0, orderNum: 99, menuType: 'M', path: 'e2e-tools', icon: 'tool' });
      const groupId = (group.body.data as { id: number }).id;
      const child = { menuName: 'E2E Parameters', parentId: groupId, orderNum: 1, menuType: 'C', path: 'e2e-params', component: 'system/config/index', perms: 'system:config:list', icon: 'edit' };
      expect((await api(server.url, adminToken, 'POST', '/system/menu', child)).body.code).toBe(200);

      await page.goto(`${server.url}${CONSOLE}/login`);
      const routers = page.waitForResponse((r) => r.url().endsWith('/cniotapi/getRouters'));
      await signIn(page, 'admin', 'admin123');
      const menu = ((await (await routers).json()) as { data: { hidden: boolean }[] }).data;
      await page.locator('.home-page').waitFor();

      // One sidebar entry per visible top-level menu, after the constant home entry.
      const topLevel = sidebar().locator('.ant-menu-root > li.ant-menu-item, .ant-menu-root > li.ant-menu-submenu');
      expect(await topLevel.count()).toBe(1 + menu.filter((m) => !m.hidden).length);
      await expect.poll(() => topLevel.first().innerText()).toBe('Home');

      // The server's page component is drawn at the server's path, as a tab with the server's title.
      await openFromSidebar('E2E Tools', 'E2E Parameters');
      expect(consolePath(page)).toBe('/e2e-tools/e2e-params');
      await page.locator('.list-page .ant-table-row').first().waitFor();

      // Hidden on the server: gone from the sidebar on the next start.
      const list = await api(server.url, adminToken, 'GET', `/system/menu/list?menuName=E2E%20Tools`);
      const stored = (list.body.data as Record<string, unknown>[])[0];
      expect((await api(server.url, adminToken, 'PUT', '/system/menu', { ...stored, visible: '1' })).body.code).toBe(200);
      await page.reload();
      await sidebar().getByText('System management').waitFor();
      expect(await sidebar().getByText('E2E Tools').count()).toBe(0);
    });

    it('opens pages as tabs; the tab menu closes others and all but keeps the affixed home tab', async () => {
      await page.goto(`${server.url}${CONSOLE}/index`);
      await page.locator('.home-page').waitFor();
      await openFromSidebar('System management', 'Parameters');
      await openFromSidebar('System management', 'Dictionaries');
      await openFromSidebar('System monitoring', 'Online users');
      expect(await tags().allInnerTexts()).toEqual(['Home', 'Parameters', 'Dictionaries', 'Online users']);

      await tagMenu('Dictionaries', 'Close others');
      await expect.poll(() => tags().allInnerTexts()).toEqual(['Home', 'Dictionaries']);
      expect(consolePath(page)).toBe('/system/dict');

      // Home is affixed: its menu offers no "Close current", and "Close all" leaves it.
      await tagMenu('Home', 'Close all', (items) => expect(items).not.toContain('Close current'));
      await page.locator('.home-page').waitFor();
      expect(consolePath(page)).toBe('/index');
      expect(await tags().allInnerTexts()).toEqual(['Home']);
    });

    it('changes the size of the controls, says so, and keeps it after a reload', async () => {
      await page.goto(`${server.url}${CONSOLE}/system/config`);
      const searchButton = page.locator('.list-page button').filter({ hasText: /^Search$/ });
      expect(await searchButton.getAttribute('class')).not.toContain('ant-btn-sm');

      await click(page.getByLabel('Layout size'));
      await click(page.getByRole('menuitem', { name: 'Small' }));
      await message('Switch Size Success').waitFor();
      await expect.poll(() => searchButton.getAttribute('class')).toContain('ant-btn-sm');

      await page.reload();
      await searchButton.waitFor();
      expect(await searchButton.getAttribute('class')).toContain('ant-btn-sm');
    });

    it('saves layout settings in the browser, and reset forgets them and reloads', async () => {
      const openSettings = async () => {
        await click(page.locator('.avatar-wrapper'));
        await click(page.getByRole('menuitem', { name: 'Layout settings' }));
        await page.locator('.ant-drawer').getByText('Page style settings').waitFor();
      };
      await page.goto(`${server.url}${CONSOLE}/system/config`);
      const drawer = page.locator('.ant-drawer');
      const tagsSwitch = drawer.locator('.setting-item', { hasText: 'Tags view' }).getByRole('switch');

      await openSettings();
      await click(tagsSwitch);
      await page.locator('.tags-view').waitFor({ state: 'detached' });
      await click(drawer.getByRole('button', { name: 'Save settings' }));
      await message('Saving to the local cache, please wait...').waitFor();
      await drawer.locator('.ant-drawer-content').waitFor({ state: 'hidden' });
      const saved = await page.evaluate(() => JSON.parse(localStorage.getItem('layout-setting') ?? '{}') as { tagsView?: boolean });
      expect(saved.tagsView).toBe(false);

      await page.reload();
      await page.locator('.navbar').waitFor();
      await page.locator('.list-page').waitFor();
      expect(await page.locator('.tags-view').count()).toBe(0);

      await openSettings();
      const reloaded = page.waitForEvent('load');
      await click(drawer.getByRole('button', { name: 'Reset settings' }));
      await message('Clearing the settings cache and refreshing, please wait...').waitFor();
      await reloaded;
      await page.locator('.tags-view').waitFor();
      expect(await page.evaluate(() => localStorage.getItem('layout-setting'))).toBeNull();
    });

    it('switches to German: the page reloads, confirms in German and shows German texts', async () => {
      const reloaded = page.waitForEvent('load');
      await click(page.getByLabel('Language'));
      await click(page.getByRole('menuitem', { name: 'German' }));
      await reloaded;
      await message('Sprache erfolgreich eingestellt').waitFor();
      await sidebar().getByText('Systemverwaltung').waitFor();
      expect(await tags().first().innerText()).toBe('Startseite');
      await page
        .locator('.list-page button')
        .filter({ hasText: /^Suchen$/ })
        .waitFor();
    });

    it('below 992 px the sidebar is a drawer that closes when a page is opened', async () => {
      const phone = await openBrowser({ viewport: { width: 390, height: 844 } });
      try {
        const mobile = phone.page;
        await signInAtHome(mobile, server.url, 'admin', 'admin123');
        const phoneSidebar = mobile.locator('.sidebar');
        expect(await mobile.locator('.app-wrapper.mobile').count()).toBe(1);
        expect(await phoneSidebar.isVisible()).toBe(false);
        // The narrow navbar leaves out search, fullscreen and size.
        expect(await mobile.getByLabel('Layout size').count()).toBe(0);

        await click(mobile.getByLabel('Show or hide the menu'));
        await phoneSidebar.waitFor();
        await mobile.locator('.drawer-bg').waitFor();

        await click(phoneSidebar.getByText('System management'));
        await click(phoneSidebar.getByText('Parameters', { exact: true }));
        await mobile.locator('.list-page .ant-table-row').first().waitFor();
        expect(consolePath(mobile)).toBe('/system/config');
        await phoneSidebar.waitFor({ state: 'hidden' });
        expect(await mobile.locator('.drawer-bg').count()).toBe(0);
      } finally {
        await phone.close();
      }
    });
  });
});
