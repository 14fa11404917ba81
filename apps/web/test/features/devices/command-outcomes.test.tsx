import type { AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ListContext } from '../../../src/components/list-page/resource.ts';
import { CommandResultsTable } from '../../../src/features/devices/command-results-table.tsx';
import { MeterCommandDialog } from '../../../src/features/devices/meter/meter-command-dialog.tsx';
import { http } from '../../../src/lib/request/http.ts';
import { sessionStore } from '../../../src/stores/session-store.ts';
import { spyFeedback } from '../../feedback-spy.ts';

type Answer = (config: InternalAxiosRequestConfig) => unknown;
let routes: Record<string, Answer>;

const DICTS: Record<string, [string, string][]> = {
  iot_anti_backflow: [
    ['1', 'Open'],
    ['0', 'Closed'],
  ],
  iot_plc_status: [
    ['1', 'Started'],
    ['0', 'Closed'],
  ],
  iot_command_status: [
    ['1', 'Sent'],
    ['2', 'Send success'],
    ['3', 'Modification failed'],
    ['4', 'Timed out'],
  ],
};

beforeEach(() => {
  spyFeedback();
  sessionStore.set({ permissions: ['*:*:*'], roles: ['admin'] });
  routes = {};
  http.defaults.adapter = async (config) => {
    const dict = config.url?.match(/^\/system\/dict\/data\/type\/(\w+)$/)?.[1];
    const data = dict
      ? { code: 200, data: (DICTS[dict] ?? []).map(([dictValue, dictLabel]) => ({ dictValue, dictLabel })) }
      : (routes[`${config.method?.toUpperCase()} ${config.url}`]?.(config) ?? { code: 404, msg: 'not found' });
    return { data, status: 200, statusText: '', headers: {}, config } as AxiosResponse;
  };
});

const withQueries = (node: ReactNode) => render(<QueryClientProvider client={new QueryClient()}>{node}</QueryClientProvider>);

describe('after a command', { timeout: 30_000 }, () => {
  it("the meter's dialog shows the state the meter confirmed, not the list's", async () => {
    let antiBackflow = '0';
    routes['GET /iot/meter/7'] = () => ({ code: 200, data: { id: 7, meterId: 'M7', online: true, antiBackflowStatus: antiBackflow, plcStatus: '0' } });
    routes['POST /iot/meter/openAntiBackflow'] = () => {
      // The meter confirms a moment later, as the simulated fleet does.
      setTimeout(() => (antiBackflow = '1'), 300);
      return { code: 200, msg: 'The command was issued successfully' };
    };
    const row = { id: 7, meterId: 'M7', onlineStatus: '1', antiBackflowStatus: '0', plcStatus: '0' };
    withQueries(<MeterCommandDialog rows={[row]} ctx={{} as ListContext} onClose={() => undefined} onDone={() => undefined} />);
    const line = (await screen.findByText('Anti-backflow')).closest('tr')!;
    // The state is the first item beside the two command buttons.
    const state = () => line.querySelector('.ant-space-item')?.textContent;
    await waitFor(() => expect(state()).toBe('Closed'));
    fireEvent.click(within(line).getByRole('button', { name: 'Open' }));
    await waitFor(() => expect(state()).toBe('Open'), { timeout: 10_000 });
  });

  it('batch results show each device’s answer as its record completes', async () => {
    const status: Record<number, { recordStatus: string; errorMsg?: string }> = { 41: { recordStatus: '1' }, 42: { recordStatus: '1' } };
    routes['GET /iot/configChangeRecord/41'] = () => ({ code: 200, data: status[41] });
    routes['GET /iot/configChangeRecord/42'] = () => ({ code: 200, data: status[42] });
    withQueries(
      <CommandResultsTable
        results={[
          { deviceId: 'A1', ok: true, msg: 'The command was issued successfully', recordId: 41 },
          { deviceId: 'B2', ok: true, msg: 'The command was issued successfully', recordId: 42 },
          { deviceId: 'C3', ok: false, msg: 'Device not online' },
        ]}
      />,
    );
    const rowOf = (id: string) => screen.getByText(id).closest('tr')!;
    await waitFor(() => expect(within(rowOf('A1')).getByText("Waiting for the device's answer")).toBeTruthy());
    expect(within(rowOf('C3')).getByText('Device not online')).toBeTruthy();

    status[41] = { recordStatus: '2' };
    status[42] = { recordStatus: '3', errorMsg: 'value out of range' };
    await within(rowOf('A1')).findByText('Send success', undefined, { timeout: 10_000 });
    await within(rowOf('B2')).findByText('value out of range', undefined, { timeout: 10_000 });
    expect(within(rowOf('B2')).getByText('Modification failed')).toBeTruthy();
  });
});
