import type { ReactNode } from 'react';
import type { AxiosResponse } from 'axios';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sessionStore } from '../../src/stores/session-store.ts';
import { DictTag, useDict } from '../../src/components/dict.tsx';
import { useOptions } from '../../src/components/list-page/use-options.ts';
import HomePage from '../../src/features/home/home-page.tsx';
import { assignableRoles } from '../../src/features/system/system-api.ts';
import { i18n, mergedCatalogue } from '../../src/i18n/i18n.ts';
import { http } from '../../src/lib/request/http.ts';

/** What the server answers for iot_command_status: a seeded value and one an administrator added. */
const rows = [
  { dictValue: '2', dictLabel: 'Send success', listClass: 'success' },
  { dictValue: '9', dictLabel: 'Queued at gateway', listClass: 'info' },
];

// The labels come with the shown language's messages, which the console loads before any page (loadAllTexts).
beforeAll(async () => {
  for (const lang of ['de_DE', 'pl_PL'] as const) i18n.addResourceBundle(lang, 'translation', await mergedCatalogue(lang));
});

beforeEach(async () => {
  http.defaults.adapter = async (config) => ({ data: { code: 200, msg: 'ok', data: rows }, status: 200, statusText: '', headers: {}, config }) as AxiosResponse;
  await i18n.changeLanguage('de_DE');
});

afterEach(() => i18n.changeLanguage('en_US'));

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
    <MemoryRouter>{children}</MemoryRouter>
  </QueryClientProvider>
);

function CommandStatus({ value }: { value: string }) {
  const { iot_command_status: items } = useDict('iot_command_status');
  return <DictTag items={items} value={value} />;
}

describe('dictionary labels', { timeout: 30_000 }, () => {
  it('shows the catalogue label in the language, and the database label for a value the catalogue does not know', async () => {
    render(<CommandStatus value="2,9" />, { wrapper });
    expect(await screen.findByText('Erfolgreich übernommen')).toBeTruthy();
    expect(screen.getByText('Queued at gateway')).toBeTruthy();
  });

  it('re-renders the labels when the language changes', async () => {
    render(<CommandStatus value="2" />, { wrapper });
    await screen.findByText('Erfolgreich übernommen');
    await act(() => i18n.changeLanguage('pl_PL'));
    expect(await screen.findByText('Zmiana udana')).toBeTruthy();
  });

  it('labels the choices of a dictionary select the same way', async () => {
    const { result } = renderHook(() => useOptions('wn', 'status', { dict: 'iot_command_status' }), { wrapper });
    await waitFor(() => expect(result.current.map((o) => o.label)).toEqual(['Erfolgreich übernommen', 'Queued at gateway']));
  });

  it('names the signed-in user’s roles on the home page', async () => {
    sessionStore.set({ roles: ['sysUser', 'installer'], permissions: [], entries: [], user: null });
    render(<HomePage />, { wrapper });
    expect(await screen.findByText('Systembenutzer')).toBeTruthy();
    expect(screen.getByText('installer')).toBeTruthy();
  });

  it('names a role as the server sends it: a seeded name in the reader’s language, a typed one as typed', async () => {
    const roles = [
      { roleId: 2, roleKey: 'sysUser', roleName: 'Systembenutzer', status: '0' },
      { roleId: 3, roleKey: 'agencyUser', roleName: 'Händlerteam Nord', status: '0' },
      { roleId: 9, roleKey: 'installer', roleName: 'Installateur', status: '1' },
    ];
    http.defaults.adapter = async (config) => ({ data: { code: 200, msg: 'ok', roles }, status: 200, statusText: '', headers: {}, config }) as AxiosResponse;
    expect(await assignableRoles()).toEqual([
      { value: 2, label: 'Systembenutzer', disabled: false },
      { value: 3, label: 'Händlerteam Nord', disabled: false },
      { value: 9, label: 'Installateur', disabled: true },
    ]);
  });
});
