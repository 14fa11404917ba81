import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser, type Browser } from '../helpers/browser.ts';
import { api, apiLogin, click, signInAtHome } from '../helpers/console.ts';
import { startServer, type RunningServer } from '../helpers/server.ts';

const application = {
  userName: 'nordsun',
  password: 'nordsun123',
  company: 'Nordsonne Solar GmbH',
  email: 'office@nordsonne.example',
  phone: '+4940123456789',
  businessArea: 'Hamburg and Schleswig-Holstein',
  mainBusiness: 'Balcony and rooftop systems',
  companySize: '1',
  inviterInfo: 'SolarTech Deutschland',
};

/** Dealer release: an application from outside, passed in the console, and the new dealer signing in. */
describe('agent review', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    server = await startServer();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('passes an application submitted through the public endpoint; the dealer is mailed and signs in to its own organization', async () => {
    const submitted = await api(server.url, undefined, 'POST', '/biz/agentReview/apply', application);
    expect(submitted.body.code).toBe(200);

    browser = await openBrowser();
    const { page } = browser;
    await signInAtHome(page, server.url, 'admin', 'admin123');
    const sidebar = page.locator('.sidebar');
    await click(sidebar.getByText('Dealer release and management'));
    await click(sidebar.getByText('Agent review', { exact: true }));
    const listPage = page.locator('.list-page').filter({ visible: true });
    const row = listPage.locator('.ant-table-row').filter({ hasText: application.company });
    await row.getByText('Waiting for review').waitFor();

    await click(row.getByRole('button', { name: 'Examine' }));
    const dialog = page.locator('.ant-modal').filter({ hasText: `Examine: ${application.company}` });
    await dialog.waitFor();
    // A pass needs the organization the dealer goes under.
    await click(dialog.locator('button').filter({ hasText: /^Confirm$/ }));
    await dialog.getByText('Please choose the organization the dealer is placed under').waitFor();
    await click(dialog.locator('.ant-form-item').filter({ hasText: 'Place the dealer under' }).locator('.ant-select'));
    await click(page.locator('.ant-select-tree-title').filter({ hasText: /^CNIoT$/ }));
    await dialog.getByLabel('Note to the applicant').fill('Welcome aboard');
    await click(dialog.locator('button').filter({ hasText: /^Confirm$/ }));
    await page.locator('.ant-message').getByText('Operation successful').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await row.getByText('Passed').waitFor();
    expect(await row.getByRole('button', { name: 'Examine' }).count()).toBe(0);

    const outbox = path.join(server.dataDir, 'outbox');
    const mail = fs.readdirSync(outbox).find((f) => f.includes(application.email));
    expect(mail).toBeDefined();
    const text = fs.readFileSync(path.join(outbox, mail!), 'utf8');
    expect(text).toContain('Subject: Your dealer application has been approved');
    expect(text).toContain(application.userName);
    expect(text).not.toContain(application.password);

    // The new dealer, in a browser of its own, sees its organization and nobody else's.
    const dealer = await openBrowser();
    try {
      await signInAtHome(dealer.page, server.url, application.userName, application.password);
      const dealerSidebar = dealer.page.locator('.sidebar');
      await click(dealerSidebar.getByText('Organization and organization users'));
      await click(dealerSidebar.getByText('Organisation management and basic information', { exact: true }));
      await dealer.page.locator('.org-info-page').getByText(application.company).first().waitFor();
      expect(await dealerSidebar.getByText('Dealer release and management').count()).toBe(0);
      const token = await apiLogin(server.url, application.userName, application.password);
      const institutions = await api(server.url, token, 'GET', '/biz/institution/list');
      expect(institutions.body.rows?.map((r) => r.companyName)).toEqual([application.company]);
    } finally {
      await dealer.close();
    }
  });
});
