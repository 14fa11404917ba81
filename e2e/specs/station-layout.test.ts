import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openBrowser, type Browser } from '../helpers/browser.ts';
import { api, apiLogin, click, CONSOLE, signInAtHome } from '../helpers/console.ts';
import { startServer, type RunningServer } from '../helpers/server.ts';

/**
 * The component layout as an installer edits it: panels dragged from the
 * palette onto the roof, dragged to another place, and moved with the arrow
 * keys; what was saved comes back from the server where it was put.
 */
describe('station layout editor', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  let token: string;
  let stationId = 0;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), openBrowser()]);
    page = browser.page;
    token = await apiLogin(server.url, 'admin', 'admin123');
    const created = await api(server.url, token, 'POST', '/iot/station', { stationName: 'E2E Layout Roof', capacity: 3, timeZone: 'Europe/Berlin' });
    stationId = Number((created.body.data as { id: number }).id);
    expect(stationId).toBeGreaterThan(0);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const place = (key: string) => page.locator(`.layout-editor [data-place="${key}"]`);
  const panels = () => page.locator('.layout-editor .layout-grid .layout-place.has-panel');
  const keysOf = async () => (await panels().evaluateAll((els) => els.map((e) => e.getAttribute('data-place')))).sort();

  it('places panels by dragging, moves them by dragging and with the arrow keys, and saves them where they are', async () => {
    await signInAtHome(page, server.url, 'admin', 'admin123');
    await page.goto(`${server.url}${CONSOLE}/plant/station-detail/${stationId}`);
    await click(page.getByRole('tab', { name: 'Component layout' }));
    await click(page.getByRole('button', { name: 'Edit layout' }));
    const editor = page.locator('.layout-editor');
    await editor.locator('#station-layout_layoutName').fill('Garage roof');
    await click(editor.getByRole('button', { name: 'Add column' }));
    await click(editor.getByRole('button', { name: 'Add column' }));
    await click(editor.getByRole('button', { name: 'Add row' }));

    // From the palette onto the roof: a panel on each place it is dropped on, none on an occupied one twice.
    const palette = editor.locator('.layout-new-panel');
    await palette.dragTo(place('0:0'));
    await palette.dragTo(place('0:1'));
    await palette.dragTo(place('0:1'));
    expect(await keysOf()).toEqual(['0:0', '0:1']);

    // A panel dragged to a free place leaves its old one.
    await place('0:0').dragTo(place('1:2'));
    expect(await keysOf()).toEqual(['0:1', '1:2']);
    await expect.poll(() => place('1:2').getAttribute('class')).toContain('selected');

    // The chosen panel moves with the arrow keys, and the keyboard stays on it.
    await place('0:1').focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowDown');
    expect(await keysOf()).toEqual(['1:0', '1:2']);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-place'))).toBe('1:0');
    await page.keyboard.press('ArrowRight');
    expect(await keysOf()).toEqual(['1:1', '1:2']);

    await click(editor.getByRole('button', { name: 'Save' }));
    await page.locator('.ant-message').getByText('Operation successful').waitFor();
    const saved = (await api(server.url, token, 'GET', `/iot/station/getStationLayout/${stationId}`)).body.data as { layout: { rows: number; columns: number; cells: { row: number; column: number }[] } };
    expect(saved.layout).toMatchObject({ rows: 2, columns: 3 });
    expect(saved.layout.cells.map((c) => `${c.row}:${c.column}`).sort()).toEqual(['1:1', '1:2']);
  });
});
