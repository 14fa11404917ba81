import type { AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { sessionStore } from '../../../src/stores/session-store.ts';
import { ResourcePage } from '../../../src/components/list-page/resource-page.tsx';
import { defineResource } from '../../../src/components/list-page/resource.ts';
import { http } from '../../../src/lib/request/http.ts';
import { spyFeedback } from '../../feedback-spy.ts';

const resource = defineResource({
  name: 'config',
  api: '/system/config',
  rowKey: 'configId',
  labelField: 'configName',
  perms: { add: 'system:config:add', edit: 'system:config:edit', remove: 'system:config:remove', export: 'system:config:export' },
  columns: [{ name: 'configId' }, { name: 'configName' }],
  search: [{ name: 'configName' }],
  form: [{ name: 'configName', required: true }],
});

let calls: InternalAxiosRequestConfig[];

beforeEach(() => {
  spyFeedback();
  calls = [];
  http.defaults.adapter = async (config) => {
    calls.push(config);
    return { data: { code: 200, msg: 'ok', rows: [{ configId: 1, configName: 'Alpha' }], total: 1 }, status: 200, statusText: '', headers: {}, config } as AxiosResponse;
  };
});

const renderPage = (declared = resource) =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <ResourcePage resource={declared} />
      </MemoryRouter>
    </QueryClientProvider>,
  );

// Rendering antd takes seconds on a busy machine.
describe('ResourcePage', { timeout: 30_000 }, () => {
  it('lists the rows with page parameters and only the buttons the user may use', async () => {
    sessionStore.set({ permissions: ['system:config:add', 'system:config:export'], roles: ['common'] });
    renderPage();
    await screen.findByText('Alpha');
    expect(calls[0].url).toBe('/system/config/list?pageNum=1&pageSize=20');
    expect(screen.getByText('Total 1')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Add/ })).not.toBeNull();
    expect(screen.queryByRole('button', { name: /Export/ })).not.toBeNull();
    expect(screen.queryByRole('button', { name: /Delete/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Edit/ })).toBeNull();
  });

  it('searches with the typed text and resets', async () => {
    sessionStore.set({ permissions: ['*:*:*'], roles: ['admin'] });
    renderPage();
    await screen.findByText('Alpha');
    fireEvent.change(screen.getByPlaceholderText('Please enter Parameter name'), { target: { value: 'Al' } });
    fireEvent.click(screen.getByRole('button', { name: /Search/ }));
    await waitFor(() => expect(calls.at(-1)?.url).toBe('/system/config/list?configName=Al&pageNum=1&pageSize=20'));
  });

  it('offers "current organization only" on lists of organization-scoped rows and sends it while checked', async () => {
    sessionStore.set({ permissions: ['*:*:*'], roles: ['admin'] });
    renderPage({ ...resource, currentDeptOnly: true });
    await screen.findByText('Alpha');
    const box = screen.getByRole('checkbox', { name: 'Current organization only' });
    fireEvent.click(box);
    fireEvent.click(screen.getByRole('button', { name: /Search/ }));
    await waitFor(() => expect(calls.at(-1)?.url).toBe('/system/config/list?currentDeptOnly=1&pageNum=1&pageSize=20'));
    fireEvent.click(box);
    fireEvent.click(screen.getByRole('button', { name: /Search/ }));
    await waitFor(() => expect(calls.at(-1)?.url).toBe('/system/config/list?pageNum=1&pageSize=20'));
  });

  it('has no such option on other lists', async () => {
    sessionStore.set({ permissions: ['*:*:*'], roles: ['admin'] });
    renderPage();
    await screen.findByText('Alpha');
    expect(screen.queryByRole('checkbox', { name: 'Current organization only' })).toBeNull();
  });

  it('opens the add dialog, which asks for required fields', async () => {
    sessionStore.set({ permissions: ['*:*:*'], roles: ['admin'] });
    renderPage();
    await screen.findByText('Alpha');
    fireEvent.click(screen.getByRole('button', { name: /Add/ }));
    await screen.findByText('Add parameter');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await screen.findByText('Parameter name cannot be empty');
  });
});
