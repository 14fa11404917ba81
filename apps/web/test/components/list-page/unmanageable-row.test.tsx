import type { AxiosResponse } from 'axios';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { ResourcePage } from '../../../src/components/list-page/resource-page.tsx';
import { defineResource } from '../../../src/components/list-page/resource.ts';
import { http } from '../../../src/lib/request/http.ts';
import { sessionStore } from '../../../src/stores/session-store.ts';
import { spyFeedback } from '../../feedback-spy.ts';

const noop = async () => undefined;
const resource = defineResource({
  name: 'user',
  api: '/system/user',
  rowKey: 'userId',
  labelField: 'userName',
  perms: { edit: 'system:user:edit', remove: 'system:user:remove', query: 'system:user:query' },
  ops: ['edit', 'remove'],
  detail: ['userName'],
  columns: [{ name: 'userId' }, { name: 'userName' }],
  form: [{ name: 'userName' }],
  rowActions: [{ key: 'resetPwd', icon: <span>k</span>, run: noop }],
});

beforeAll(() => {
  spyFeedback();
  sessionStore.set({ permissions: ['*:*:*'], roles: ['operator'] });
  http.defaults.adapter = async (config) =>
    ({
      data: {
        code: 200,
        msg: 'ok',
        total: 2,
        rows: [
          { userId: 1, userName: 'admin', manageable: false },
          { userId: 7, userName: 'ann', manageable: true },
        ],
      },
      status: 200,
      statusText: '',
      headers: {},
      config,
    }) as AxiosResponse;
});

/** The server marks the rows the caller may not act on (the administrator's, for an operator): they offer no command it would refuse. */
describe('a row the server will refuse', { timeout: 30_000 }, () => {
  it('shows only its details; a manageable row keeps every command', async () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <ResourcePage resource={resource} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const commands = (row: HTMLElement) =>
      within(row)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label'));
    expect(commands((await screen.findByText('admin')).closest('tr')!)).toEqual(['Details']);
    expect(commands(screen.getByText('ann').closest('tr')!)).toEqual(['Details', 'Edit', 'Delete', 'Reset password']);
  });
});
