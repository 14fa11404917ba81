import { beforeEach, describe, expect, it } from 'vitest';
import { queryClient } from '../../src/lib/query-client.ts';
import { http } from '../../src/lib/request/http.ts';
import type { RouteEntry } from '../../src/routing/route-builder.ts';
import { preparePage } from '../../src/routing/prepare-page.ts';
import { sessionStore } from '../../src/stores/session-store.ts';

const entry = (path: string, component: string): RouteEntry => ({ path, name: path, component, meta: { title: path }, parents: [] });
/** What the request layer was asked for. */
let sent: string[];

describe('a page made ready by its route', () => {
  beforeEach(() => {
    queryClient.clear();
    sent = [];
    http.defaults.adapter = async (config) => {
      sent.push(config.url ?? '');
      return { data: { code: 200, rows: [], total: 0 }, status: 200, statusText: '', headers: {}, config };
    };
    sessionStore.set({ entries: [entry('/system/user', 'system/user/index'), entry('/nowhere', 'no/such/page')] });
  });

  it('asks for a list’s first rows through its loader when about to open, and only readies it while the menu idles', async () => {
    await preparePage('/system/user', 'idle');
    expect(queryClient.getQueryCache().findAll({ queryKey: ['list'] })).toEqual([]);
    await preparePage('/system/user', 'open');
    const [rows] = queryClient.getQueryCache().findAll({ queryKey: ['list', 'user'] });
    expect(rows.queryKey[2]).toEqual({ pageNum: 1, pageSize: 20 });
    await expect.poll(() => sent).toContain('/system/user/list?pageNum=1&pageSize=20');
  });

  it('leaves an address with a query to its page: its code only', async () => {
    await preparePage('/system/user', 'code');
    expect(queryClient.getQueryCache().findAll({ queryKey: ['list'] })).toEqual([]);
  });

  it('does nothing for a page the console does not have', async () => {
    await preparePage('/nowhere', 'open');
    await preparePage('/elsewhere', 'open');
    expect(sent).toEqual([]);
  });
});
