import type { AxiosResponse } from 'axios';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { RolloutStatus } from '@cniot/contract/grid-firmware/rollout';
import { ResourcePage } from '../../../src/components/list-page/resource-page.tsx';
import rollouts from '../../../src/features/firmware/rollout-resource.tsx';
import { http } from '../../../src/lib/request/http.ts';
import { sessionStore } from '../../../src/stores/session-store.ts';

describe('the rollout list', { timeout: 30_000 }, () => {
  it('follows a rollout that pauses itself: no Pause button on a paused rollout, without a reload', async () => {
    let status: string = RolloutStatus.running;
    let listed = 0;
    http.defaults.adapter = async (req) => {
      const list = req.url!.startsWith('/iot/upgrade/rollout/list');
      if (list) listed += 1;
      const data = list
        ? { code: 200, rows: [{ id: 7, name: 'Wave 1', status, pauseReason: status === RolloutStatus.paused ? 'failureRate' : null }], total: 1 }
        : { code: 200, data: [], rows: [], total: 0 };
      return { data, status: 200, statusText: '', headers: {}, config: req } as AxiosResponse;
    };
    sessionStore.set({ permissions: ['*:*:*'], roles: ['admin'] });
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter>
          <ResourcePage resource={rollouts} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    await screen.findByRole('button', { name: 'Pause' }, { timeout: 10_000 });
    // The server's health check pauses it; nobody touches the page.
    status = RolloutStatus.paused;
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Pause' })).toBeNull(), { timeout: 12_000 });
    await screen.findByRole('button', { name: 'Resume' }, { timeout: 10_000 });
    const after = listed;
    // Nothing runs any more: the list stops asking.
    await new Promise((r) => setTimeout(r, 6000));
    expect(listed).toBe(after);
  });
});
