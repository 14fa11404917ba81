import type { AxiosResponse } from 'axios';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '../../../src/stores/session-store.ts';
import { ResourcePage } from '../../../src/components/list-page/resource-page.tsx';
import { defineResource, type Resource, type Row } from '../../../src/components/list-page/resource.ts';
import clearTotalPower from '../../../src/features/devices/clear-power/clear-total-power-resource.tsx';
import stations from '../../../src/features/stations/station-resource.tsx';
import { http } from '../../../src/lib/request/http.ts';

const config = defineResource({
  name: 'config',
  api: '/system/config',
  rowKey: 'configId',
  labelField: 'configName',
  perms: {},
  columns: [{ name: 'configId' }, { name: 'configName' }],
});

/**
 * The list's call answers `row` among 100,000 (plus `extra`); any other call (dictionaries, the
 * company tree) answers empty. Lists that fetch their own rows post their query.
 */
const answering = (resource: Resource, row: Row, extra: Record<string, unknown>) => {
  http.defaults.adapter = async (req) => {
    const listed = req.url!.startsWith(`${resource.api}/list?`) || req.method === 'post';
    const data = listed ? { code: 200, msg: 'ok', rows: [row], total: 100_000, ...extra } : { code: 200, msg: 'ok', data: [], rows: [], total: 0 };
    return { data, status: 200, statusText: '', headers: {}, config: req } as AxiosResponse;
  };
  sessionStore.set({ permissions: ['*:*:*'], roles: ['admin'] });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <ResourcePage resource={resource} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
};

const LISTS: [string, Resource, Row][] = [
  ['the shared list', config, { configId: 1, configName: 'Alpha' }],
  // These post their own query: what the server says of its total must still reach the pager.
  ['the station list', stations, { id: 1, stationName: 'Alpha plant' }],
  ['the clear total power records', clearTotalPower, { id: 1, wnId: '10000000000001' }],
];

// Rendering antd takes seconds on a busy machine.
describe.each(LISTS)('a total the server estimated, in %s', { timeout: 30_000 }, (_, resource, row) => {
  const shown = String(Object.values(row)[1]);

  it('reads "About …"', async () => {
    answering(resource, row, { totalExact: false });
    await screen.findByText(shown, undefined, { timeout: 10_000 });
    expect(screen.getByText('About 100000')).toBeTruthy();
  });

  it('an exact one reads "Total …"', async () => {
    answering(resource, row, {});
    await screen.findByText(shown, undefined, { timeout: 10_000 });
    expect(screen.getByText('Total 100000')).toBeTruthy();
    expect(screen.queryByText('About 100000')).toBeNull();
  });
});
