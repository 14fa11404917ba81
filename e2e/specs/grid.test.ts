import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { openBrowser, type Browser } from '../helpers/browser.ts';
import { api, apiLogin, click, CONSOLE, signInAtHome } from '../helpers/console.ts';
import { startServer, type RunningServer } from '../helpers/server.ts';

/** Registered, never connected: its push is refused at once. */
const OFFLINE_WN = '12300000000077';
const GROUP = 'Grid push group';

/**
 * A grid profile pushed from the console to a device group of the demo's simulated inverters:
 * the changes are shown first, then each device's result, then the report settles as the devices answer.
 */
describe('grid profiles', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  let token: string;
  let online: string[] = [];

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), openBrowser()]);
    page = browser.page;
    token = await apiLogin(server.url, 'admin', 'admin123');
    expect((await api(server.url, token, 'POST', '/iot/wn', { wnId: OFFLINE_WN, power: 800 })).body.code).toBe(200);
    for (const deadline = Date.now() + 60_000; online.length < 3 && Date.now() < deadline; await new Promise((r) => setTimeout(r, 1000))) {
      online = ((await api(server.url, token, 'GET', '/iot/wn/list?onlineStatus=1&wnId=991&pageSize=3')).body.rows ?? []).map((r) => String(r.wnId));
    }
    expect(online).toHaveLength(3);
    expect((await api(server.url, token, 'POST', '/iot/wnGroup', { groupName: GROUP, wnList: [...online, OFFLINE_WN] })).body.code).toBe(200);
    // A loaded machine takes long to start the server and connect the fleet; the test itself is short.
  }, 300_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const modal = () => page.locator('.ant-modal-wrap:visible .ant-modal');
  const row = (scope: Locator, text: string) => scope.locator('.ant-table-row').filter({ hasText: text });

  it('pushes a profile to a group and shows each device, then the settled report', async () => {
    await signInAtHome(page, server.url, 'admin', 'admin123');
    await page.goto(`${server.url}${CONSOLE}/grid/gridProfile`);
    const profile = row(page.locator('.list-page'), 'VDE-AR-N 4105:2018');
    await profile.getByRole('button', { name: 'Push' }).click();

    // Each step waits for the dialog to show the last one's outcome: on a busy machine the form redraws late.
    const ok = modal().locator('.ant-modal-footer .ant-btn-primary');
    await click(modal().getByText('Device group', { exact: true }));
    const select = modal().locator('.ant-select');
    // The group picker searches; the country picker it replaces does not (its input is read-only).
    await expect.poll(() => select.locator('input').getAttribute('readonly')).toBeNull();
    await click(select);
    await select.locator('input').fill('Grid push');
    // Options of an older text stay in view but cannot be picked until the typed text has its answer.
    await click(page.locator('.ant-select-dropdown:visible .ant-select-item-option:not(.ant-select-item-option-disabled)').filter({ hasText: GROUP }).first());
    await expect.poll(() => select.innerText()).toContain(GROUP);
    await click(ok);
    await modal().getByText('4 of 4 inverters change').waitFor();
    await row(modal(), 'Overvoltage stage 1 (U>)').filter({ hasText: '253 V' }).waitFor();

    await expect.poll(async () => `${await ok.innerText()}${(await ok.getAttribute('class'))?.includes('ant-btn-loading') ? ' (busy)' : ''}`).toBe('Push');
    await click(ok);
    await modal().getByText('3 of 4 devices got the command, 1 refused').waitFor();
    await row(modal(), OFFLINE_WN).filter({ hasText: 'Device not online' }).first().waitFor();
    // The report follows the devices' answers until none is pending.
    const report = modal().locator('.grid-push-report');
    await expect.poll(() => report.locator('.ant-tag').filter({ hasText: 'Pending' }).count(), { timeout: 30_000 }).toBe(0);
    expect(await row(report, OFFLINE_WN).innerText()).toContain('Failed');
    expect(
      await report
        .locator('.ant-tag')
        .filter({ hasText: /In sync|Drifted|Failed/ })
        .count(),
    ).toBe(4);
  });

  it('in German: requested against applied names each setting with its unit, and the approver sees each changed value', async () => {
    await page.context().addCookies([{ name: 'Lang-Type', value: 'de_DE', url: server.url }]);
    await page.goto(`${server.url}${CONSOLE}/device/wn`);
    const search = page.locator('.list-page .search-form').filter({ visible: true });
    await search.getByLabel('Gerätecode').fill(online[0]);
    await search
      .locator('button')
      .filter({ hasText: /^Suchen$/ })
      .click();
    await row(page.locator('.list-page'), online[0]).getByRole('button', { name: 'Details' }).click();
    const drawer = page.locator('.ant-drawer-section');
    await drawer.getByRole('tab', { name: 'Parameter', exact: true }).click();
    // The pushed VDE profile: names in German, values in volts and seconds, switches as words; no device units.
    await row(drawer, 'Überspannung Stufe 1 (U>)').filter({ hasText: '253 V' }).waitFor();
    expect(await row(drawer, 'Überspannung Stufe 1, Auslösezeit').innerText()).toContain('600 s');
    expect(await row(drawer, 'Aktiver Inselnetzschutz').innerText()).toContain('Ein');
    expect(await drawer.locator('.ant-table').last().innerText()).not.toMatch(/ovp1Value|2530|600000/);
    await drawer.locator('.ant-drawer-close').click();

    // Another platform user changes a trip setting; the administrator approves it, seeing old and new.
    const editor = { userName: 'gridedit', nickName: 'Grid editor', password: 'Grid2026x', deptId: 100, roleIds: [2] };
    expect((await api(server.url, token, 'POST', '/system/user', editor)).body.code).toBe(200);
    const editorToken = await apiLogin(server.url, editor.userName, editor.password);
    const profiles = (await api(server.url, token, 'GET', '/iot/gridProfile/list?profileCode=DE-VDE4105')).body.rows!;
    const v2 = (await api(server.url, editorToken, 'POST', `/iot/gridProfile/copy/${profiles[0].profileId}`)).body.data as { profileId: number };
    const configs = (await api(server.url, editorToken, 'GET', `/iot/config/list?profileId=${v2.profileId}&configCode=ovp2Value`)).body.rows!;
    expect((await api(server.url, editorToken, 'PUT', '/iot/config', { ...configs[0], defVal: 280 })).body.code).toBe(200);

    await page.goto(`${server.url}${CONSOLE}/grid/gridProfile`);
    const awaiting = row(page.locator('.list-page'), 'Wartet auf zweite Freigabe');
    await awaiting.waitFor();
    // Inline, or under "more" when the row holds more commands than fit.
    const inline = awaiting.getByRole('button', { name: 'Freigeben', exact: true });
    if (await inline.count()) await click(inline);
    else {
      await click(awaiting.getByRole('button', { name: 'Mehr' }));
      await click(page.getByRole('menuitem', { name: 'Freigeben' }));
    }
    const change = row(modal(), 'Überspannung Stufe 2 (U>>)');
    await change.waitFor();
    expect(await change.innerText()).toMatch(/287,5 V \(Grenzen 80 bis 350\)\s+280 V \(Grenzen 80 bis 350\)/);
    await click(modal().locator('.ant-modal-footer .ant-btn-primary'));
    await modal().waitFor({ state: 'detached' });
    await page.context().addCookies([{ name: 'Lang-Type', value: 'en_US', url: server.url }]);
  });
});
