import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser, type Browser } from '../helpers/browser.ts';
import { api, apiLogin, click, signInAtHome } from '../helpers/console.ts';
import { startServer, type RunningServer } from '../helpers/server.ts';

/** A system screen end to end: the parameters (config) list with its form and delete confirmation. */
describe('parameters screen', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), openBrowser()]);
    await signInAtHome(browser.page, server.url, 'admin', 'admin123');
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  /** What the server holds under the key, read past the console. */
  async function storedValue(key: string): Promise<string | undefined> {
    const token = await apiLogin(server.url, 'admin', 'admin123');
    const res = await api(server.url, token, 'GET', `/system/config/list?configKey=${encodeURIComponent(key)}`);
    return res.body.rows?.find((r) => r.configKey === key)?.configValue as string | undefined;
  }

  it('creates, edits and deletes a parameter, with validation and a delete confirmation', async () => {
    const { page } = browser;
    const sidebar = page.locator('.sidebar');
    await click(sidebar.getByText('System management'));
    await click(sidebar.getByText('Parameters', { exact: true }));
    const listPage = page.locator('.list-page');
    await listPage.locator('.ant-table-row').first().waitFor();
    const button = (scope: typeof page | typeof listPage, text: string) => scope.locator('button').filter({ hasText: new RegExp(`^${text}$`) });

    // Add: the form refuses an empty name and a key the contract does not allow, and stays open on Escape.
    await click(button(listPage, 'Add'));
    const dialog = page.locator('.ant-modal').filter({ hasText: 'Add parameter' });
    await dialog.waitFor();
    await click(button(dialog, 'Confirm'));
    await dialog.getByText('Parameter name cannot be empty').waitFor();
    await dialog.getByLabel('Parameter name').fill('E2E timeout');
    await dialog.getByLabel('Parameter key').fill('e2e timeout');
    await dialog.getByLabel('Parameter value').fill('30');
    await click(button(dialog, 'Confirm'));
    await dialog.getByText('The parameter key may contain only letters, digits and . _ : -').waitFor();
    await page.keyboard.press('Escape');
    expect(await dialog.isVisible()).toBe(true);
    await dialog.getByLabel('Parameter key').fill('e2e.timeout');
    await click(button(dialog, 'Confirm'));
    await page.locator('.ant-message').getByText('Added successfully').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    expect(await storedValue('e2e.timeout')).toBe('30');

    // The list shows the new row; search narrows it down to it.
    await listPage.getByPlaceholder('Please enter Parameter name').fill('E2E');
    await click(button(listPage, 'Search'));
    const row = listPage.locator('.ant-table-row').filter({ hasText: 'e2e.timeout' });
    await row.waitFor();
    await expect.poll(() => listPage.locator('.ant-table-row').count()).toBe(1);

    // Edit: the dialog loads the record; the list shows the change.
    await click(button(row, 'Edit'));
    const editDialog = page.locator('.ant-modal').filter({ hasText: 'Edit parameter' });
    const value = editDialog.getByLabel('Parameter value');
    await expect.poll(() => value.inputValue()).toBe('30');
    await value.fill('45');
    await click(button(editDialog, 'Confirm'));
    await page.locator('.ant-message').getByText('Modified successfully').waitFor();
    await row.filter({ hasText: '45' }).waitFor();
    expect(await storedValue('e2e.timeout')).toBe('45');

    // Delete asks first: cancel keeps the row, confirm removes it.
    const confirm = page.locator('.ant-modal-confirm');
    await click(button(row, 'Delete'));
    await confirm.getByText('Are you sure you want to delete "E2E timeout"?').waitFor();
    await click(button(confirm, 'Cancel'));
    await confirm.waitFor({ state: 'detached' });
    expect(await row.count()).toBe(1);

    await click(button(row, 'Delete'));
    await click(button(confirm, 'Confirm'));
    await page.locator('.ant-message').getByText('Deleted successfully').waitFor();
    await row.waitFor({ state: 'detached' });
    expect(await storedValue('e2e.timeout')).toBeUndefined();
  });
});
