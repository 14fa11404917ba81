import type { AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import LoginPage from '../../../src/features/auth/login-page.tsx';
import { http } from '../../../src/lib/request/http.ts';
import { spyFeedback } from '../../feedback-spy.ts';

const INVALID = 'Please enter a valid phone number';
let sent: InternalAxiosRequestConfig[];

beforeEach(() => {
  spyFeedback();
  // GET /captchaImage: no captcha, no slider.
  vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ code: 200, msg: 'ok', captchaEnabled: false, sliderEnabled: false, registerEnabled: false })));
  sent = [];
  http.defaults.adapter = async (config) => {
    sent.push(config);
    return { data: { code: 200, msg: 'Sent' }, status: 200, statusText: '', headers: {}, config } as AxiosResponse;
  };
});

afterEach(() => vi.unstubAllGlobals());

async function phoneTab() {
  render(
    <MemoryRouter>
      <LoginPage />
    </MemoryRouter>,
  );
  fireEvent.click(await screen.findByRole('tab', { name: 'Phone login' }));
  return screen.findByPlaceholderText('Phone number', undefined, { timeout: 10_000 });
}

const getCode = () => fireEvent.click(screen.getByRole('button', { name: 'Get code' }));

describe('"Get code" on the phone tab', { timeout: 30_000 }, () => {
  it('says the number is invalid and sends nothing', async () => {
    fireEvent.change(await phoneTab(), { target: { value: '12ab' } });
    getCode();
    expect(await screen.findByText(INVALID)).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('says so for an empty number too, and stops saying it once the number changes', async () => {
    const phone = await phoneTab();
    getCode();
    expect(await screen.findByText(INVALID)).toBeTruthy();
    fireEvent.change(phone, { target: { value: '4915112345678' } });
    expect(screen.queryByText(INVALID)).toBeNull();
  });

  it('sends the code for a valid number', async () => {
    fireEvent.change(await phoneTab(), { target: { value: '4915112345678' } });
    getCode();
    await waitFor(() => expect(sent.map((c) => c.url)).toEqual(['/sendSmsCode']));
    expect(JSON.parse(String(sent[0].data))).toMatchObject({ phoneNumber: '4915112345678', purpose: 'login' });
    expect(screen.queryByText(INVALID)).toBeNull();
  });
});
