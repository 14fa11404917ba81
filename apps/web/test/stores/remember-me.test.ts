import Cookies from 'js-cookie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signIn } from '../../src/stores/session-store.ts';

const THIRTY_DAYS_S = 30 * 24 * 60 * 60;

afterEach(() => {
  vi.restoreAllMocks();
  Cookies.remove('Admin-Token');
});

/** "Remember me" keeps the session across a browser restart: the token's cookie lasts as long as the server keeps the session. */
describe('remember me', () => {
  const answer = (extra: object) => vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(JSON.stringify({ code: 200, msg: 'ok', token: 'tok', ...extra })));
  const login = (rememberMe: boolean) => signIn({ type: 'mailbox', username: 'ann', password: 'secret123', rememberMe }, '/index');

  it("keeps the token cookie until the session's absolute end when the server says so", async () => {
    answer({ expiresIn: THIRTY_DAYS_S });
    const set = vi.spyOn(Cookies, 'set');
    await login(true);
    const options = set.mock.calls.find(([name]) => name === 'Admin-Token')![2] as { expires?: Date };
    expect(options.expires).toBeInstanceOf(Date);
    expect(Math.abs(options.expires!.getTime() - (Date.now() + THIRTY_DAYS_S * 1000))).toBeLessThan(60_000);
    // The password is never stored.
    expect(JSON.stringify(set.mock.calls)).not.toContain('secret123');
  });

  it('lets the cookie end with the browser otherwise', async () => {
    answer({});
    const set = vi.spyOn(Cookies, 'set');
    await login(false);
    const options = set.mock.calls.find(([name]) => name === 'Admin-Token')![2] as { expires?: Date };
    expect(options.expires).toBeUndefined();
  });
});
