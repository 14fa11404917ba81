/// <reference lib="dom" />
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openBrowser, type Browser } from '../helpers/browser.ts';
import { button, click, CONSOLE, signIn, signInAtHome } from '../helpers/console.ts';
import { startServer, type RunningServer } from '../helpers/server.ts';

/** Headers of the visible list table whose text is wider than the room it has, or runs onto a second line. */
function cutHeaders(): string[] {
  const table = [...document.querySelectorAll<HTMLElement>('.list-page .ant-table')].find((t) => t.offsetParent);
  if (!table) return ['no table'];
  const cut: string[] = [];
  for (const th of table.querySelectorAll<HTMLElement>('thead th')) {
    const text = th.innerText.trim();
    if (!text) continue;
    // A sortable title sits in its own box beside the arrows; a plain one fills the cell inside its padding.
    const box = th.querySelector<HTMLElement>('.ant-table-column-title') ?? th;
    const style = getComputedStyle(box);
    const room = box.getBoundingClientRect().width - (box === th ? parseFloat(style.paddingLeft) + parseFloat(style.paddingRight) : 0);
    const range = document.createRange();
    range.selectNodeContents(box);
    const lines = new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
    const width = range.getBoundingClientRect().width;
    if (width > room + 0.5 || lines > 1 || box.scrollWidth > box.clientWidth) cut.push(`${text} (${Math.round(width)} > ${Math.round(room)}, ${lines} lines)`);
  }
  return cut;
}

/** Top-navigation entries that are not on the bar's one row inside the bar. */
function offRow(): string[] {
  const bar = document.querySelector<HTMLElement>('.navbar-center')!.getBoundingClientRect();
  const items = [...document.querySelectorAll<HTMLElement>('.top-nav > li')].filter((li) => li.offsetParent && li.getBoundingClientRect().width > 0);
  if (!items.length) return ['no entries'];
  const top = items[0].getBoundingClientRect().top;
  return items
    .filter((li) => {
      const r = li.getBoundingClientRect();
      return Math.abs(r.top - top) > 1 || r.right > bar.right + 0.5 || r.left < bar.left - 0.5;
    })
    .map((li) => li.innerText);
}

