/// <reference lib="dom" />
// The page.waitForFunction callback runs in the browser.
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { openBrowser, type Browser } from '../helpers/browser.ts';
import { api, apiLogin, CONSOLE, signIn } from '../helpers/console.ts';
import { RUOYI_DIST, serveRuoyi, type RuoyiPeer } from '../helpers/ruoyi-peer.ts';
import { startServer, type RunningServer } from '../helpers/server.ts';

const present = fs.existsSync(RUOYI_DIST);
if (!present) console.warn(`ruoyi.test.ts skipped: RuoYi-Vue3's build is not at ${RUOYI_DIST} (see ../shared/peer/ruoyi-vue3/README.md)`);

/** RuoYi calls we do not answer (docs/ruoyi-compatibility.md): its own navbar asks for notices on every page. */
const ABSENT = ['/prod-api/system/notice/'];

interface Route {
  path: string;
  hidden: boolean;
  meta?: { title: string };
  children?: Route[];
}

/**
 * RuoYi-Vue3's own production console, a client nobody here wrote, against our server:
 * where it breaks, our API drifted from the RuoYi conventions (docs/ruoyi-compatibility.md).
 */
describe.skipIf(!present)(`RuoYi-Vue3 console against our API${present ? '' : ` (skipped: no build at ${RUOYI_DIST})`}`, () => {
  let server: RunningServer;
  let peer: RuoyiPeer;
  let browser: Browser;
  let page: Page;
  let admin: string;
  const answers: { path: string; status: number; code?: number }[] = [];

  beforeAll(async () => {
    server = await startServer();
    [peer, browser, admin] = await Promise.all([serveRuoyi(server.url), openBrowser(), apiLogin(server.url, 'admin', 'admin123')]);
    page = browser.page;
    page.on('response', async (res) => {
      const path = new URL(res.url()).pathname;
      if (!path.startsWith('/prod-api/')) return;
      const body = (await res.json().catch(() => undefined)) as { code?: number } | undefined;
      answers.push({ path, status: res.status(), code: body?.code });
    });
  });

  afterAll(async () => {
    await browser?.close();
    await peer?.close();
    await server?.stop();
  });

  const routes = async () => (await api(server.url, admin, 'GET', '/getRouters')).body.data as Route[];
  const sidebar = () => page.locator('.sidebar-container');
  const rows = () => page.locator('.app-main .el-table__body-wrapper .el-table__row');
  const rowWith = (text: string) => rows().filter({ hasText: text }).first();
  /**
   * Clicks once no Vue transition runs: Element Plus dialogs zoom in and RuoYi's pages slide in, and on a
   * busy machine Playwright can find a moving button "stable" between two slow frames and click beside it.
   */
  const tap = async (target: Locator) => {
    await target.waitFor();
    await page.waitForFunction(() => !document.querySelector('[class*="-enter-active"], [class*="-leave-active"]'));
    await target.click();
  };

  it('signs in through its login form, which shows no captcha field while our /captchaImage says it is off', async () => {
    const captcha = page.waitForResponse((res) => res.url().endsWith('/prod-api/captchaImage'));
    await page.goto(`${peer.url}/login`);
    expect(await (await captcha).json()).toMatchObject({ captchaEnabled: false });
    await expect(page.getByPlaceholder('验证码').count()).resolves.toBe(0);
    await page.getByPlaceholder('账号').fill('admin');
    await page.getByPlaceholder('密码').fill('admin123');
    const login = page.waitForRequest((req) => req.url().endsWith('/prod-api/login'));
    await tap(page.getByRole('button', { name: /登\s*录/ }));
    expect(JSON.parse((await login).postData()!)).toEqual({ username: 'admin', password: 'admin123' });
    await sidebar().waitFor();
    expect(new URL(page.url()).pathname).toBe('/index');
  });

  it("draws our server's menu", async () => {
    const titles = (await routes()).filter((r) => !r.hidden).map((r) => r.meta?.title ?? r.children![0].meta!.title);
    expect(titles.length).toBeGreaterThan(2);
    for (const title of titles) await sidebar().getByText(title, { exact: true }).first().waitFor();
  });

  it('lists users with their organization, roles, organizations, dictionaries and parameters', async () => {
    const system = (await routes()).find((r) => r.path === '/system')!;
    const open = (path: string) => tap(sidebar().getByText(system.children!.find((c) => c.path === path)!.meta!.title, { exact: true }));
    const first = async (list: string) => (await api(server.url, admin, 'GET', `${list}?pageNum=1&pageSize=10`)).body.rows![0];
    await tap(sidebar().getByText(system.meta!.title, { exact: true }));

    await open('user');
    const user = (await api(server.url, admin, 'GET', '/system/user/list?pageNum=1&pageSize=10')).body.rows!.find((u) => u.deptName)!;
    await expect(rowWith(String(user.userName)).innerText()).resolves.toContain(String(user.deptName));
    await open('role');
    await rowWith(String((await first('/system/role/list')).roleKey)).waitFor();
    await open('dept');
    await rowWith(String((await first('/system/dept/list')).deptName)).waitFor();
    await open('dict');
    await rowWith(String((await first('/system/dict/type/list')).dictType)).waitFor();
    await open('config');
    await rowWith(String((await first('/system/config/list')).configKey)).waitFor();
  });

  it('saves a new parameter through its own form, and our console shows it', async () => {
    await tap(page.getByRole('button', { name: '新增' }));
    const dialog = page.locator('.el-dialog');
    await dialog.getByPlaceholder('请输入参数名称').fill('Written by RuoYi');
    await dialog.getByPlaceholder('请输入参数键名').fill('e2e.ruoyi.client');
    await dialog.getByPlaceholder('请输入参数键值').fill('it works');
    await tap(dialog.getByRole('button', { name: /确\s*定/ }));
    // The seeded parameters fill more than its first page: it is found as a RuoYi user finds it, by its search form.
    await page.locator('.app-main').getByPlaceholder('请输入参数键名').fill('e2e.ruoyi.client');
    await tap(page.locator('.app-main').getByRole('button', { name: /搜\s*索/ }));
    await expect(rowWith('e2e.ruoyi.client').innerText()).resolves.toContain('it works');

    const ours = await browser.context.newPage();
    await ours.goto(`${server.url}${CONSOLE}/system/config?configKey=e2e.ruoyi.client`);
    await signIn(ours, 'admin', 'admin123');
    const row = ours.locator('.list-page .ant-table-row').filter({ hasText: 'e2e.ruoyi.client' });
    await expect(row.innerText()).resolves.toMatch(/Written by RuoYi[\s\S]*it works/);
    await ours.close();
  });

  it('signs out, which ends its session on our server', async () => {
    const token = (await browser.context.cookies(peer.url)).find((c) => c.name === 'Admin-Token')!.value;
    expect((await api(server.url, token, 'GET', '/getInfo')).status).toBe(200);
    await tap(page.locator('.navbar .avatar-container'));
    await tap(page.getByText('退出登录'));
    await tap(page.locator('.el-message-box').getByRole('button', { name: /确\s*定/ }));
    await page.getByPlaceholder('账号').waitFor();
    expect((await api(server.url, token, 'GET', '/getInfo')).status).toBe(401);
  });

  it('had every call it made answered with code 200, but for the RuoYi features we do not have', () => {
    expect(answers.length).toBeGreaterThan(10);
    const failed = answers.filter((a) => (a.status !== 200 || (a.code !== undefined && a.code !== 200)) && !ABSENT.some((p) => a.path.startsWith(p)));
    expect(failed).toEqual([]);
  });
});
