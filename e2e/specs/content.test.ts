import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { openBrowser, type Browser } from '../helpers/browser.ts';
import { api, apiLogin, button, click, signInAtHome } from '../helpers/console.ts';
import { startServer, type RunningServer } from '../helpers/server.ts';

/** Service content as the platform staff use it, on the demo's feedback, messages and mail records. */
describe('service content', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  let token: string;

  async function open(menu: string): Promise<Locator> {
    const sidebar = page.locator('.sidebar');
    if (!(await sidebar.getByText(menu, { exact: true }).isVisible())) await click(sidebar.getByText('Service and content'));
    await click(sidebar.getByText(menu, { exact: true }));
    // Kept-alive tabs stay in the document, hidden: the list is the visible one.
    const listPage = page.locator('.list-page').filter({ visible: true });
    await listPage.locator('.ant-table-row').first().waitFor();
    return listPage;
  }

  beforeAll(async () => {
    server = await startServer();
    browser = await openBrowser();
    page = browser.page;
    await signInAtHome(page, server.url, 'admin', 'admin123');
    token = await apiLogin(server.url, 'admin', 'admin123');
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('replies to feedback in rich text; the feedback is replied and its author gets the reply as a message', async () => {
    const listPage = await open('User feedback');
    const row = listPage.locator('.ant-table-row').filter({ hasText: 'power curve' });
    await row.getByText('Waiting for reply').waitFor();
    await row.getByText('Jonas Weber').waitFor();
    await click(button(row, 'Reply'));
    const dialog = page.locator('.ant-modal').filter({ hasText: 'Reply to feedback' });
    await dialog.getByText('The app user receives the reply as an internal message.').waitFor();
    await dialog.getByText('Stuck and stopped').waitFor();
    await click(dialog.locator('[contenteditable="true"]'));
    await page.keyboard.type('Update to version 2.4.0: the power curve opens again.');
    await click(button(dialog, 'Confirm'));
    await page.locator('.ant-message').getByText('Operation successful').waitFor();
    await row.getByText('Replied', { exact: true }).waitFor();

    const stored = await api(server.url, token, 'GET', '/biz/feedback/list?describes=power%20curve');
    expect(stored.body.rows?.[0]).toMatchObject({ replyStatus: '1', replyContent: '<p>Update to version 2.4.0: the power curve opens again.</p>', replyUserName: 'admin' });
    const notice = await api(server.url, token, 'GET', '/biz/message/list?messageTitle=Reply%20to%20your%20feedback');
    expect(notice.body.rows?.[0]).toMatchObject({ recipientType: '2', messageSource: '1' });
  });

  it('sends a message to an organization, refusing an empty form with the spec texts, and lists it', async () => {
    const listPage = await open('Message notification');
    await click(button(listPage, 'Add'));
    const dialog = page.locator('.ant-modal').filter({ hasText: 'Add message' });
    await dialog.waitFor();
    await click(button(dialog, 'Confirm'));
    await dialog.getByText('App type cannot be empty').waitFor();
    await dialog.getByText('Message type cannot be empty').waitFor();
    await dialog.getByText('Title cannot be empty').waitFor();

    await click(dialog.getByLabel('Customer app'));
    await click(dialog.getByLabel('Notice'));
    await dialog.getByLabel('Title', { exact: true }).fill('Firmware 3.2 for SolarTech plants');
    await click(dialog.locator('[contenteditable="true"]'));
    await page.keyboard.type('Your inverters update tonight.');
    await click(dialog.getByLabel('Organizations', { exact: true }).first());
    await click(button(dialog, 'Confirm'));
    await dialog.getByText('Please select at least one recipient').waitFor();
    const tree = dialog.locator('.ant-form-item').filter({ hasText: 'Organizations' }).last().locator('.ant-select');
    await click(tree);
    await click(page.locator('.ant-select-tree-title').filter({ hasText: /^SolarTech Deutschland GmbH$/ }));
    await page.keyboard.press('Escape');
    await click(button(dialog, 'Confirm'));
    await page.locator('.ant-message').getByText('Added successfully').waitFor();

    const row = listPage.locator('.ant-table-row').filter({ hasText: 'Firmware 3.2 for SolarTech plants' });
    await row.getByText('Organizations').waitFor();
    await row.getByText('Customer app').waitFor();
    const sent = await api(server.url, token, 'GET', '/biz/message/list?messageTitle=Firmware%203.2');
    const detail = await api(server.url, token, 'GET', `/biz/message/${String(sent.body.rows?.[0]?.messageId)}`);
    expect(detail.body.data).toMatchObject({ recipientType: '1', deptIds: [103], messageContent: '<p>Your inverters update tonight.</p>' });
  });

  it('resends a failed mail after a confirmation, counting the resend', async () => {
    const listPage = await open('Mail records');
    const row = listPage.locator('.ant-table-row').filter({ hasText: 'dealer@solartech-de.example' });
    await row.getByText('Fail', { exact: true }).waitFor();
    await click(button(row, 'Resend'));
    const confirm = page.locator('.ant-modal-confirm').filter({ hasText: 'Send the mail to "dealer@solartech-de.example" again?' });
    await click(button(confirm, 'Confirm'));
    await page.locator('.ant-message').getByText('Operation successful').waitFor();
    await row.getByText('Success', { exact: true }).waitFor();
    const stored = await api(server.url, token, 'GET', '/biz/mailRecord/list?email=dealer%40solartech');
    expect(stored.body.rows?.[0]).toMatchObject({ status: '0', resendCount: 1 });
  });
});
