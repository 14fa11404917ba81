import type { AxiosResponse } from 'axios';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import AccountCancelPage from '../../../src/features/auth/account-cancel-page.tsx';
import { http } from '../../../src/lib/request/http.ts';
import { spyFeedback } from '../../feedback-spy.ts';

let spy: ReturnType<typeof spyFeedback>;

beforeEach(() => {
  spy = spyFeedback();
  vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ code: 200, msg: 'ok', captchaEnabled: false, sliderEnabled: false })));
  http.defaults.adapter = async (config) => ({ data: { code: 200, msg: 'ok', captchaEnabled: false, sliderEnabled: false }, status: 200, statusText: '', headers: {}, config }) as AxiosResponse;
});

afterEach(() => vi.unstubAllGlobals());

/** The last question before an account closes: its two buttons say what each does, not "Cancel" beside "Cancel account". */
describe('account cancellation confirmation', { timeout: 30_000 }, () => {
  it('names its buttons "Close my account" and "Keep my account"', async () => {
    render(
      <MemoryRouter>
        <AccountCancelPage />
      </MemoryRouter>,
    );
    fireEvent.change(await screen.findByPlaceholderText('Account or e-mail'), { target: { value: 'someone' } });
    fireEvent.change(screen.getByPlaceholderText('Password'), { target: { value: 'secret123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel account' }));
    await waitFor(() => expect(spy.modal.confirm).toHaveBeenCalled());
    const { okText, cancelText } = spy.modal.confirm.mock.calls[0][0] as { okText: string; cancelText: string };
    expect([okText, cancelText]).toEqual(['Close my account', 'Keep my account']);
  });
});
