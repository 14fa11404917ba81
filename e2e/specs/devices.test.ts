import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { openBrowser, type Browser } from '../helpers/browser.ts';
import { api, apiLogin, click, CONSOLE, signInAtHome } from '../helpers/console.ts';
import { startServer, type RunningServer } from '../helpers/server.ts';

/** A code outside the simulator's 99… range: registered, never connected. */
const OFFLINE_WN = '12300000000042';

/**
 * Inverter commands from the console against the demo's simulated fleet on the
 * embedded broker: an online device obeys and its record reaches success; an
 * offline one is refused at once.
 */
describe('devices', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  let onlineWn: string;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), openBrowser()]);
    page = browser.page;
    const token = await apiLogin(server.url, 'admin', 'admin123');
    expect((await api(server.url, token, 'POST', '/iot/wn', { wnId: OFFLINE_WN, wnType: '2', wnModel: '1', power: 800 })).body.code).toBe(200);
    // The simulated devices connect right after the server starts; wait for one to be online.
    for (const deadline = Date.now() + 60_000; !onlineWn && Date.now() < deadline; await new Promise((r) => setTimeout(r, 1000))) {
      const online = (await api(server.url, token, 'GET', '/iot/wn/list?onlineStatus=1&wnId=991&pageSize=1')).body.rows?.[0];
      if (online) onlineWn = String(online.wnId);
    }
    expect(onlineWn).toMatch(/^991\d{11}$/);
    // Starting the server (up to 180 s on a shared machine) and the fleet connecting.
  }, 300_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const sidebar = () => page.locator('.sidebar');
  const message = (text: string) => page.locator('.ant-message').getByText(text);
  const drawer = () => page.locator('.ant-drawer-section');

  async function openFromSidebar(item: string) {
    const entry = sidebar().getByText(item, { exact: true });
    if (!(await entry.isVisible())) await sidebar().getByText('Micro-inverter', { exact: true }).click();
    await entry.click();
    await page.locator('.tags-view .tag').filter({ hasText: item }).waitFor();
  }

  const row = (text: string): Locator => page.locator('.list-page .ant-table-row').filter({ hasText: text });

  /** Never-connected codes come last in the list: this filter shows only them, newest first. */
  async function onlyNeverConnected() {
    const search = page.locator('.list-page .search-form').filter({ visible: true });
    await click(search.getByLabel('Connected before'));
    await click(page.locator('.ant-select-item-option').getByText('Never connected (placeholder)'));
    await search
      .locator('button')
      .filter({ hasText: /^Search$/ })
      .click();
  }

  async function openDetail(wnId: string) {
    await row(wnId).getByRole('button', { name: 'Details' }).click();
    await drawer().locator('.ant-drawer-title').getByText(wnId).waitFor();
  }

  async function closeDetail() {
    await drawer().locator('.ant-drawer-close').click();
    await drawer().waitFor({ state: 'detached' });
  }

  it('lists the fleet with its online status and shows an inverter live', async () => {
    await signInAtHome(page, server.url, 'admin', 'admin123');
    await openFromSidebar('Inverter management');
    await row(onlineWn).waitFor();
    expect(await row(onlineWn).innerText()).toContain('Online');
    // The live fleet comes first; the code registered for this test never connected.
    expect(await page.locator('.list-page .ant-table-row').first().innerText()).toContain('Online');

    await openDetail(onlineWn);
    await drawer().locator('.ant-tag').getByText('Online', { exact: true }).waitFor();
    await drawer().locator('.live-values').getByText('Output power').waitFor();
  });

  it('sets the power percentage of an online inverter, checked first', async () => {
    await drawer().getByRole('tab', { name: 'Parameters' }).click();
    const input = drawer().locator('#param-powerPercent_value');
    const form = drawer().locator('form#param-powerPercent');
    await input.fill('50.5');
    await form.getByRole('button', { name: 'Set' }).click();
    await form.getByText('Please enter an integer').waitFor();

    await input.fill('50');
    // Measured as the confirmation appears (it leaves after three seconds): it sits below the drawer's title, which stays readable.
    const placed = page.waitForFunction(() => {
      const notice = [...document.querySelectorAll('.ant-message [class*="-notice"]')].find((e) => e.textContent?.includes('The command was issued successfully'));
      const title = document.querySelector('.ant-drawer-title');
      // Once it has slid into place: it enters from above.
      const settled = notice && !/-(appear|enter)/.test(notice.className) && !notice.getAnimations().length;
      return settled && title ? { gap: notice.getBoundingClientRect().top - title.getBoundingClientRect().bottom } : undefined;
    });
    await form.getByRole('button', { name: 'Set' }).click();
    await message('The command was issued successfully').waitFor();
    expect(((await (await placed).jsonValue()) as { gap: number }).gap).toBeGreaterThanOrEqual(0);
    await closeDetail();
  });

  it('shows the command record reaching success once the device answers', async () => {
    await openFromSidebar('Device parameters');
    const record = row(onlineWn).filter({ hasText: 'Power percentage' });
    await record.first().waitFor();
    await expect
      .poll(
        async () => {
          await page.locator('.list-page').getByRole('button', { name: 'Refresh' }).click();
          return record.first().innerText();
        },
        { timeout: 45_000, interval: 1500 },
      )
      .toContain('Send success');
    expect(await record.first().innerText()).toContain('50');
  });

  it('disables the commands of an inverter that is not connected and says why', async () => {
    await openFromSidebar('Inverter management');
    await onlyNeverConnected();
    expect(await row(OFFLINE_WN).innerText()).toContain('Offline');
    await openDetail(OFFLINE_WN);
    await drawer().getByRole('tab', { name: 'Commands' }).click();
    const start = drawer().getByRole('button', { name: 'Start', exact: true });
    expect(await start.isDisabled()).toBe(true);
    await start.locator('..').hover();
    await page.getByRole('tooltip').getByText('The device is offline: commands will be refused until it connects again.').waitFor();
    await closeDetail();
  });

  it('fits the users and inverter tables at 1440 px, in English and in German', async () => {
    async function fits(path: string, titles: string[]) {
      await page.goto(`${server.url}${CONSOLE}${path}`);
      const table = page.locator('.list-page .ant-table').filter({ visible: true }).first();
      await table.locator('.ant-table-row').first().waitFor();
      // Columns never narrower than their headers may make the table scroll sideways (widths.test.ts checks each header).
      for (const title of titles) expect((await table.locator('thead th').filter({ hasText: title }).first().boundingBox())!.width).toBeGreaterThanOrEqual(64);
    }
    await fits('/system/user', ['Phone number', 'Status', 'Created']);
    await fits('/device/wn', ['Rated power (W)', 'Inverter type', 'Software version', 'Binding time']);
    await page.context().addCookies([{ name: 'Lang-Type', value: 'de_DE', url: server.url }]);
    await fits('/system/user', ['Telefonnummer', 'Status', 'Erstellt']);
    await fits('/device/wn', ['Nennleistung (W)', 'Wechselrichtertyp', 'Softwareversion', 'Zuordnungszeit']);
    await page.context().addCookies([{ name: 'Lang-Type', value: 'en_US', url: server.url }]);
    await page.goto(`${server.url}${CONSOLE}/device/wn`);
    await onlyNeverConnected();
  });

  it("imports inverters from a spreadsheet and shows each row's result", async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('inverters');
    sheet.addRows([
      ['wnId', 'wnType', 'power'],
      ['12300000000101', '4', '1600'],
      ['12300000000101', '4', '1600'],
      ['123', '2', '800'],
    ]);
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'cniot-import-')), 'inverters.xlsx');
    await book.xlsx.writeFile(file);

    await page.locator('.list-toolbar').getByText('Import', { exact: true }).click();
    const dialog = page.locator('.ant-modal');
    await dialog.locator('input[type=file]').setInputFiles(file);
    await dialog.getByText(/1 of 3 rows imported, 2 refused/).waitFor();
    expect(await dialog.locator('.ant-table-row').count()).toBe(3);
    await dialog.locator('.ant-table-row').filter({ hasText: 'Please enter the 14-digit device code information' }).waitFor();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await row('12300000000101').waitFor();
    fs.rmSync(path.dirname(file), { recursive: true, force: true });
  });
});
