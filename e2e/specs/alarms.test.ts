import mqtt from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openBrowser, type Browser } from '../helpers/browser.ts';
import { api, apiLogin, click, signInAtHome } from '../helpers/console.ts';
import { startServer, type RunningServer } from '../helpers/server.ts';

const WN = '12300000000077';
const KEY = 'alarmtestkey0001';

/**
 * An inverter reports islanding over the embedded broker; the alarm shows in
 * the current alarms with its rule's name, and the user acknowledges it.
 */
describe('alarms', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  let device: mqtt.MqttClient;
  let token: string;

  beforeAll(async () => {
    // No demo fleet: this test brings its own device, and the server starts much sooner without one.
    [server, browser] = await Promise.all([startServer({ DEMO: 'off', ADMIN_PASSWORD: 'admin123' }), openBrowser()]);
    page = browser.page;
    token = await apiLogin(server.url, 'admin', 'admin123');
    expect((await api(server.url, token, 'POST', '/iot/wn', { wnId: WN, privateKey: KEY, wnType: '2', wnModel: '1', power: 800 })).body.code).toBe(200);
    let port: string | undefined;
    for (const deadline = Date.now() + 10_000; !port && Date.now() < deadline; await new Promise((r) => setTimeout(r, 100))) {
      port = /embedded broker on port (\d+)/.exec(server.output())?.[1];
    }
    device = await mqtt.connectAsync(`mqtt://127.0.0.1:${port}`, { clientId: `wn-${WN}`, username: WN, password: KEY, reconnectPeriod: 0 });
    const session = Date.now();
    await device.publishAsync(`cniot/v1/wn/${WN}/status`, JSON.stringify({ state: 'online', session, ts: session }), { qos: 1 });
    await device.publishAsync(`cniot/v1/wn/${WN}/alarm`, JSON.stringify({ ts: Date.now(), values: { mi: 1 << 4 } }), { qos: 1 });
  });

  afterAll(async () => {
    await device?.endAsync();
    await browser?.close();
    await server?.stop();
  });

  const row = () => page.locator('.list-page .ant-table-row').filter({ hasText: WN });

  it('shows a raised alarm in the current alarms, and the user acknowledges it', async () => {
    await signInAtHome(page, server.url, 'admin', 'admin123');
    await click(page.locator('.sidebar').getByText('Alarm', { exact: true }));
    await click(page.locator('.sidebar').getByText('Current alarms', { exact: true }));
    await row().waitFor();
    expect(await row().innerText()).toContain('Islanding detected');
    expect(await row().innerText()).toContain('Unacknowledged');

    await click(row().getByRole('button', { name: 'Acknowledge', exact: true }));
    const dialog = page.locator('.ant-modal').filter({ hasText: 'Acknowledge alarms' });
    await dialog.locator('textarea').fill('Grid outage in the street, checked with the owner');
    await click(dialog.getByRole('button', { name: 'Confirm' }));
    // "Unacknowledged" contains "acknowledged": wait for the row without it.
    await row().filter({ hasNotText: 'Unacknowledged' }).filter({ hasText: 'Acknowledged' }).waitFor();
    expect(await row().getByRole('button', { name: 'Acknowledge', exact: true }).count()).toBe(0);

    const open = await api(server.url, token, 'GET', `/iot/alarm/list?deviceId=${WN}`);
    expect(open.body.rows?.[0]).toMatchObject({ state: '1', ackBy: 'admin', ackComment: 'Grid outage in the street, checked with the owner', alarmLevel: '1' });
  });
});
