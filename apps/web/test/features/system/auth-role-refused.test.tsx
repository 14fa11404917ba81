import type { AxiosResponse } from 'axios';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import UserAuthRolePage from '../../../src/features/system/user-auth-role-page.tsx';
import { http } from '../../../src/lib/request/http.ts';
import { RouteParamsContext } from '../../../src/routing/use-current-route.ts';
import { spyFeedback } from '../../feedback-spy.ts';

const REFUSAL = 'You have no permission to access this user’s data';

beforeEach(() => {
  spyFeedback();
  http.defaults.adapter = async (config) => ({ data: { code: 500, msg: REFUSAL }, status: 200, statusText: '', headers: {}, config }) as AxiosResponse;
});

/** Assigning roles to a user outside the caller's organizations: the server refuses, and the page says so instead of offering a form. */
describe('assign roles refused', { timeout: 30_000 }, () => {
  it('shows the refusal and no Submit button', async () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <RouteParamsContext value={{ userId: '42' }}>
            <UserAuthRolePage />
          </RouteParamsContext>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(await screen.findByText(REFUSAL, { selector: '.ant-result-title' }, { timeout: 10_000 })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Back' })).toBeTruthy();
  });
});
