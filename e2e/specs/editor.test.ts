import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openBrowser, type Browser } from '../helpers/browser.ts';
import { api, apiLogin, button, click, signInAtHome } from '../helpers/console.ts';
import { startServer, type RunningServer } from '../helpers/server.ts';

/** A 1×1 PNG: the upload rules check the extension, the server the bytes. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

/** de-DE's editor texts (apps/web/src/i18n/de-de/shell.ts), in toolbar order. */
const GERMAN_TOOLS = [
  'Rückgängig',
  'Wiederholen',
  'Fett',
  'Kursiv',
  'Unterstrichen',
  'Durchgestrichen',
  'Aufzählung',
  'Nummerierte Liste',
  'Linksbündig',
  'Zentriert',
  'Rechtsbündig',
  'Link',
  'Bild einfügen',
  'Formatierung entfernen',
];

const CJK = /[\u3000-\u303f\u4e00-\u9fff\uff00-\uffef]/;

/** The rich-text editor speaks the reader's language and stores what was written, pictures included. */
describe('rich-text editor in German', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    server = await startServer();
    browser = await openBrowser({ locale: 'de-DE' });
    page = browser.page;
    await signInAtHome(page, server.url, 'admin', 'admin123');
    await browser.context.addCookies([{ name: 'Lang-Type', value: 'de_DE', url: server.url }]);
    await page.reload();
    await page.locator('.home-page').waitFor();
    // Starting the server migrates and seeds the demo: minutes on a machine shared by several runs.
  }, 240_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  async function openReply() {
    const sidebar = page.locator('.sidebar');
    if (!(await sidebar.getByText('Benutzer-Feedback', { exact: true }).isVisible())) await click(sidebar.getByText('Service und Inhalte'));
    await click(sidebar.getByText('Benutzer-Feedback', { exact: true }));
    const row = page.locator('.list-page').filter({ visible: true }).locator('.ant-table-row').filter({ hasText: 'power curve' });
    await click(button(row, 'Antworten'));
    const dialog = page.locator('.ant-modal').filter({ hasText: 'Antwort auf Feedback' });
    await dialog.locator('.rich-editor [contenteditable="true"]').waitFor();
    return dialog;
  }

  it('labels every tool in German, and a bold text with an uploaded picture is saved and shown', async () => {
    const dialog = await openReply();
    const toolbar = dialog.getByRole('toolbar', { name: 'Formatierung' });
    const names = await toolbar.locator('button').evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label')));
    expect(names).toEqual(GERMAN_TOOLS);
    await toolbar.getByRole('combobox', { name: 'Absatzformat' }).waitFor();
    await toolbar.getByText('Fließtext').waitFor();
    await toolbar.getByRole('button', { name: 'Fett' }).hover();
    await page.locator('.ant-tooltip').filter({ visible: true }).getByText('Fett', { exact: true }).waitFor();
    const editorText = await dialog.locator('.rich-editor').evaluate((el) => el.textContent + [...el.querySelectorAll('*')].map((e) => [...e.attributes].map((a) => a.value).join(' ')).join(' '));
    expect(editorText).not.toMatch(CJK);

    const text = dialog.getByRole('textbox', { name: 'Antwort' });
    await click(text);
    await page.keyboard.type('Version 2.4.0 ');
    await click(toolbar.getByRole('button', { name: 'Fett' }));
    await expect.poll(() => toolbar.getByRole('button', { name: 'Fett' }).getAttribute('aria-pressed')).toBe('true');
    await page.keyboard.type('behebt es');
    await dialog.locator('.rich-editor input[type=file]').setInputFiles({ name: 'kurve.png', mimeType: 'image/png', buffer: PNG });
    const inserted = text.locator('img[alt="kurve.png"]');
    await inserted.waitFor();
    await click(button(dialog, 'Bestätigen'));
    await page.locator('.ant-message').getByText('Vorgang erfolgreich').waitFor();
    await dialog.waitFor({ state: 'hidden' });

    const token = await apiLogin(server.url, 'admin', 'admin123');
    const stored = await api(server.url, token, 'GET', '/biz/feedback/list?describes=power%20curve');
    const html = String(stored.body.rows?.[0]?.replyContent);
    expect(html).toMatch(/^<p>Version 2\.4\.0 <strong>behebt es<\/strong><img src="\/files\/[^"]+\.png" alt="kurve\.png" ?\/?><\/p>$/);

    const again = await openReply();
    const shown = again.locator('.ant-alert').filter({ hasText: 'Antwort gesendet' });
    await shown.locator('strong').getByText('behebt es').waitFor();
    const picture = shown.locator('img[alt="kurve.png"]');
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);
    // The editor opens on the saved reply, ready to be changed.
    await again.getByRole('textbox', { name: 'Antwort' }).locator('strong').getByText('behebt es').waitFor();
  });
});
