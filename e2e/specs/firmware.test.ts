import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openBrowser, type Browser } from '../helpers/browser.ts';
import { api, apiLogin, click, CONSOLE, signInAtHome } from '../helpers/console.ts';
import { startServer, type RunningServer } from '../helpers/server.ts';

/**
 * A rollout started from the console on the demo's simulated fleet: the
 * package's stored bytes no longer match its SHA-256, so the canary device
 * downloads it, refuses to install it, and the rollout pauses itself — seen
 * live in the console.
 */
describe('firmware rollout', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), openBrowser()]);
    page = browser.page;
    const token = await apiLogin(server.url, 'admin', 'admin123');
    const form = new FormData();
    form.append('file', new Blob([Buffer.concat([Buffer.from([0x7e, 1, 2, 3]), randomBytes(8188)])]), 'e2e.bin');
    const up = (await (await fetch(`${server.url}/cniotapi/iot/software/upload`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form })).json()) as {
      data: { softwareAddress: string };
    };
    expect((await api(server.url, token, 'POST', '/iot/software', { softwareName: 'E2E firmware', softwareVersion: '9.9.9', softwareAddress: up.data.softwareAddress })).body.code).toBe(200);
    fs.writeFileSync(path.join(server.dataDir, 'files', ...up.data.softwareAddress.split('/').slice(2)), randomBytes(8192));
    // The simulated inverters connect right after the server starts.
    for (const deadline = Date.now() + 60_000; Date.now() < deadline; await new Promise((r) => setTimeout(r, 1000))) {
      if ((await api(server.url, token, 'GET', '/iot/wn/list?onlineStatus=1&wnId=991&pageSize=1')).body.rows?.length) break;
    }
    // Starting the server (migrations, demo seed) alone can take minutes on a shared machine.
  }, 300_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('starts a rollout and watches it pause when the canary fails', async () => {
    await signInAtHome(page, server.url, 'admin', 'admin123');
    await page.goto(`${server.url}${CONSOLE}/device/rollout`);
    await page.locator('.list-page').getByRole('button', { name: 'Start rollout' }).click();

    const dialog = page.getByRole('dialog').filter({ hasText: 'Start rollout' });
    await dialog.locator('#rolloutName').waitFor();
    await dialog.locator('#rolloutName').fill('E2E rollout');
    await click(dialog.locator('#softwareId'));
    await page.keyboard.type('E2E');
    await click(page.locator('.ant-select-item-option').getByText('E2E firmware'));
    await click(dialog.locator('#deviceIds'));
    await page.keyboard.type('991');
    const options = page.locator('.ant-select-item-option').filter({ visible: true });
    await click(options.nth(0));
    await click(options.nth(1));
    await page.keyboard.press('Escape');
    await dialog.locator('#startDelaySeconds').fill('0');
    await dialog.getByRole('button', { name: 'Confirm' }).click();

    const row = page.locator('.list-page .ant-table-row').filter({ hasText: 'E2E rollout' });
    await row.waitFor();
    await row.getByRole('button', { name: 'Live view' }).click();
    const live = page.getByRole('dialog').filter({ hasText: 'E2E rollout' });
    await live.locator('.rollout-summary [data-status="2"]').waitFor({ timeout: 30_000 });
    await live.getByText('Failure rate over the threshold').waitFor();
    await live.getByText('sha256 mismatch').waitFor();
    await live.getByText('Queued').first().waitFor();
  });
});
