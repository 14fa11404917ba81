import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openBrowser, type Browser } from '../helpers/browser.ts';
import { api, apiLogin, click, CONSOLE, signInAtHome } from '../helpers/console.ts';
import { startServer, type RunningServer } from '../helpers/server.ts';

/**
 * Rollouts started from the console on the demo's simulated fleet, of
 * inverters and of meters (the kind chosen first): the package's stored bytes
 * no longer match its SHA-256, so the canary device downloads it, refuses to
 * install it, and the rollout pauses itself — seen live in the console.
 */
describe('firmware rollout', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), openBrowser()]);
    page = browser.page;
    const token = await apiLogin(server.url, 'admin', 'admin123');
    /** A package of the library whose stored bytes are then replaced: every device that gets it refuses to install it. */
    async function tamperedPackage(body: Record<string, unknown>) {
      const form = new FormData();
      form.append('file', new Blob([Buffer.concat([Buffer.from([0x7e, 1, 2, 3]), randomBytes(8188)])]), 'e2e.bin');
      const up = (await (await fetch(`${server.url}/cniotapi/iot/software/upload`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form })).json()) as {
        data: { softwareAddress: string };
      };
      expect((await api(server.url, token, 'POST', '/iot/software', { softwareVersion: '9.9.9', ...body, softwareAddress: up.data.softwareAddress })).body.code).toBe(200);
      fs.writeFileSync(path.join(server.dataDir, 'files', ...up.data.softwareAddress.split('/').slice(2)), randomBytes(8192));
    }
    await tamperedPackage({ softwareName: 'E2E firmware' });
    await tamperedPackage({ softwareName: 'E2E meter firmware', deviceType: 'meter' });
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

  /**
   * Starts a rollout of the named package to two devices whose codes begin
   * with `codes` (the kind chosen first when not inverters) and opens its live view.
   */
  async function startRollout(name: string, pkg: string, codes: string, kind?: string) {
    await page.goto(`${server.url}${CONSOLE}/device/rollout`);
    await page.locator('.list-page').getByRole('button', { name: 'Start rollout' }).click();

    const dialog = page.getByRole('dialog').filter({ hasText: 'Start rollout' });
    await dialog.locator('#rolloutName').waitFor();
    await dialog.locator('#rolloutName').fill(name);
    if (kind) await click(dialog.getByText(kind, { exact: true }));
    await click(dialog.locator('#softwareId'));
    await page.keyboard.type('E2E');
    // Options of an older search stay shown but cannot be picked until the typed text's own answer comes.
    const options = page.locator('.ant-select-item-option:not(.ant-select-item-option-disabled)').filter({ visible: true });
    // Only packages of the chosen kind are offered.
    await options.getByText(pkg, { exact: true }).waitFor();
    expect(await options.count()).toBe(1);
    await click(options.getByText(pkg, { exact: true }));
    await click(dialog.locator('#deviceIds'));
    await page.keyboard.type(codes);
    await click(options.nth(0));
    await click(options.nth(1));
    await page.keyboard.press('Escape');
    await dialog.locator('#startDelaySeconds').fill('0');
    await dialog.getByRole('button', { name: 'Confirm' }).click();

    const row = page.locator('.list-page .ant-table-row').filter({ hasText: name });
    await row.waitFor();
    await row.getByRole('button', { name: 'Live view' }).click();
    const live = page.getByRole('dialog').filter({ hasText: name });
    await live.locator('.rollout-summary [data-status="2"]').waitFor({ timeout: 30_000 });
    return { row, live };
  }

  it('starts a rollout and watches it pause when the canary fails', async () => {
    await signInAtHome(page, server.url, 'admin', 'admin123');
    const { live } = await startRollout('E2E rollout', 'E2E firmware', '991');
    await live.getByText('Failure rate over the threshold').waitFor();
    // The device's 'sha256 mismatch', as the console words it.
    await live.getByText('The downloaded package did not match its SHA-256; the device did not install it').first().waitFor();
    await live.getByText('Queued').first().waitFor();
    await live.getByRole('button', { name: 'Close' }).click();
  });

  it('rolls a package out to the simulated meters the same way', async () => {
    const { row, live } = await startRollout('E2E meters', 'E2E meter firmware', '993', 'Electricity meter');
    await live.getByText('Failure rate over the threshold').waitFor();
    await live.getByText('The downloaded package did not match its SHA-256; the device did not install it').first().waitFor();
    await live.getByText('Queued').first().waitFor();
    await live.getByRole('button', { name: 'Close' }).click();
    await row.getByText('Electricity meter').waitFor();
  });
});
