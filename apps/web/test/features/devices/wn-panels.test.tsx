import type { AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { DevicePerm } from '@cniot/contract/devices/device-permissions';
import { sessionStore } from '../../../src/stores/session-store.ts';
import { WnCommandPanel } from '../../../src/features/devices/inverter/wn-command-panel.tsx';
import { PARAMS } from '../../../src/features/devices/inverter/wn-commands.ts';
import { WnParamPanel } from '../../../src/features/devices/inverter/wn-param-panel.tsx';
import { WnParamRow } from '../../../src/features/devices/inverter/wn-param-row.tsx';
import { http } from '../../../src/lib/request/http.ts';
import { spyFeedback } from '../../feedback-spy.ts';

const WN = '99100000000001';
let calls: InternalAxiosRequestConfig[];
let answer: { code: number; msg: string; data?: unknown };
let feedback: ReturnType<typeof spyFeedback>;

beforeEach(() => {
  feedback = spyFeedback();
  calls = [];
  answer = { code: 200, msg: 'The command was issued successfully' };
  http.defaults.adapter = async (config) => {
    calls.push(config);
    return { data: answer, status: 200, statusText: '', headers: {}, config } as AxiosResponse;
  };
});

const sent = () => calls.map((c) => ({ url: c.url, body: JSON.parse(String(c.data)) }));

// Rendering antd takes seconds on a busy machine.
describe('inverter detail panels', { timeout: 30_000 }, () => {
  it('offers only the commands the user may send and tells the device answer', async () => {
    sessionStore.set({ permissions: [DevicePerm.wn.start, DevicePerm.wn.shutdown], roles: ['common'] });
    render(<WnCommandPanel wnId={WN} online onSent={() => undefined} />);
    expect(screen.queryByRole('button', { name: 'Restart' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    await waitFor(() => expect(feedback.message.success).toHaveBeenCalledWith('The command was issued successfully'));
    expect(sent()).toEqual([{ url: '/iot/wn/start', body: { wnId: WN } }]);
  });

  it('asks before a shutdown and sends only when confirmed', async () => {
    sessionStore.set({ permissions: ['*:*:*'], roles: ['admin'] });
    render(<WnCommandPanel wnId={WN} online onSent={() => undefined} />);
    fireEvent.click(screen.getByRole('button', { name: 'Shut down' }));
    expect(calls).toHaveLength(0);
    const { content, onOk } = feedback.modal.confirm.mock.calls[0][0];
    expect(content).toContain(WN);
    await onOk();
    expect(sent()).toEqual([{ url: '/iot/wn/shutdown', body: { wnId: WN } }]);
  });

  it('disables the commands of an offline device and says why on hover', async () => {
    sessionStore.set({ permissions: ['*:*:*'], roles: ['admin'] });
    render(<WnCommandPanel wnId={WN} online={false} onSent={() => undefined} />);
    const restart = screen.getByRole('button', { name: 'Restart' }) as HTMLButtonElement;
    expect(restart.disabled).toBe(true);
    fireEvent.click(restart);
    expect(feedback.modal.confirm).not.toHaveBeenCalled();
    fireEvent.mouseEnter(restart.parentElement!);
    expect((await screen.findByRole('tooltip', undefined, { timeout: 5000 })).textContent).toBe('The device is offline: commands will be refused until it connects again.');
    expect(calls).toHaveLength(0);
  });

  it('checks a parameter before sending it', async () => {
    sessionStore.set({ permissions: ['*:*:*'], roles: ['admin'] });
    render(<WnParamRow param={PARAMS.find((p) => p.key === 'powerPercent')!} wnId={WN} current="80" offline={false} onSent={() => undefined} />);
    const input = screen.getByRole('spinbutton');
    fireEvent.change(input, { target: { value: '50.5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set' }));
    await screen.findByText('Please enter an integer');
    expect(calls).toHaveLength(0);
    fireEvent.change(input, { target: { value: '50' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set' }));
    await waitFor(() => expect(sent()).toEqual([{ url: '/iot/wn/powerPercent', body: { wnId: WN, value: 50 } }]));
    expect(feedback.message.success).toHaveBeenCalledWith('The command was issued successfully');
  });

  it('disables Set on the parameters of an offline device and says why on hover', async () => {
    sessionStore.set({ permissions: ['*:*:*'], roles: ['admin'] });
    answer = { code: 200, msg: 'ok', data: { settings: [], grid: null } };
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <WnParamPanel wnId={WN} params={[{ code: 'powerPercent', value: '80', reportTime: '2026-11-24 10:00:00' }]} online={false} onSent={() => undefined} />
      </QueryClientProvider>,
    );
    const sets = screen.getAllByRole('button', { name: 'Set' }) as HTMLButtonElement[];
    expect(sets.length).toBe(PARAMS.length);
    expect(sets.every((b) => b.disabled)).toBe(true);
    fireEvent.change(screen.getAllByRole('spinbutton')[0], { target: { value: '50' } });
    fireEvent.submit(sets[0].closest('form')!);
    fireEvent.mouseEnter(sets[0].parentElement!);
    expect((await screen.findByRole('tooltip', undefined, { timeout: 5000 })).textContent).toBe('The device is offline: commands will be refused until it connects again.');
    expect(calls.filter((c) => c.url?.startsWith('/iot/wn/'))).toHaveLength(0);
  });
});
