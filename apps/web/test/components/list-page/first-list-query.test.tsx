import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { defineResource } from '../../../src/components/list-page/resource.ts';
import { startFirstList, useListQuery } from '../../../src/components/list-page/use-list-query.ts';

const answer = { rows: [{ id: 1 }], total: 1 };

/** The rows asked for early, while the menu loads, are those the list shows when it opens: one call, not two. */
describe('first list started early', () => {
  it.each([
    ['paged', {}],
    ['with fixed parameters', { listParams: { kind: 'x' } }],
    ['a tree', { tree: { parentKey: 'parentId' } }],
  ])('answers the first call of a %s list', async (_name, extra) => {
    let calls = 0;
    const resource = defineResource({
      name: 'thing', api: '/things', rowKey: 'id', labelField: 'id', perms: {}, columns: [{ name: 'id' }],
      list: async () => (calls++, answer),
      ...extra,
    });
    startFirstList(resource);
    const client = new QueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
    const { result } = renderHook(() => useListQuery(resource), { wrapper });
    await waitFor(() => expect(result.current.rows).toEqual(answer.rows));
    expect(calls).toBe(1);

    // Taken once: a later list of the same resource asks afresh.
    const again = renderHook(() => useListQuery(resource), { wrapper: ({ children }: { children: ReactNode }) => <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider> });
    await waitFor(() => expect(again.result.current.rows).toEqual(answer.rows));
    expect(calls).toBe(2);
  });
});
