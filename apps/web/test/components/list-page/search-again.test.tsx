import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { defineResource } from '../../../src/components/list-page/resource.ts';
import { useListQuery } from '../../../src/components/list-page/use-list-query.ts';

/** Search and reset with the criteria already shown ask the server again: users press Search to refresh. */
describe('searching again', () => {
  it('asks again for the same criteria, once per press', async () => {
    const asked: string[] = [];
    const resource = defineResource({
      name: 'searched',
      api: '/things',
      rowKey: 'id',
      perms: {},
      columns: [{ name: 'id' }],
      list: async (params) => (asked.push(String(params.name ?? '')), { rows: [], total: 0 }),
    });
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>;
    const { result } = renderHook(() => useListQuery(resource), { wrapper });
    await waitFor(() => expect(asked).toEqual(['']));

    act(() => result.current.search({}));
    await waitFor(() => expect(asked).toEqual(['', '']));
    act(() => result.current.search({ name: 'a' }));
    await waitFor(() => expect(asked).toEqual(['', '', 'a']));
    act(() => result.current.search({ name: 'a' }));
    await waitFor(() => expect(asked).toEqual(['', '', 'a', 'a']));
    act(() => result.current.reset());
    await waitFor(() => expect(asked).toEqual(['', '', 'a', 'a', '']));
    act(() => result.current.reset());
    await waitFor(() => expect(asked).toEqual(['', '', 'a', 'a', '', '']));
    await new Promise((r) => setTimeout(r, 50));
    expect(asked).toHaveLength(6);
  });
});
