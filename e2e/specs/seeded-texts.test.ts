import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser, type Browser } from '../helpers/browser.ts';
import { CONSOLE, signInAtHome } from '../helpers/console.ts';
import { startServer, type RunningServer } from '../helpers/server.ts';

/** Issue 25, items 5 and 7: what the product seeded, logged and antd's own labels, in German. */
describe('seeded texts in German', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), openBrowser()]);
  }, 300_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('shows seeded roles, dictionaries, parameters, jobs and the English sign-in’s log entry in German', async () => {
    const { page } = browser;
    await signInAtHome(page, server.url, 'admin', 'admin123');
    await page.context().addCookies([{ name: 'Lang-Type', value: 'de_DE', url: server.url }]);
    const table = async (path: string) => {
      await page.goto(`${server.url}${CONSOLE}${path}`);
      const rows = page.locator('.list-page .ant-table-row').filter({ visible: true });
      await rows.first().waitFor();
      return page.locator('.list-page .ant-table').filter({ visible: true }).first();
    };
    const roles = await table('/system/role');
    await roles.getByText('Systembenutzer', { exact: true }).waitFor();
    await roles.getByText('Händlerbenutzer', { exact: true }).waitFor();
    expect(await roles.getByText('System user').count()).toBe(0);
    // antd's selection boxes speak German too (item 7).
    expect(await roles.getByLabel('Alle auswählen').count()).toBe(1);

    const dicts = await table('/system/dict');
    await dicts.getByText('Geschlecht', { exact: true }).waitFor();
    expect(await dicts.getByText('User sex').count()).toBe(0);
    await (await table('/system/config')).getByText('Anmelde-Captcha', { exact: true }).waitFor();
    await (await table('/monitor/job')).getByText('Abgelaufene Sitzungen bereinigen', { exact: true }).waitFor();
    // The sign-in above was in English; its entry reads in the language of whoever looks.
    const logins = await table('/monitor/logininfor');
    await logins.getByText('Anmeldung erfolgreich').first().waitFor();
    expect(await logins.getByText('Login successful').count()).toBe(0);
  });
});
