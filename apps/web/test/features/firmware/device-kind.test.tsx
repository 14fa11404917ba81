import type { AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ListContext } from '../../../src/components/list-page/resource.ts';
import { softwareUpgradeDialog } from '../../../src/features/devices/software-upgrade-dialog.tsx';
import { RolloutStartDialog } from '../../../src/features/firmware/rollout-start-dialog.tsx';
import { http } from '../../../src/lib/request/http.ts';
import { sessionStore } from '../../../src/stores/session-store.ts';
import { spyFeedback } from '../../feedback-spy.ts';

/** The library and the registries as the server would answer their remote selects. */
const PACKAGES: Record<string, Array<{ id: number; softwareName: string }>> = { wn: [{ id: 1, softwareName: 'Inverter 2.0' }], meter: [{ id: 2, softwareName: 'Meter 2.0' }] };
const DEVICES: Record<string, Array<Record<string, string>>> = { wn: [{ wnId: 'W1' }], meter: [{ meterId: 'M1' }, { meterId: 'M2' }] };

let calls: Array<{ method: string; url: string; body?: Record<string, unknown> }>;

beforeEach(() => {
  spyFeedback();
  sessionStore.set({ permissions: ['*:*:*'], roles: ['admin'] });
  calls = [];
  http.defaults.adapter = async (config: InternalAxiosRequestConfig) => {
    const url = new URL(config.url!, 'http://console');
    calls.push({ method: config.method!, url: config.url!, body: config.data ? JSON.parse(String(config.data)) : undefined });
    const kind = url.pathname.match(/^\/iot\/(wn|battery|meter)\/list$/)?.[1];
    const data =
      url.pathname === '/iot/software/list'
        ? { code: 200, rows: PACKAGES[url.searchParams.get('deviceType')!] ?? [] }
        : kind
          ? { code: 200, rows: DEVICES[kind] ?? [] }
          : config.method === 'post'
            ? { code: 200, data: { id: 9, devices: 1, refused: [] } }
            : { code: 200, data: [] };
    return { data, status: 200, statusText: '', headers: {}, config } as AxiosResponse;
  };
});

const withQueries = (node: ReactNode) => render(<QueryClientProvider client={new QueryClient()}>{node}</QueryClientProvider>);
const listed = (path: string) => calls.filter((c) => c.method === 'get' && c.url.startsWith(path)).map((c) => c.url);

/** Opens the select labelled `label` and picks the option `option`. */
async function choose(label: string, option: string) {
  const item = screen.getByTitle(label).closest('.ant-form-item') as HTMLElement;
  fireEvent.mouseDown(within(item).getByRole('combobox'));
  fireEvent.click(await screen.findByTitle(option));
}

describe('device kind of a firmware push', { timeout: 60_000 }, () => {
  it('the rollout start dialog offers the kind, then only its packages and devices, and sends it', async () => {
    let done = false;
    withQueries(<RolloutStartDialog rows={[]} ctx={{} as ListContext} onClose={() => undefined} onDone={() => (done = true)} />);
    await waitFor(() => expect(listed('/iot/software/list')).toEqual([expect.stringContaining('deviceType=wn')]));
    expect(screen.getByText('Device groups')).toBeTruthy();

    fireEvent.click(screen.getByRole('radio', { name: 'Electricity meter' }));
    await waitFor(() => expect(listed('/iot/software/list').at(-1)).toContain('deviceType=meter'));
    await waitFor(() => expect(listed('/iot/meter/list')).not.toEqual([]));
    // Device groups hold inverters only.
    expect(screen.queryByText('Device groups')).toBeNull();

    fireEvent.change(screen.getByLabelText('Rollout name'), { target: { value: 'Meters first' } });
    await choose('Package', 'Meter 2.0');
    expect(screen.queryByTitle('Inverter 2.0')).toBeNull();
    await choose('Devices', 'M2');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(done).toBe(true));
    expect(calls.find((c) => c.method === 'post')).toMatchObject({ url: '/iot/upgrade/rollout', body: { rolloutName: 'Meters first', deviceType: 'meter', softwareId: 2, deviceIds: ['M2'] } });
  });

  it('an upgrade of chosen meters names the offline ones, and with none online sends nothing', async () => {
    const Upgrade = softwareUpgradeDialog('meter', 'firmware');
    const rows = [
      { id: 1, meterId: 'M1', onlineStatus: '0' },
      { id: 2, meterId: 'M2', onlineStatus: '1' },
    ];
    const first = withQueries(<Upgrade rows={rows} ctx={{} as ListContext} onClose={() => undefined} onDone={() => undefined} />);
    await waitFor(() => expect(listed('/iot/software/list')).toEqual([expect.stringMatching(/deviceType=meter.*target=firmware|target=firmware.*deviceType=meter/)]));
    expect(screen.getByText('Offline, so they will be refused: M1')).toBeTruthy();
    first.unmount();

    withQueries(<Upgrade rows={rows.slice(0, 1)} ctx={{} as ListContext} onClose={() => undefined} onDone={() => undefined} />);
    await choose('Package', 'Meter 2.0');
    expect(screen.getByText('The device is offline: commands will be refused until it connects again.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Confirm' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