/** The console at the widths people use, in English and German (issue 25). */
describe('widths', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), openBrowser()]);
    page = browser.page;
    await signInAtHome(page, server.url, 'admin', 'admin123');
  }, 300_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const language = (value: string) => page.context().addCookies([{ name: 'Lang-Type', value, url: server.url }]);
  const table = () => page.locator('.list-page .ant-table').filter({ visible: true }).first();

  async function openList(path: string) {
    await page.goto(`${server.url}${CONSOLE}${path}`);
    await table().locator('.ant-table-row, .ant-table-placeholder').first().waitFor();
    // The dictionaries' tags size their columns once they arrive.
    await page.waitForLoadState('networkidle');
  }

  it('never cuts a list header, at 1280 and 1440 px, in English and German', async () => {
    const cut: string[] = [];
    for (const lang of ['en_US', 'de_DE']) {
      await language(lang);
      for (const width of [1280, 1440]) {
        await page.setViewportSize({ width, height: 900 });
        for (const path of ['/plant/station', '/device/wn', '/system/user', '/alarm/current', '/monitor/operlog']) {
          await openList(path);
          cut.push(...(await page.evaluate(cutHeaders)).map((h) => `${lang} ${width} ${path}: ${h}`));
        }
      }
    }
    await language('en_US');
    expect(cut).toEqual([]);
  });

  it('keeps the selection and name columns at the left edge while a wide list scrolls sideways', async () => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await openList('/plant/station');
    const scroller = table().locator('.ant-table-content');
    expect(await scroller.evaluate((el) => el.scrollWidth > el.clientWidth + 100), 'the station list scrolls at 1280 px').toBe(true);
    await scroller.evaluate((el) => el.scrollBy(400, 0));
    await page.waitForFunction(() => [...document.querySelectorAll('.list-page .ant-table-content')].some((el) => el.scrollLeft >= 400));
    const edges = await table().evaluate((t) => {
      const left = t.querySelector('.ant-table-content')!.getBoundingClientRect().left;
      const row = t.querySelector('.ant-table-row')!;
      const select = row.querySelector('.ant-table-selection-column')!.getBoundingClientRect();
      const name = row.querySelector('.list-name')!.getBoundingClientRect();
      const box = row.querySelector('.ant-checkbox-input')!.getBoundingClientRect();
      const onTop = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
      return { select: Math.round(select.left - left), name: Math.round(name.left - select.right), checkboxOnTop: !!onTop?.closest('.ant-checkbox') };
    });
    expect(edges).toEqual({ select: 0, name: 0, checkboxOnTop: true });
  });

  it('remembers the hidden columns of a list per user, across reload and signing out and in', async () => {
    await page.setViewportSize({ width: 1440, height: 900 });
    const headers = () =>
      table()
        .locator('thead th')
        .evaluateAll((ths) => ths.map((th) => (th as HTMLElement).innerText.trim()).filter(Boolean));
    await openList('/plant/station');
    const column = (await headers())[2];
    await click(button(page, 'Show or hide columns'));
    const chooser = page.locator('.ant-modal').filter({ visible: true });
    await click(chooser.locator('.ant-transfer-section').first().locator('.ant-transfer-list-content-item').filter({ hasText: column }));
    await click(chooser.locator('.ant-transfer-actions button').first());
    await chooser.locator('.ant-transfer-section').last().getByText(column).waitFor();
    await click(button(chooser, 'Close'));
    await chooser.waitFor({ state: 'hidden' });
    expect(await headers()).not.toContain(column);

    await openList('/plant/station');
    expect(await headers(), 'after reload').not.toContain(column);

    const signOut = async () => {
      await click(page.locator('.avatar-wrapper'));
      await click(page.getByRole('menuitem', { name: 'Sign out' }));
      await click(button(page.locator('.ant-modal-confirm'), 'Confirm'));
      await page.getByPlaceholder('Password').waitFor();
    };
    await signOut();
    await signIn(page, 'dealer', 'dealer123');
    await page.locator('.home-page').waitFor();
    await openList('/plant/station');
    expect(await headers(), 'another user on the same browser').toContain(column);

    await signOut();
    await signIn(page, 'admin', 'admin123');
    await page.locator('.home-page').waitFor();
    await openList('/plant/station');
    expect(await headers(), 'the same user signed in again').not.toContain(column);
  });

  it('fits the top navigation on one row, "More" taking the rest, at every width down to the mobile break', async () => {
    await page.evaluate(() => localStorage.setItem('layout-setting', JSON.stringify({ topNav: true })));
    for (const lang of ['en_US', 'de_DE']) {
      await language(lang);
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.goto(`${server.url}${CONSOLE}/index`);
      await page.locator('.top-nav').waitFor();
      for (const width of [1920, 1600, 1440, 1366, 1280, 1100, 1000]) {
        await page.setViewportSize({ width, height: 900 });
        await page.waitForFunction(() => document.querySelector('.top-nav') !== null);
        await page.waitForTimeout(200);
        expect(await page.evaluate(offRow), `${lang} ${width}`).toEqual([]);
        expect(await page.locator('.navbar').evaluate((el) => el.getBoundingClientRect().height), `${lang} ${width}`).toBe(50);
      }
    }
    await page.evaluate(() => localStorage.removeItem('layout-setting'));
    await language('en_US');
  });

  it('ends a long sidebar title in "…" before the arrow, with the whole title on hover', async () => {
    await language('de_DE');
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`${server.url}${CONSOLE}/index`);
    const titles = page.locator('.sidebar span[title]');
    await titles.first().waitFor();
    const cut = await titles.evaluateAll((els) =>
      els
        .filter((el) => el.getClientRects().length > 0)
        .map((el) => {
          // A leaf's title sits in antd's title box, a submenu's is the box itself.
          const box = (el.closest('.ant-menu-title-content') ?? el) as HTMLElement;
          const style = getComputedStyle(box);
          const arrow = box.parentElement!.querySelector('.ant-menu-submenu-arrow');
          return {
            text: (el as HTMLElement).innerText,
            whole: el.getAttribute('title') === (el as HTMLElement).innerText,
            ellipsis: style.textOverflow === 'ellipsis' && style.overflow === 'hidden',
            underArrow: arrow ? box.getBoundingClientRect().right > arrow.getBoundingClientRect().left : false,
          };
        }),
    );
    expect(cut.length).toBeGreaterThan(5);
    expect(cut.filter((c) => c.underArrow || !c.ellipsis || !c.whole)).toEqual([]);
    await language('en_US');
  });

  it('sets "Get code" beside its field on the phone tab, top to top and as tall', async () => {
    await page.context().clearCookies();
    await page.goto(`${server.url}${CONSOLE}/login`);
    await page.getByRole('tab', { name: 'Phone login' }).click();
    const field = page.getByPlaceholder('SMS code');
    const button = page.getByRole('button', { name: 'Get code' });
    await button.waitFor();
    const [f, b] = [(await field.boundingBox())!, (await button.boundingBox())!];
    expect(Math.round(b.y)).toBe(Math.round(f.y));
    expect(Math.round(b.height)).toBe(Math.round(f.height));
  });
});
