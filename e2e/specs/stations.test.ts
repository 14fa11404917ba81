import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { openBrowser, type Browser } from '../helpers/browser.ts';
import { api, apiLogin, click, CONSOLE, signInAtHome } from '../helpers/console.ts';
import { openFromMap } from '../helpers/fleet-map.ts';
import { startServer, type RunningServer } from '../helpers/server.ts';

const PLANT = 'E2E Rooftop Warsaw';

/**
 * A plant from the console against the demo's simulated fleet: created while
 * under construction, given a producing inverter seen live on its detail, its
 * layout edited and still there after a reload, then completed (and moved to
 * another zone, confirmed) and seen producing on the dashboard; the dealer
 * sees only its own plants.
 */
describe('stations', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  let token: string;
  let wnId = '';
  let stationId = 0;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), openBrowser()]);
    page = browser.page;
    token = await apiLogin(server.url, 'admin', 'admin123');
    // The demo binds every simulated inverter; free the one producing most (some plant is always in daylight) to bind it here.
    for (const deadline = Date.now() + 60_000; !wnId && Date.now() < deadline; await new Promise((r) => setTimeout(r, 1000))) {
      const rows = (await api(server.url, token, 'GET', '/iot/wn/list?onlineStatus=1&wnId=991&pageSize=100')).body.rows ?? [];
      const best = rows.filter((r) => Number(r.currentPower) > 0).sort((a, b) => Number(b.currentPower) - Number(a.currentPower))[0];
      if (best) {
        wnId = String(best.wnId);
        expect((await api(server.url, token, 'POST', '/iot/wn/unbindWn', { stationId: best.stationId, wnIds: [wnId] })).body.code).toBe(200);
      }
    }
    expect(wnId).toMatch(/^991\d{11}$/);
    // The demo's year of history is made at start: as installer-numbers, the start gets 10 minutes on a shared machine.
  }, 600_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const modal = () => page.locator('.ant-modal-wrap:visible .ant-modal');
  const message = (text: string) => page.locator('.ant-message').getByText(text);
  const formItem = (scope: Locator, label: string) => scope.locator('.ant-form-item').filter({ has: page.locator('label', { hasText: new RegExp(`^${label}$`) }) });
  /** Opens an antd select and picks the option, typing to search it when asked. */
  async function choose(select: Locator, option: string, search?: string) {
    await click(select);
    if (search) await select.locator('input').fill(search);
    // Options of an older search stay shown but cannot be picked until the typed text's own answer comes.
    await click(page.locator('.ant-select-dropdown:visible .ant-select-item-option:not(.ant-select-item-option-disabled)').filter({ hasText: option }).first());
  }

  const stationList = async () => {
    await page.goto(`${server.url}${CONSOLE}/plant/station`);
    await page.locator('.list-page .ant-table-row').first().waitFor();
  };
  const plantRow = () => page.locator('.list-page .ant-table-row').filter({ hasText: PLANT });

  it('creates a plant in its time zone from Plants management', async () => {
    await signInAtHome(page, server.url, 'admin', 'admin123');
    const sidebar = page.locator('.sidebar');
    await click(sidebar.getByText('Plants management', { exact: true }));
    await click(sidebar.getByText('Power stations', { exact: true }));
    await page.locator('.list-page .ant-table-row').first().waitFor();

    await click(page.locator('.list-toolbar').getByText('Add', { exact: true }));
    const form = modal();
    await form.locator('#station-form_stationName').fill(PLANT);
    await choose(formItem(form, 'Build status').locator('.ant-select'), 'Under construction');
    await form.locator('#station-form_capacity').fill('4');
    await choose(formItem(form, 'Time zone').locator('.ant-select'), 'Europe/Warsaw', 'Warsaw');
    await form.locator('#station-form_latitude').fill('52.23');
    await form.locator('#station-form_longitude').fill('21.01');
    await click(form.getByRole('button', { name: 'Confirm' }));
    await message('Added successfully').waitFor();

    const row = plantRow();
    await row.waitFor();
    expect(await row.innerText()).toContain('Europe/Warsaw (UTC+0');
    await click(row.getByRole('link', { name: PLANT }));
    await page.locator('.station-overview').getByText(PLANT).waitFor();
    stationId = Number(/station-detail\/(\d+)/.exec(page.url())?.[1]);
    expect(stationId).toBeGreaterThan(0);
  });

  it('binds a simulated inverter on the detail and shows its power live', async () => {
    await click(page.getByRole('tab', { name: 'Devices' }));
    await click(page.getByRole('button', { name: 'Bind devices' }));
    await choose(modal().locator('.ant-select'), wnId, wnId.slice(-6));
    // A multiple select stays open after a pick; Escape closes the list, not the dialog (spec §2).
    await page.keyboard.press('Escape');
    await click(modal().getByRole('button', { name: 'Confirm' }));
    await message('Operation successful').waitFor();

    const inverter = page.locator('.station-inverters .ant-table-row').filter({ hasText: wnId });
    await inverter.getByText('Online').waitFor();
    const power = page.locator('.station-power .ant-statistic-content');
    await expect.poll(() => power.innerText(), { timeout: 20_000 }).toMatch(/^[1-9][\d,.]* k?W$/);
    expect(await page.locator('.station-overview').innerText()).toContain('Europe/Warsaw (UTC+0');
  });

  it('edits the layout, wiring panels to the inverter, and finds it after a reload', async () => {
    await click(page.getByRole('tab', { name: 'Component layout' }));
    await click(page.getByRole('button', { name: 'Edit layout' }));
    const editor = page.locator('.layout-editor');
    await editor.locator('#station-layout_layoutName').fill('East roof');
    await click(editor.getByRole('button', { name: 'Add column' }));

    await click(editor.locator('[data-place="0:0"]'));
    await click(editor.getByRole('button', { name: 'Put a panel here' }));
    await choose(formItem(editor, 'Micro-inverter').locator('.ant-select'), wnId);
    await click(editor.locator('[data-place="0:1"]'));
    await click(editor.getByRole('button', { name: 'Put a panel here' }));
    await choose(formItem(editor, 'Micro-inverter').locator('.ant-select'), wnId);
    await choose(formItem(editor, 'PV input').locator('.ant-select'), 'PV2');
    await click(editor.getByRole('button', { name: 'Save' }));
    await message('Operation successful').waitFor();

    await page.reload();
    await click(page.getByRole('tab', { name: 'Component layout' }));
    await page.locator('.layout-summary').getByText('East roof').waitFor();
    const wired = page.locator('.layout-grid .layout-place.wired');
    expect(await wired.count()).toBe(2);
    // Each panel shows its live power (or a dash until its input reports) on the heat map.
    expect(await wired.first().innerText()).toMatch(/^(\d[\d,]* W|–)$/);
  });

  it('completes the plant, moving it to another zone once confirmed, and shows it producing on the dashboard', async () => {
    await stationList();
    await click(plantRow().getByRole('button', { name: 'Edit' }));
    const form = page.locator('.ant-modal').filter({ hasText: 'Edit power station' });
    await formItem(form, 'Power station').locator('input').waitFor();
    await expect.poll(() => form.locator('#station-form_stationName').inputValue()).toBe(PLANT);
    await choose(formItem(form, 'Build status').locator('.ant-select'), 'Construction completed');
    await choose(formItem(form, 'Time zone').locator('.ant-select'), 'Europe/Berlin', 'Berlin');
    const confirm = page.locator('.ant-modal-confirm');
    await confirm.getByText('Changing the time zone re-books all generation data').waitFor();
    await click(confirm.getByRole('button', { name: 'Confirm' }));
    await click(form.getByRole('button', { name: 'Confirm' }));
    await message('Modified successfully').waitFor();
    await expect.poll(() => plantRow().innerText()).toContain('Europe/Berlin (UTC+0');

    // Saving a station refreshes its row of the summary the dashboard reads.
    await click(page.locator('.sidebar').getByText('Home', { exact: true }));
    expect(await page.locator('.fleet-power .ant-statistic-content').innerText()).toMatch(/^[1-9][\d,.]* k?W$/);
    // The map draws the land: Natural Earth's countries as path data, hundreds of kilobytes of it.
    const land = page.locator('.fleet-map .fleet-map-land');
    await land.waitFor();
    expect((await land.getAttribute('d'))!.length).toBeGreaterThan(100_000);
    // The plant stands where the demo's Warsaw plants stand: the spot no zoom splits lists them, producing.
    expect(await openFromMap(page, { latitude: 52.23, longitude: 21.01, stationId, stationName: PLANT })).toBe('0');
    await page.waitForURL(new RegExp(`station-detail/${stationId}$`));
    await page.locator('.station-overview').getByText(PLANT).waitFor();
  });

  it('shows the dealer only its own plants', async () => {
    await browser.context.clearCookies();
    await signInAtHome(page, server.url, 'dealer', 'dealer123');
    await page.goto(`${server.url}${CONSOLE}/plant/station`);
    const rows = page.locator('.list-page .ant-table-row');
    await rows.first().waitFor();
    const names = await rows.locator('td a').allInnerTexts();
    expect(names.sort()).toEqual(['Augsburg carport', 'SIM Berlin 1', 'SIM Munich 8']);
    const dealer = await apiLogin(server.url, 'dealer', 'dealer123');
    expect((await api(server.url, dealer, 'GET', `/iot/station/${stationId}`)).status).toBe(404);
  });
});
