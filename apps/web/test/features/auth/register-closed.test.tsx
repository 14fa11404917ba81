import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import LoginPage from '../../../src/features/auth/login-page.tsx';
import RegisterPage from '../../../src/features/auth/register-page.tsx';

let answered: Promise<void>;

/** What GET /captchaImage says about sys.account.registerUser; the sign-in pages ask it with fetch. */
function serverSays(registerEnabled: boolean) {
  let done = () => undefined as void;
  answered = new Promise((resolve) => (done = resolve));
  vi.stubGlobal('fetch', async () => {
    setTimeout(done);
    return new Response(JSON.stringify({ code: 200, msg: 'ok', captchaEnabled: false, sliderEnabled: false, registerEnabled }));
  });
}

afterEach(() => vi.unstubAllGlobals());

const at = (page: React.ReactNode) => render(<MemoryRouter>{page}</MemoryRouter>);

describe('registration follows the server setting', { timeout: 30_000 }, () => {
  it('offers "Register now" only while registration is open', async () => {
    serverSays(true);
    const { unmount } = at(<LoginPage />);
    expect(await screen.findByRole('link', { name: 'Register now' }, { timeout: 10_000 })).toBeTruthy();
    unmount();

    serverSays(false);
    at(<LoginPage />);
    await act(() => answered);
    expect(screen.queryByRole('link', { name: 'Register now' })).toBeNull();
  });

  it('says /register is closed instead of showing the form, with the way back to sign in', async () => {
    serverSays(false);
    at(<RegisterPage />);
    expect(await screen.findByText('Registration is closed on this system. Ask your administrator for an account.', undefined, { timeout: 10_000 })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Register' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Already have an account? Sign in' })).toBeTruthy();
  });
});
