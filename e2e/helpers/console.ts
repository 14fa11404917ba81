/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
// Functions passed to page.evaluate/waitForFunction run in the browser.
import type { Locator, Page } from 'playwright-core';

/** The console's base path (spec §2). */
export const CONSOLE = '/cniotmgr';

/**
 * A button by its accessible name or its whole text: row commands are icons
 * named by aria-label. Only visible ones count, since kept-alive tabs leave
 * their pages hidden in the document, and the first wins (a dialog's X and its
 * Close button are the same command).
 */
export const button = (scope: Page | Locator, text: string): Locator =>
  scope
    .locator(`button[aria-label="${text}"]`)
    .or(scope.locator('button').filter({ hasText: new RegExp(`^${text}$`) }))
    .filter({ visible: true })
    .first();

/** Whether no visible element is in an antd enter motion (classes like ant-slide-up-appear-active); runs in the page. */
function settled(): boolean {
  const motion = /-(appear|enter)(-prepare|-start|-active)?$/;
  return ![...document.querySelectorAll('[class*="-appear"], [class*="-enter"]')].some((el) => el.getClientRects().length > 0 && [...el.classList].some((c) => motion.test(c)));
}

/**
 * Clicks once nothing is animating in. antd's pop-ups, drawers and dialogs zoom or slide in; on a
 * busy machine Playwright can find the target "stable" between two slow frames and click beside it,
 * which closes a pop-up instead of choosing from it.
 */
export async function click(target: Locator, options: { button?: 'right' } = {}): Promise<void> {
  await target.waitFor();
  await target.page().waitForFunction(settled);
  await target.click(options);
}

/** Signs in through the mailbox tab of the login page (the captcha is off for the test server). */
export async function signIn(page: Page, userName: string, password: string): Promise<void> {
  await page.getByPlaceholder('Account or e-mail').fill(userName);
  await page.getByPlaceholder('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Opens the login page, signs in and waits for home: until it has rendered, the layout is still settling. */
export async function signInAtHome(page: Page, baseUrl: string, userName: string, password: string): Promise<void> {
  await page.goto(`${baseUrl}${CONSOLE}/login`);
  await signIn(page, userName, password);
  await page.locator('.home-page').waitFor();
}

/** Path and query of the page's address below the console's base path. */
export function consolePath(page: Page): string {
  const url = new URL(page.url());
  return url.pathname.slice(CONSOLE.length) + url.search;
}

export interface ApiResponse {
  status: number;
  body: { code: number; msg: string; token?: string; data?: unknown; rows?: Record<string, unknown>[]; total?: number };
}

/** One call to the API as another client (an administrator's script) would make it. */
export async function api(baseUrl: string, token: string | undefined, method: string, path: string, body?: unknown): Promise<ApiResponse> {
  const res = await fetch(`${baseUrl}/cniotapi${path}`, {
    method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, body: (await res.json()) as ApiResponse['body'] };
}

/** A session token from POST /login. */
export async function apiLogin(baseUrl: string, userName: string, password: string): Promise<string> {
  const res = await api(baseUrl, undefined, 'POST', '/login', { type: 'mailbox', username: userName, password });
  if (res.body.code !== 200 || !res.body.token) throw new Error(`login of ${userName} refused: ${res.body.msg}`);
  return res.body.token;
}
