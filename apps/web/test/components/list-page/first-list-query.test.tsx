import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, renderHook, waitFor } from '@testing-library/react';
import { Activity, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { defineResource } from '../../../src/components/list-page/resource.ts';
import { prefetchFirstList, useListQuery } from '../../../src/components/list-page/use-list-query.ts';

const answer = { rows: [{ id: 1 }], total: 1 };

/** The menu entry pointed at asks for the list's first page in the cache: the list opens on it, and a kept list shown again keeps its rows. */
describe('first list prefetched from the menu', () => {
  const thing = (list: () => Promise<typeof answer>) => defineResource({ name: 'prefetched', api: '/things', rowKey: 'id', labelField: 'id', perms: {}, columns: [{ name: 'id' }], list });

  it('opens on the prefetched rows without asking again, and asks again once refreshed', async () => {
    let calls = 0;
    const resource = thing(async () => (calls++, answer));
    const client = new QueryClient();
    prefetchFirstList(resource, client);
    prefetchFirstList(resource, client);
    await waitFor(() => expect(client.isFetching()).toBe(0));
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
    const first = renderHook(() => useListQuery(resource), { wrapper });
    expect(first.result.current.rows).toEqual(answer.rows);
    expect(calls).toBe(1);
    first.unmount();

    // A page mounted afresh (the tab refreshed) asks again.
    const again = renderHook(() => useListQuery(resource), { wrapper });
    await waitFor(() => expect(calls).toBe(2));
    expect(again.result.current.rows).toEqual(answer.rows);
  });

  it('keeps the rows of a list shown again behind its tab', async () => {
    let calls = 0;
    const resource = thing(async () => (calls++, answer));
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>;
    const Probe = () => <output>{useListQuery(resource).rows.length}</output>;
    const view = render(
      <Activity mode="visible">
        <Probe />
      </Activity>,
      { wrapper },
    );
    await waitFor(() => expect(view.container.textContent).toBe('1'));
    view.rerender(
      <Activity mode="hidden">
        <Probe />
      </Activity>,
    );
    view.rerender(
      <Activity mode="visible">
        <Probe />
      </Activity>,
    );
    await new Promise((r) => setTimeout(r, 50));
    expect(calls).toBe(1);
  });
});
