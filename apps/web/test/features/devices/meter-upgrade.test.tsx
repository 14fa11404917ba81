import type { AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { MeterUpgradeForm } from '../../../src/features/devices/meter/meter-upgrade-form.tsx';
import { http } from '../../../src/lib/request/http.ts';
import { sessionStore } from '../../../src/stores/session-store.ts';
import { spyFeedback } from '../../feedback-spy.ts';

let calls: Array<{ method: string; url: string; body?: unknown }>;
let feedback: ReturnType<typeof spyFeedback>;

beforeEach(() => {
  feedback = spyFeedback();
  sessionStore.set({ permissions: ['*:*:*'], roles: ['admin'] });
  calls = [];
  http.defaults.adapter = async (config: InternalAxiosRequestConfig) => {
    calls.push({ method: config.method!, url: config.url!, body: config.data ? JSON.parse(String(config.data)) : undefined });
    const data = config.url!.startsWith('/iot/software/list')
      ? { code: 200, rows: [{ id: 5, softwareName: 'Meter 2.0' }] }
      : { code: 200, msg: 'The command was issued successfully', data: { recordId: 1 } };
    return { data, status: 200, statusText: '', headers: {}, config } as AxiosResponse;
  };
});

const form = (offline: boolean) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MeterUpgradeForm meter={{ id: 3, meterId: 'M3' }} offline={offline} onSent={() => undefined} />
    </QueryClientProvider>,
  );

async function choosePackage() {
  fireEvent.mouseDown(within(screen.getByTitle('Package').closest('.ant-form-item') as HTMLElement).getByRole('combobox'));
  fireEvent.click(await screen.findByTitle('Meter 2.0'));
}

describe("the meter dialog's program step", { timeout: 30_000 }, () => {
  it('sends a meter package of the library, not an address', async () => {
    form(false);
    await waitFor(() => expect(calls.map((c) => c.url)).toEqual([expect.stringMatching(/^\/iot\/software\/list\?.*deviceType=meter/)]));
    const send = screen.getByRole('button', { name: 'Firmware upgrade' }) as HTMLButtonElement;
    expect(send.disabled).toBe(true);
    await choosePackage();
    await waitFor(() => expect(send.disabled).toBe(false));
    fireEvent.click(send);
    await waitFor(() => expect(feedback.message.success).toHaveBeenCalledWith('The command was issued successfully'));
    expect(calls.at(-1)).toMatchObject({ method: 'post', url: '/iot/meter/upgrade', body: { meterId: 'M3', softwareId: 5 } });
  });

  it('stays disabled while the meter is offline, with the reason on hover', async () => {
    form(true);
    await choosePackage();
    const send = screen.getByRole('button', { name: 'Firmware upgrade' }) as HTMLButtonElement;
    expect(send.disabled).toBe(true);
    fireEvent.mouseEnter(send.parentElement!);
    expect((await screen.findByRole('tooltip', undefined, { timeout: 5000 })).textContent).toBe('The device is offline: commands will be refused until it connects again.');
  });
});
