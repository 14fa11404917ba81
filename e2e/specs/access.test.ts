import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser, type Browser } from '../helpers/browser.ts';
import { api, apiLogin, click, consolePath, CONSOLE, signIn, signInAtHome } from '../helpers/console.ts';
import { startServer, type RunningServer } from '../helpers/server.ts';

const NOT_FOUND = 'Sorry, the page you visited does not exist.';

/** Who may go where: the routing rules, a dealer's limits, and a session ended by an administrator. */
describe('access', () => {
  let server: RunningServer;

  beforeAll(async () => {
    server = await startServer();
  });

  afterAll(async () => {
    await server?.stop();
  });

  it('sends a deep link to sign-in and back, a signed-in /login home, and an unknown path to 404', async () => {
    const browser = await openBrowser();
    try {
      const { page } = browser;
      await page.goto(`${server.url}${CONSOLE}/system/config?configKey=sys.account`);
      await page.getByPlaceholder('Password').waitFor();
      expect(consolePath(page)).toBe(`/login?redirect=${encodeURIComponent('/system/config?configKey=sys.account')}`);

      await signIn(page, 'admin', 'admin123');
      await page.locator('.list-page .ant-table-row').first().waitFor();
      expect(consolePath(page)).toBe('/system/config?configKey=sys.account');

      await page.goto(`${server.url}${CONSOLE}/login`);
      await page.locator('.home-page').waitFor();
      expect(consolePath(page)).toBe('/index');

      await page.goto(`${server.url}${CONSOLE}/no/such/page`);
      await page.getByText(NOT_FOUND).waitFor();
      expect(consolePath(page)).toBe('/404');
    } finally {
      await browser.close();
    }
  });

  it('loads none of the signed-in code on the sign-in page, and all of it beside a sign-in call under way', async () => {
    const browser = await openBrowser();
    try {
      const { page } = browser;
      const frame = /\/assets\/(main-layout|kept-pages|antd)-[\w-]+\.js$/;
      const loaded: string[] = [];
      page.on('request', (req) => void (frame.test(req.url()) && loaded.push(req.url())));
      await page.goto(`${server.url}${CONSOLE}/login?redirect=%2Fsystem%2Fuser`);
      await page.getByPlaceholder('Password').waitFor();
      await page.waitForLoadState('networkidle');
      expect(loaded).toEqual([]);

      let answer = () => {};
      const held = new Promise<void>((resolve) => (answer = resolve));
      await page.route(/\/cniotapi\/login$/, async (route) => {
        await held;
        await route.continue();
      });
      await signIn(page, 'admin', 'admin123');
      await expect.poll(() => loaded.some((url) => url.includes('/main-layout-')), { timeout: 10_000 }).toBe(true);
      expect(consolePath(page)).toBe('/login?redirect=%2Fsystem%2Fuser');
      answer();
      await page.locator('.list-page .ant-table-row').first().waitFor();
      expect(consolePath(page)).toBe('/system/user');
    } finally {
      await browser.close();
    }
  });

  it('phone sign-in: "Get code" says an invalid number is invalid and asks the server nothing', async () => {
    const browser = await openBrowser();
    try {
      const { page } = browser;
      const asked: string[] = [];
      page.on('request', (req) => void (req.url().includes('/sendSmsCode') && asked.push(req.url())));
      await page.goto(`${server.url}${CONSOLE}/login`);
      await page.getByRole('tab', { name: 'Phone login' }).click();
      await page.getByPlaceholder('Phone number').fill('12ab');
      await page.getByRole('button', { name: 'Get code' }).click();
      await page.getByText('Please enter a valid phone number').waitFor();
      expect(asked).toEqual([]);
    } finally {
      await browser.close();
    }
  });

  describe('a dealer', () => {
    let browser: Browser;

    beforeAll(async () => {
      browser = await openBrowser();
      await signInAtHome(browser.page, server.url, 'dealer', 'dealer123');
    });

    afterAll(async () => {
      await browser?.close();
    });

    it('sees only its own menu and commands, cannot open other pages by address, and the API refuses them', async () => {
      const { page } = browser;
      const sidebar = page.locator('.sidebar');
      await click(sidebar.getByText('System management'));
      await sidebar.getByText('Users', { exact: true }).waitFor();
      for (const title of ['Parameters', 'Dictionaries', 'Roles', 'System monitoring']) {
        expect(await sidebar.getByText(title, { exact: true }).count(), title).toBe(0);
      }

      // The users screen without the commands the dealer lacks (system:user:remove).
      await click(sidebar.getByText('Users', { exact: true }));
      await page.locator('.list-page .ant-table-row').first().waitFor();
      const toolbar = page.locator('.list-toolbar');
      expect(await toolbar.locator('button').filter({ hasText: /^Add$/ }).count()).toBe(1);
      expect(
        await toolbar
          .locator('button')
          .filter({ hasText: /^Delete$/ })
          .count(),
      ).toBe(0);

      // A menu page and a permission-guarded hidden page, opened by address.
      for (const path of ['/system/config', '/system/dict-data/index/1', '/monitor/online']) {
        await page.goto(`${server.url}${CONSOLE}${path}`);
        await page.getByText(NOT_FOUND).waitFor();
        expect(consolePath(page), path).toBe('/404');
      }

      const token = await apiLogin(server.url, 'dealer', 'dealer123');
      for (const path of ['/system/config/list', '/system/dict/type/list', '/monitor/online/list']) {
        const res = await api(server.url, token, 'GET', path);
        expect([res.status, res.body.code], path).toEqual([403, 403]);
      }
    });

    it("asks to sign in again once the administrator has ended the dealer's session", async () => {
      const { page } = browser;
      await page.goto(`${server.url}${CONSOLE}/index`);
      await page.locator('.home-page').waitFor();
      // The home page's own calls (figures, map) done first: a 401 of theirs would ask before the next page does.
      await page.waitForLoadState('networkidle');

      const adminToken = await apiLogin(server.url, 'admin', 'admin123');
      const online = await api(server.url, adminToken, 'GET', '/monitor/online/list?userName=dealer');
      expect(online.body.rows?.length).toBeGreaterThan(0);
      for (const row of online.body.rows ?? []) {
        expect((await api(server.url, adminToken, 'DELETE', `/monitor/online/${String(row.tokenId)}`)).body.code).toBe(200);
      }

      // The next page asks the server for several things at once; all fail with 401, one dialog asks.
      const sidebar = page.locator('.sidebar');
      await click(sidebar.getByText('System management'));
      await click(sidebar.getByText('Users', { exact: true }));
      const dialog = page.locator('.ant-modal-confirm');
      await dialog.getByText('Your login status has expired. You can stay on this page or log in again.').waitFor();
      expect(await dialog.count()).toBe(1);

      await click(dialog.getByRole('button', { name: 'Log in again' }));
      await page.getByPlaceholder('Password').waitFor();
      expect(consolePath(page)).toMatch(/^\/login\?redirect=/);
    });
  });
});
