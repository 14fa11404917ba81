import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openBrowser, type Browser } from '../helpers/browser.ts';
import { api, apiLogin, click, CONSOLE, signInAtHome } from '../helpers/console.ts';
import { startServer, type RunningServer } from '../helpers/server.ts';

/**
 * An installer in Auckland looks after a plant in Berlin, in German: the
 * times of its maintenance windows and scheduled power are the plant's, named
 * as such, and "Against peers" on PV operation and maintenance reads "—"
 * where the job has not judged, never 0 %.
 */
describe("times on the station's clock, figures against peers", () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  let token: string;
  let berlin: { id: number; stationName: string; timeZone: string };

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), openBrowser({ timezoneId: 'Pacific/Auckland' })]);
    page = browser.page;
    token = await apiLogin(server.url, 'admin', 'admin123');
    const rows = (await api(server.url, token, 'POST', '/iot/station/list', { pageSize: 50, stationName: 'SIM Berlin' })).body.rows as unknown as (typeof berlin)[];
    berlin = rows[0];
    expect(berlin.timeZone).toBe('Europe/Berlin');
    await signInAtHome(page, server.url, 'admin', 'admin123');
    await page.context().addCookies([{ name: 'Lang-Type', value: 'de_DE', url: server.url }]);
  }, 600_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('shows and edits a maintenance window on the plant clock, with its zone', async () => {
    const made = await api(server.url, token, 'POST', '/iot/alarmMaintenance', { stationId: berlin.id, startTime: '2026-12-01 08:00', endTime: '2026-12-01 10:30', reason: 'Zonen-Test' });
    expect(made.body.code).toBe(200);
    await page.goto(`${server.url}${CONSOLE}/alarm/maintenance`);
    const row = page.locator('.list-page .ant-table-row').filter({ hasText: 'Zonen-Test' });
    await row.waitFor();
    const text = await row.innerText();
    expect(text).toContain('01.12.2026, 08:00 (Europe/Berlin)');
    expect(text).toContain('01.12.2026, 10:30 (Europe/Berlin)');
    await click(row.getByRole('button', { name: 'Bearbeiten' }));
    const dialog = page.locator('.ant-modal').filter({ hasText: 'Beginn (Anlagenzeit)' });
    await dialog.waitFor();
    // The zone is named once the window's record has loaded; the picker then shows the plant's clock.
    await dialog.getByText('Europe/Berlin').first().waitFor();
    expect(await dialog.locator('.ant-picker input').first().inputValue()).toBe('2026-12-01 08:00');
  });

  it("shows scheduled power's next run on the plant clock, with its zone", async () => {
    const made = await api(server.url, token, 'POST', '/iot/stationPower', { stationId: berlin.id, runTime: '06:30', frequencyStatus: '0', remark: 'Zonen-Test' });
    expect(made.body.code).toBe(200);
    await page.goto(`${server.url}${CONSOLE}/plant/stationPower`);
    const row = page.locator('.list-page .ant-table-row').filter({ hasText: berlin.stationName }).first();
    await row.waitFor();
    expect(await row.innerText()).toMatch(/\d{2}\.\d{2}\.\d{4}, 06:30 \(Europe\/Berlin\)/);
  });

  it('reads "—" against peers where not judged, and the judged share where judged, never a made-up 0 %', async () => {
    const rows = (await api(server.url, token, 'GET', '/iot/pvMaintenance/list?level=station&pageSize=50')).body.rows as unknown as { stationName: string; ratio: number | null }[];
    await page.goto(`${server.url}${CONSOLE}/plant/maintenance`);
    for (const r of rows.filter((x) => x.stationName.startsWith('SIM')).slice(0, 3)) {
      const row = page.locator('.list-page .ant-table-row').filter({ hasText: r.stationName });
      await row.waitFor();
      const expected = r.ratio === null ? '—' : new Intl.NumberFormat('de-DE', { style: 'percent', maximumFractionDigits: 0 }).format(r.ratio);
      expect(await row.innerText()).toContain(expected);
    }
  });
});
