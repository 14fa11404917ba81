import type { AxiosResponse } from 'axios';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '../../../src/stores/session-store.ts';
import { ResourcePage } from '../../../src/components/list-page/resource-page.tsx';
import { defineResource } from '../../../src/components/list-page/resource.ts';
import { http } from '../../../src/lib/request/http.ts';

const resource = defineResource({
  name: 'config',
  api: '/system/config',
  rowKey: 'configId',
  labelField: 'configName',
  perms: {},
  columns: [{ name: 'configId' }, { name: 'configName' }],
});

const answering = (extra: Record<string, unknown>) => {
  http.defaults.adapter = async (config) =>
    ({ data: { code: 200, msg: 'ok', rows: [{ configId: 1, configName: 'Alpha' }], total: 100_000, ...extra }, status: 200, statusText: '', headers: {}, config }) as AxiosResponse;
  sessionStore.set({ permissions: ['*:*:*'], roles: ['admin'] });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <ResourcePage resource={resource} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
};

// Rendering antd takes seconds on a busy machine.
describe('a list total the server estimated', { timeout: 30_000 }, () => {
  it('reads "About …"', async () => {
    answering({ totalExact: false });
    await screen.findByText('Alpha');
    expect(screen.getByText('About 100000')).toBeTruthy();
  });

  it('an exact one reads "Total …"', async () => {
    answering({});
    await screen.findByText('Alpha');
    expect(screen.getByText('Total 100000')).toBeTruthy();
  });
});
