import fs from 'node:fs';
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { ENERGY, withUnit } from '@cniot/contract/unit-format';
import { openBrowser, type Browser } from '../helpers/browser.ts';
import { api, apiLogin, click, CONSOLE, signInAtHome } from '../helpers/console.ts';
import { openFromMap } from '../helpers/fleet-map.ts';
import { startServer, type RunningServer } from '../helpers/server.ts';

/**
 * The component layout as an installer edits it: panels dragged from the
 * palette onto the roof, dragged to another place, and moved with the arrow
 * keys; what was saved comes back from the server where it was put. Then,
 * in German, the demo's Berlin plant replayed at midday: its shaded panel
 * (DEMO_PV_FACTORS) darker and lower than its neighbour, on the day's heat
 * map too, and flagged in the comparison of its PV inputs. Last, the plant's
 * whole energy story as its installer (the dealer) reads it in German: found on
 * the map with land, its flow and balance chart, the layout replayed at midday,
 * and its monthly report downloaded as a PDF holding the month's production.
 */
describe('station layout editor', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  let token: string;
  let stationId = 0;

  beforeAll(async () => {
    // The replay needs the demo's history, which comes on top of a start that already takes over 90 s on a shared machine.
    [server, browser] = await Promise.all([startServer(), openBrowser()]);
    page = browser.page;
    token = await apiLogin(server.url, 'admin', 'admin123');
    const created = await api(server.url, token, 'POST', '/iot/station', { stationName: 'E2E Layout Roof', capacity: 3, timeZone: 'Europe/Berlin' });
    stationId = Number((created.body.data as { id: number }).id);
    expect(stationId).toBeGreaterThan(0);
  }, 600_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  /** "56 W", "1,25 kW", "312 Wh", "1,2 kWh" (German) in W or Wh. */
  const figure = (text: string) => {
    const m = /([\d.]+(?:,\d+)?)\s*(k?)W/.exec(text);
    if (!m) throw new Error(`no figure in "${text}"`);
    return Number(m[1].replace(/\./g, '').replace(',', '.')) * (m[2] ? 1000 : 1);
  };
  /** Relative luminance of a place's background, to say which panel is darker. */
  const brightness = (el: Locator) =>
    el.evaluate((e) => {
      const [r, g, b] = getComputedStyle(e).backgroundColor.match(/\d+/g)!.map(Number);
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    });

  /** The layout tab's replay of yesterday (German, Berlin's calendar): the day field filled as a user types it. */
  async function replayYesterday() {
    const yesterday = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(Date.now() - 86_400_000);
    await click(page.getByRole('tab', { name: 'Modul-Layout' }));
    await click(page.getByText('Tag abspielen', { exact: true }));
    const day = page.getByRole('textbox', { name: 'Tag', exact: true });
    await click(day);
    await day.fill(yesterday);
    await day.press('Enter');
    await expect.poll(() => day.inputValue()).toBe(yesterday);
  }

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
    // Drag onto the grid as it now stands (2 rows of 3), with the editor in view: the report picker and the
    // balance tab above it push it down, and a page that scrolls in the middle of a drag drops nothing.
    await place('1:2').waitFor();
    await editor.evaluate((e) => e.scrollIntoView({ block: 'start' }));

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
    const saved = (await api(server.url, token, 'GET', `/iot/station/getStationLayout/${stationId}`)).body.data as {
      layout: { rows: number; columns: number; cells: { row: number; column: number }[] };
    };
    expect(saved.layout).toMatchObject({ rows: 2, columns: 3 });
    expect(saved.layout.cells.map((c) => `${c.row}:${c.column}`).sort()).toEqual(['1:1', '1:2']);
  });
  it('replays the Berlin demo plant at midday in German: the shaded panel darker and lower, the day heat map and the flagged input', async () => {
    const jobs = (await api(server.url, token, 'GET', '/monitor/job/list?pageSize=100')).body.rows as unknown as { jobId: number; jobGroup: string; invokeTarget: string }[];
    const judge = jobs.find((j) => j.invokeTarget === 'alarmUnderperformance')!;
    expect((await api(server.url, token, 'PUT', '/monitor/job/run', { jobId: judge.jobId, jobGroup: judge.jobGroup })).body.code).toBe(200);
    const berlin = ((await api(server.url, token, 'POST', '/iot/station/list', { stationName: 'SIM Berlin' })).body.rows as unknown as { id: number }[])[0];
    const { layout } = (await api(server.url, token, 'GET', `/iot/station/getStationLayout/${berlin.id}`)).body.data as {
      layout: { cells: { row: number; column: number; wnId: string; pvIndex: number }[] };
    };
    const at = (wnId: string, pv: number) => layout.cells.find((c) => c.wnId === wnId && c.pvIndex === pv)!;
    const [shaded, healthy] = [at('99100000000001', 2), at('99100000000001', 1)].map((c) => page.locator(`.layout-history [data-place="${c.row}:${c.column}"]`));
    await page.context().addCookies([{ name: 'Lang-Type', value: 'de_DE', url: server.url }]);
    await page.goto(`${server.url}${CONSOLE}/plant/station-detail/${berlin.id}`);
    await replayYesterday();
    const slider = page.getByRole('slider', { name: 'Uhrzeit' });
    await expect.poll(() => slider.getAttribute('aria-valuetext')).toBe('12:00');
    const [low, high] = [figure(await shaded.innerText()), figure(await healthy.innerText())];
    expect(high).toBeGreaterThan(0);
    expect(low / high).toBeGreaterThan(0.3);
    expect(low / high).toBeLessThan(0.5);
    expect(await brightness(shaded)).toBeLessThan(await brightness(healthy));

    // The keyboard moves the replay by 5 minutes; play moves it on and pause stops it.
    await slider.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => slider.getAttribute('aria-valuetext')).toBe('12:05');
    await click(page.getByRole('button', { name: 'Abspielen' }));
    await expect.poll(() => slider.getAttribute('aria-valuetext')).not.toBe('12:05');
    await click(page.getByRole('button', { name: 'Anhalten' }));
    await page.getByRole('button', { name: 'Abspielen' }).waitFor();

    // The day's energy: the shaded panel is the darker one of the heat map as well.
    await click(page.getByText('Energie des Tages', { exact: true }));
    await expect.poll(async () => await shaded.innerText()).toMatch(/Wh$/);
    expect(figure(await shaded.innerText()) / figure(await healthy.innerText())).toBeLessThan(0.5);
    expect(await brightness(shaded)).toBeLessThan(await brightness(healthy));

    // The inputs compared per panel: the chart is drawn, and the shaded input is the one flagged.
    await page.locator('.input-chart canvas').first().waitFor();
    await page.getByText('PV-Eingänge je Modul verglichen').waitFor();
    const flagged = page.locator('.input-table tr.input-flagged');
    await expect.poll(() => flagged.count()).toBeGreaterThan(0);
    expect(await flagged.allInnerTexts()).toEqual([expect.stringMatching(/…0001 PV2[\s\S]*Minderleistung/)]);
    expect(await page.locator('.input-table tbody tr').filter({ hasText: '…0001 PV1' }).innerText()).not.toContain('Minderleistung');
  });

  it("tells the installer in German the Berlin plant's energy story: map, flow, balance, replay and the monthly report", async () => {
    const dealer = await apiLogin(server.url, 'dealer', 'dealer123');
    const berlin = ((await api(server.url, dealer, 'POST', '/iot/station/list', { stationName: 'SIM Berlin' })).body.rows as unknown as { id: number; stationName: string }[])[0];
    const day = (await api(server.url, dealer, 'GET', `/iot/station/energyBalanceDay/${berlin.id}`)).body.data as { hasMeter: boolean; hasBattery: boolean };
    expect(day).toMatchObject({ hasMeter: true, hasBattery: true });

    await browser.context.clearCookies();
    await signInAtHome(page, server.url, 'dealer', 'dealer123');
    await page.context().addCookies([{ name: 'Lang-Type', value: 'de_DE', url: server.url }]);
    await page.goto(`${server.url}${CONSOLE}/index`);
    // The map draws Natural Earth's land, and the plant is found on it where Berlin is.
    const land = page.locator('.fleet-map .fleet-map-land');
    await land.waitFor();
    expect((await land.getAttribute('d'))!.length).toBeGreaterThan(100_000);
    await openFromMap(page, { latitude: 52.52, longitude: 13.405, stationId: berlin.id, stationName: berlin.stationName });
    await page.waitForURL(new RegExp(`station-detail/${berlin.id}$`));

    // The flow now (PV, house, battery, grid, each edge named with its power) and the day's balance chart.
    await click(page.getByRole('tab', { name: 'Energiebilanz' }));
    const flow = page.getByRole('img', { name: 'Energieflussdiagramm' });
    await flow.waitFor();
    const edges = await flow.getByRole('img').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label') ?? ''));
    expect(edges.some((e) => /^PV nach Haus: [\d.,]+ k?W$|^PV und Haus: kein Fluss$/.test(e))).toBe(true);
    expect(edges.some((e) => e.includes('Batterie'))).toBe(true);
    expect(edges.some((e) => e.includes('Netz'))).toBe(true);
    await page.getByRole('region', { name: 'Diagramm der Energiebilanz' }).locator('canvas').first().waitFor();

    // The layout replayed at midday of yesterday, on the station's clock.
    await replayYesterday();
    await expect.poll(() => page.getByRole('slider', { name: 'Uhrzeit' }).getAttribute('aria-valuetext')).toBe('12:00');
    await expect.poll(() => page.locator('.layout-history .layout-place.has-panel').first().innerText()).toMatch(/W$/);

    // Last month's report, a real PDF whose text holds the month's production as the console writes it in German.
    // The picker starts on the browser's last month (the browser runs in UTC here).
    const now = new Date();
    const lastMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1)).toISOString().slice(0, 7);
    const month = (await api(server.url, dealer, 'GET', `/iot/station/statisticsGenerateElectricityMonthData/${berlin.id}?date=${lastMonth}`)).body.data as { totalWh: number };
    expect(month.totalWh).toBeGreaterThan(0);
    const [download] = await Promise.all([page.waitForEvent('download'), click(page.getByRole('button', { name: 'Monatsbericht (PDF)' }))]);
    const pdf = fs.readFileSync((await download.path())!);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = (await new PDFParse({ data: new Uint8Array(pdf) }).getText()).text;
    const production = withUnit(month.totalWh, ENERGY, (n, digits) => new Intl.NumberFormat('de-DE', { maximumFractionDigits: digits }).format(n));
    expect(text).toContain(`Monatsbericht ${lastMonth}`);
    expect(text).toContain(`Erzeugung: ${production}`);
    expect(text).toMatch(/Verbrauch: [\d.,]+ k?Wh/);
  });
});
